/**
 * Calendar dates without time zones: a date of service or birth is a day, not an instant, so
 * they are compared as UTC midnights. Accepts MM/DD/YYYY (SPEC's input format) and ISO
 * YYYY-MM-DD (optionally followed by a time, which is ignored). Only years in CALENDAR_YEARS
 * are dates at all: '01/01/0100' is a typo, not a day anyone is born, seen or due.
 */

/** The sane range of years for any date the product takes (births, services, due dates). */
export const CALENDAR_YEARS = { min: 1900, max: 2100 } as const;

const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function build(year: number, month: number, day: number): CalendarDate | null {
  if (year < CALENDAR_YEARS.min || year > CALENDAR_YEARS.max) return null;
  const t = Date.UTC(year, month - 1, day);
  const d = new Date(t);
  // Date.UTC rolls 02/30 into March; a round trip rejects impossible days.
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Strict MM/DD/YYYY (one-digit month and day tolerated). */
export function parseUsDate(input: unknown): CalendarDate | null {
  if (typeof input !== 'string') return null;
  const m = US.exec(input.trim());
  return m ? build(Number(m[3]), Number(m[1]), Number(m[2])) : null;
}

/** MM/DD/YYYY or ISO YYYY-MM-DD. */
export function parseCalendarDate(input: unknown): CalendarDate | null {
  if (typeof input !== 'string') return null;
  const s = input.trim();
  const iso = ISO.exec(s);
  if (iso) return build(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return parseUsDate(s);
}

/** Days since the epoch: comparable and subtractable. */
export function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
}

export function formatUsDate(date: CalendarDate): string {
  return `${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}/${date.year}`;
}

export function formatIsoDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** True when both parse to the same calendar day, whichever accepted format each uses. */
export function sameCalendarDate(a: unknown, b: unknown): boolean {
  const x = parseCalendarDate(a);
  const y = parseCalendarDate(b);
  return x !== null && y !== null && dayNumber(x) === dayNumber(y);
}
