/**
 * General-info edits are checked with the kernel's own rules and messages (SPEC §5 enrollment
 * messages), on the record as it would be after the edit: names, e-mail, phones, time zone, title.
 */
import { GENDERS, TITLES, isValidTimeZone, type PatientDetail, type PatientUpdate } from '@hearth/shared-kernel/domain';
import {
  ENROLLMENT_MESSAGES as M,
  isFilled,
  isValidEmail,
  isValidName,
  isValidPhone,
  normalizePhone,
  isValidDob,
  parseCalendarDate,
  formatIsoDate,
  DOB_INVALID_MESSAGE,
} from '@hearth/shared-kernel/rules';

const GENDER_MESSAGE = 'Please choose a gender.';

/** Messages in the form's order; empty when the edit may be saved. */
export function validatePatientUpdate(update: PatientUpdate, current: PatientDetail): string[] {
  const next = { ...current, ...update };
  const out: string[] = [];
  if (isFilled(next.title) && !(TITLES as readonly unknown[]).includes(next.title)) out.push(M.title);
  if (!isValidName(next.firstName)) out.push(M.firstName);
  if (!isValidName(next.lastName)) out.push(M.lastName);
  if (isFilled(next.email) && !isValidEmail(next.email)) out.push(M.email);
  if (isFilled(next.smsPhoneNumber) && !isValidPhone(next.smsPhoneNumber)) out.push(M.smsPhone);
  if (isFilled(next.voicePhoneNumber) && !isValidPhone(next.voicePhoneNumber)) out.push(M.voicePhone);
  if (!isValidTimeZone(next.timeZone)) out.push(M.timeZone);
  if ('dateOfBirth' in update && isFilled(update.dateOfBirth) && !isValidDob(update.dateOfBirth)) out.push(DOB_INVALID_MESSAGE);
  if (isFilled(next.gender) && !(GENDERS as readonly unknown[]).includes(next.gender)) out.push(GENDER_MESSAGE);
  return out;
}

/** The stored forms: phones as 10 digits, blanks as null, dates as YYYY-MM-DD, names trimmed. */
export function normalizePatientUpdate(update: PatientUpdate): PatientUpdate {
  const out: PatientUpdate = {};
  const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim());
  if (update.title !== undefined) out.title = blankToNull(update.title);
  if (update.firstName !== undefined) out.firstName = update.firstName.trim();
  if (update.lastName !== undefined) out.lastName = update.lastName.trim();
  if (update.email !== undefined) out.email = blankToNull(update.email);
  if (update.smsPhoneNumber !== undefined) out.smsPhoneNumber = update.smsPhoneNumber ? normalizePhone(update.smsPhoneNumber) : null;
  if (update.voicePhoneNumber !== undefined) out.voicePhoneNumber = update.voicePhoneNumber ? normalizePhone(update.voicePhoneNumber) : null;
  if (update.timeZone !== undefined) out.timeZone = update.timeZone.trim();
  if (update.gender !== undefined) out.gender = update.gender;
  if (update.dateOfBirth !== undefined) {
    const d = update.dateOfBirth ? parseCalendarDate(update.dateOfBirth) : null;
    out.dateOfBirth = d ? formatIsoDate(d) : null;
  }
  if (update.address !== undefined) out.address = blankToNull(update.address);
  // The schema admits only a known language or null.
  if (update.preferredLanguage !== undefined) out.preferredLanguage = update.preferredLanguage;
  return out;
}
