import { dayNumber, parseCalendarDate, sameCalendarDate } from './dates';
import { DOB_MISMATCH_MESSAGE } from './messages';

/** Entered (MM/DD/YYYY or ISO) and recorded (ISO) dates of birth name the same day. */
export function dobMatches(entered: unknown, recorded: unknown): boolean {
  return sameCalendarDate(entered, recorded);
}

export function validateDob(entered: unknown, recorded: unknown): string[] {
  return dobMatches(entered, recorded) ? [] : [DOB_MISMATCH_MESSAGE];
}

/** A date of birth anyone can have: a real day (MM/DD/YYYY or ISO) from 1900 on, not after today (UTC). */
export function isValidDob(value: unknown, now: number = Date.now()): boolean {
  const date = parseCalendarDate(value);
  return date !== null && dayNumber(date) * 86_400_000 <= now;
}
