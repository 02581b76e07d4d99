/**
 * Adding a patient (ADD_PATIENT): the same rules and SPEC §5 messages as the general-info page
 * (names, e-mail, phones, time zone, title), plus what only a new record needs: a medical record
 * number and a date of birth. Phones must be numbers the US plan allows (stored as 10 digits) and
 * numbers libphonenumber-js calls valid, so a made-up 555 exchange is refused before anyone texts it.
 * One function answers both the form (message per field) and the API and the CSV import (per column).
 */
import { GENDERS, TITLES } from '../domain/entities';
import { isValidTimeZone } from '../domain/timezones';
import { isFilled, isValidEmail, isValidName, normalizePhone } from './contact';
import { isValidDob } from './dob';
import { DOB_INVALID_MESSAGE, ENROLLMENT_MESSAGES as M } from './messages';
import { phoneToE164 } from './phoneEmail';

export const NEW_PATIENT_MESSAGES = {
  mrn: 'Please enter a medical record number (letters, digits, dots, dashes; up to 40 characters).',
  mrnTaken: 'Another patient of this practice already has this medical record number.',
  dateOfBirth: DOB_INVALID_MESSAGE,
  gender: 'Please choose a gender.',
} as const;

/** The fields of a new patient, in the form's order (also the CSV columns). */
export const NEW_PATIENT_FIELDS = [
  'mrn', 'title', 'firstName', 'lastName', 'dateOfBirth', 'gender', 'smsPhoneNumber', 'voicePhoneNumber', 'email', 'timeZone', 'address',
] as const;
export type NewPatientField = (typeof NEW_PATIENT_FIELDS)[number];

export type NewPatientInput = Partial<Record<NewPatientField, unknown>>;

/** Letters, digits, dots, dashes and underscores, starting with a letter or digit; up to 40. */
export const MRN_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

export function isValidMrn(input: unknown): boolean {
  return typeof input === 'string' && MRN_PATTERN.test(input.trim());
}

/** A patient's phone: a US number as the roster stores it (10 digits) that libphonenumber-js accepts. */
export function isValidPatientPhone(input: unknown): boolean {
  return normalizePhone(input) !== null && phoneToE164(typeof input === 'number' ? String(input) : input) !== null;
}

/** The message of each field that is wrong; empty when the patient may be saved. */
export function newPatientErrors(input: NewPatientInput, now: number = Date.now()): Partial<Record<NewPatientField, string>> {
  const out: Partial<Record<NewPatientField, string>> = {};
  if (!isValidMrn(input.mrn)) out.mrn = NEW_PATIENT_MESSAGES.mrn;
  if (isFilled(input.title) && !(TITLES as readonly unknown[]).includes(input.title)) out.title = M.title;
  if (!isValidName(input.firstName)) out.firstName = M.firstName;
  if (!isValidName(input.lastName)) out.lastName = M.lastName;
  if (!isValidDob(input.dateOfBirth, now)) out.dateOfBirth = NEW_PATIENT_MESSAGES.dateOfBirth;
  if (isFilled(input.gender) && !(GENDERS as readonly unknown[]).includes(input.gender)) out.gender = NEW_PATIENT_MESSAGES.gender;
  if (isFilled(input.smsPhoneNumber) && !isValidPatientPhone(input.smsPhoneNumber)) out.smsPhoneNumber = M.smsPhone;
  if (isFilled(input.voicePhoneNumber) && !isValidPatientPhone(input.voicePhoneNumber)) out.voicePhoneNumber = M.voicePhone;
  if (isFilled(input.email) && !isValidEmail(input.email)) out.email = M.email;
  if (!isValidTimeZone(input.timeZone)) out.timeZone = M.timeZone;
  return out;
}

/** The messages in the form's order. */
export function validateNewPatient(input: NewPatientInput, now: number = Date.now()): string[] {
  const errors = newPatientErrors(input, now);
  return NEW_PATIENT_FIELDS.flatMap((f) => (errors[f] ? [errors[f]] : []));
}
