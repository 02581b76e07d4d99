/** SPEC §5 enrollment rules: the information step and the confirmation step of the patient flow. */
import { TITLES } from '../domain/entities';
import { isValidTimeZone } from '../domain/timezones';
import { isValidEmail, isValidName, isValidPhone, isValidPin, isFilled } from './contact';
import { ENROLLMENT_MESSAGES as M } from './messages';

export interface EnrollmentInfoInput {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  title?: unknown;
  pin?: unknown;
  smsPhoneNumber?: unknown;
  voicePhoneNumber?: unknown;
  timeZone?: unknown;
}

/** Fields that may be left empty; when given they must still be valid. */
export interface EnrollmentInfoOptions {
  optional?: Partial<Record<'email' | 'title' | 'voicePhoneNumber', boolean>>;
}

const DEFAULT_OPTIONAL = { email: true, title: true, voicePhoneNumber: true } as const;

function check(value: unknown, optional: boolean, valid: (v: unknown) => boolean): boolean {
  if (optional && !isFilled(value)) return true;
  return valid(value);
}

/** Messages in the form's field order; empty when valid. */
export function validateEnrollmentInfo(input: EnrollmentInfoInput, options: EnrollmentInfoOptions = {}): string[] {
  const optional = { ...DEFAULT_OPTIONAL, ...options.optional };
  const out: string[] = [];
  if (!check(input.title, optional.title, (v) => (TITLES as readonly unknown[]).includes(v))) out.push(M.title);
  if (!isValidName(input.firstName)) out.push(M.firstName);
  if (!isValidName(input.lastName)) out.push(M.lastName);
  if (!check(input.email, optional.email, isValidEmail)) out.push(M.email);
  if (!isValidPin(input.pin)) out.push(M.pin);
  if (!isValidPhone(input.smsPhoneNumber)) out.push(M.smsPhone);
  if (!check(input.voicePhoneNumber, optional.voicePhoneNumber, isValidPhone)) out.push(M.voicePhone);
  if (!isValidTimeZone(input.timeZone)) out.push(M.timeZone);
  return out;
}

export interface EnrollmentConfirmationInput {
  /** The three consent checkboxes, in order. */
  firstSection?: unknown;
  secondSection?: unknown;
  thirdSection?: unknown;
  /** EULA acknowledgement. */
  eula?: unknown;
  patientSignature?: unknown;
  professionalSignature?: unknown;
}

export interface EnrollmentConfirmationOptions {
  /** Who signs: the patient alone (self-enrollment), or a professional too (assisted enrollment). */
  signers?: { patient?: boolean; professional?: boolean };
}

export function validateEnrollmentConfirmation(
  input: EnrollmentConfirmationInput,
  options: EnrollmentConfirmationOptions = {},
): string[] {
  const signers = { patient: true, professional: false, ...options.signers };
  const out: string[] = [];
  if (input.firstSection !== true) out.push(M.firstSection);
  if (input.secondSection !== true) out.push(M.secondSection);
  if (input.thirdSection !== true) out.push(M.thirdSection);
  if (input.eula !== true) out.push(M.eula);
  if (signers.patient && !isValidName(input.patientSignature)) out.push(M.patientSignature);
  if (signers.professional && !isValidName(input.professionalSignature)) out.push(M.professionalSignature);
  return out;
}
