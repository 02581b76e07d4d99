/** Phone, e-mail, pin and name checks shared by the enrollment, call and account forms. */

/**
 * A US (NANP) phone number as 10 digits, or null. Formatting is ignored and a leading country
 * code 1 is dropped; area code and exchange cannot start with 0 or 1.
 */
export function normalizePhone(input: unknown): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const raw = String(input).trim();
  if (!/^[+\d\s().-]+$/.test(raw)) return null;
  let digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return digits;
}

export function isValidPhone(input: unknown): boolean {
  return normalizePhone(input) !== null;
}

/** E.164 form for providers (+1XXXXXXXXXX), or null. */
export function toE164(input: unknown): string | null {
  const digits = normalizePhone(input);
  return digits ? `+1${digits}` : null;
}

/** '(555) 201-0100' display form, or the input unchanged when it is not a valid number. */
export function formatPhone(input: string): string {
  const d = normalizePhone(input);
  return d ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : input;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(input: unknown): boolean {
  return typeof input === 'string' && input.length <= 254 && EMAIL.test(input.trim());
}

/** Enrollment pin: 4 digits, like the verification code. */
export const PIN_PATTERN = /^\d{4}$/;

export function isValidPin(input: unknown): boolean {
  return typeof input === 'string' && PIN_PATTERN.test(input.trim());
}

/** A person's name: letters (any script), spaces, apostrophes, hyphens and periods; 1–100 characters. */
export function isValidName(input: unknown): boolean {
  if (typeof input !== 'string') return false;
  const s = input.trim();
  return s.length > 0 && s.length <= 100 && /^\p{L}[\p{L}\p{M}' .-]*$/u.test(s);
}

/** Non-empty after trimming. */
export function isFilled(input: unknown): boolean {
  return typeof input === 'string' ? input.trim() !== '' : input !== null && input !== undefined;
}
