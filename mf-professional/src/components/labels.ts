/** Labels for server keys that SPEC does not name: 'in_progress' reads 'In progress'. */
export function humanize(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1).toLowerCase() : key;
}
