/**
 * A US phone number formatted while it is typed ('(555) 123-4567'), with the caret kept after the
 * same digit it followed. A few lines instead of a phone library: the patient pages are budgeted
 * to the kilobyte, and Hearth texts only US (NANP) numbers.
 */

export interface TypedPhone {
  value: string;
  caret: number;
}

const digitsOf = (s: string) => s.replace(/\D/g, '');

/** The display form of what has been typed so far: 10 digits at most, after an optional country code 1. */
export function formatPhoneTyping(input: string): string {
  let digits = digitsOf(input);
  // Area codes never start with 1: a leading 1 is the country code.
  const country = digits.startsWith('1') ? '1 ' : '';
  if (country) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length <= 3) return country + digits;
  if (digits.length <= 6) return `${country}(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `${country}(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * The field after an edit: `next` is what the input holds now, `caret` where its caret is, and
 * `previous` what it held before. Deleting only a bracket, space or dash deletes the digit before
 * it, so backspace never gets stuck on formatting.
 */
export function typePhone(next: string, caret: number, previous: string): TypedPhone {
  let text = next;
  let at = caret;
  // One bracket, space or dash taken out just before the caret (backspace); a pasted or filled
  // number with the same digits is not that.
  const removedFormatting = previous.length === next.length + 1 && previous.slice(0, caret) + previous.slice(caret + 1) === next && /\D/.test(previous[caret]);
  if (removedFormatting) {
    const before = text.slice(0, at).replace(/\d(\D*)$/, '$1');
    at = before.length;
    text = before + text.slice(caret);
  }
  const digitsBefore = digitsOf(text.slice(0, at)).length;
  const value = formatPhoneTyping(text);
  return { value, caret: caretAfterDigits(value, digitsBefore) };
}

/** The position just after the n-th digit (0: the start of the number). */
function caretAfterDigits(value: string, n: number): number {
  if (n === 0) return 0;
  let seen = 0;
  for (let i = 0; i < value.length; i++) {
    if (/\d/.test(value[i]) && ++seen === n) return i + 1;
  }
  return value.length;
}
