import { isValidPhone } from './contact';
import { CALL_MESSAGES } from './messages';

export interface NewCallInput {
  patientNumber?: unknown;
  providerNumber?: unknown;
  providerName?: unknown;
}

/** SPEC §5 new call: both numbers valid, provider named. */
export function validateCall(input: NewCallInput): string[] {
  const out: string[] = [];
  if (!isValidPhone(input.patientNumber)) out.push(CALL_MESSAGES.patientNumber);
  if (!isValidPhone(input.providerNumber)) out.push(CALL_MESSAGES.providerNumber);
  if (typeof input.providerName !== 'string' || input.providerName.trim() === '') out.push(CALL_MESSAGES.providerName);
  return out;
}
