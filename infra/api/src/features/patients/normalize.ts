/** The lower-cased, accent-free form names are searched and sorted by (patients.search_*). */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}
