/** How a list's total reads: exact, or "about N" when the server counted it a moment ago. */
export function totalText(total: number, estimate: boolean | undefined): string {
  return estimate ? `about ${total.toLocaleString('en-US')}` : total.toLocaleString('en-US');
}

/** A count with its noun, singular for exactly one: '1 patient', '2 patients', 'about 1,200 patients'. */
export function countOf(n: number, noun: string, plural = `${noun}s`, estimate?: boolean): string {
  return `${totalText(n, estimate)} ${n === 1 && !estimate ? noun : plural}`;
}
