/**
 * Phone numbers and e-mail addresses checked by libraries (libphonenumber-js, validator), not a
 * pattern of our own: the admin forms and the API give the same answer. US numbers by default.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import isEmail from 'validator/lib/isEmail';

/** The number in E.164 (+15552010100) when it is a valid phone number, else null. */
export function phoneToE164(input: unknown): string | null {
  if (typeof input !== 'string' || input.trim() === '' || input.length > 40) return null;
  const parsed = parsePhoneNumberFromString(input.trim(), 'US');
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** '(555) 201-0100' for a US number, the international form otherwise; the input when invalid. */
export function displayPhone(input: string): string {
  const parsed = parsePhoneNumberFromString(input, 'US');
  if (!parsed || !parsed.isValid()) return input;
  return parsed.country === 'US' ? parsed.formatNational() : parsed.formatInternational();
}

export function isEmailAddress(input: unknown): boolean {
  return typeof input === 'string' && input.length <= 254 && isEmail(input.trim());
}
