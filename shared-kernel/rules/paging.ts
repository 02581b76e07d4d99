/** How a list's total reads: exact, or "about N" when the server counted it a moment ago. */
export function totalText(total: number, estimate: boolean | undefined): string {
  return estimate ? `about ${total.toLocaleString('en-US')}` : total.toLocaleString('en-US');
}
