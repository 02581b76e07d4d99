/** A date of birth as patients type it on a phone: 05/31/1980, 5/31/1980, 05-31-1980 or 05311980. */
import { formatUsDate, isValidDob, parseUsDate } from '@hearth/shared-kernel/rules';

/** The MM/DD/YYYY form the API expects, or the input trimmed when it is not a date. */
export function normaliseDob(input: string): string {
  const text = input.trim();
  const digits = text.replace(/\D/g, '');
  const candidate = /^\d{8}$/.test(text) ? `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}` : text.replace(/[.-]/g, '/');
  const date = parseUsDate(candidate);
  return date ? formatUsDate(date) : text;
}

/** True for a date of birth (the kernel's rule) written in one of the accepted forms. */
export function isPlausibleDob(input: string): boolean {
  const text = normaliseDob(input);
  return parseUsDate(text) !== null && isValidDob(text);
}
