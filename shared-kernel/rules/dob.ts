import { sameCalendarDate } from './dates';
import { DOB_MISMATCH_MESSAGE } from './messages';

/** Entered (MM/DD/YYYY or ISO) and recorded (ISO) dates of birth name the same day. */
export function dobMatches(entered: unknown, recorded: unknown): boolean {
  return sameCalendarDate(entered, recorded);
}

export function validateDob(entered: unknown, recorded: unknown): string[] {
  return dobMatches(entered, recorded) ? [] : [DOB_MISMATCH_MESSAGE];
}
