/**
 * The one way the product shows dates and times (US English, the viewer's zone; a patient's pages
 * pass the patient's language, and Intl writes the same shapes in it):
 * - an instant: 'Nov 28, 2026, 9:44 PM' (formatDateTime), with the zone's short name when it is
 *   shown in a zone that is not the viewer's ('Nov 30, 2026, 9:00 AM CST');
 * - a calendar day (a due date, a chart's day): 'Nov 28, 2026' (formatDay), 'Nov 28' on an axis;
 * - a date of birth or of service: '08/25/1947' (formatCalendarDate), as it is typed;
 * - a time of day of a setting ('09:00'): '9:00 AM' (formatTimeOfDay).
 * Intl does the work: no library bytes, and every zone the browser knows. Nothing else is
 * imported: every screen that shows a date takes this module, so it stays small.
 */
import { LOCALES, type Language } from '../i18n/language';

/** This runtime's own time zone (in the browser, the user's). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** Formatters are costly to build and a list formats hundreds of values: one per shape, zone and language. */
function formatter(options: Intl.DateTimeFormatOptions, language: Language = 'en'): Intl.DateTimeFormat {
  const key = language + JSON.stringify(options);
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(LOCALES[language], options)));
  return f;
}

/** The zone to name beside a time: only one that is not the viewer's own. */
const foreignZone = (timeZone: string | undefined) => (timeZone && timeZone !== localTimeZone() ? timeZone : undefined);

/**
 * An instant, 'Nov 28, 2026, 9:44 PM' ('28 nov 2026, 9:44 p.m.' in Spanish); in `timeZone`, named
 * beside it unless it is the viewer's (a file read elsewhere, such as a CSV, names it always). '' for nothing.
 */
export function formatDateTime(iso: string | null | undefined, timeZone?: string, nameZone = foreignZone(timeZone) !== undefined, language: Language = 'en'): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const text = formatter({ dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }, language).format(d);
  return nameZone ? `${text} ${zoneAbbreviation(d, timeZone ?? localTimeZone())}` : text;
}

/** The zone's short name at that instant ('CST', 'CDT', 'GMT+5:30'). */
function zoneAbbreviation(at: Date, timeZone: string): string {
  return formatter({ timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** A calendar date as the API sends it ('YYYY-MM-DD'): year, month, day. */
const CALENDAR = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as that day (not midnight UTC, which is the day before in the Americas); an instant as the viewer's day. */
function dayOf(value: string): Date | null {
  const calendar = CALENDAR.exec(value.trim());
  if (calendar) return new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]));
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A day, 'Nov 28, 2026' ('28 nov 2026' in Spanish). '' for nothing. */
export function formatDay(value: string | null | undefined, language: Language = 'en'): string {
  if (!value) return '';
  const d = dayOf(value);
  return d ? formatter({ dateStyle: 'medium' }, language).format(d) : value;
}

/** A day on a chart's axis, 'Nov 28'. */
export function formatMonthDay(value: string): string {
  const d = dayOf(value);
  return d ? formatter({ month: 'short', day: 'numeric' }).format(d) : value;
}

/** A calendar date ('YYYY-MM-DD': a date of birth, of service, a bound) as it is typed, '08/25/1947'; '—' for none. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return '—';
  const calendar = CALENDAR.exec(value.trim());
  return calendar ? `${calendar[2]}/${calendar[3]}/${calendar[1]}` : value;
}

/** A setting's time of day ('09:00', 24-hour) as '9:00 AM'; with the zone's name when it is not the viewer's. */
export function formatTimeOfDay(hhmm: string, timeZone?: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const text = `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  const zone = foreignZone(timeZone);
  return zone ? `${text} ${zoneAbbreviation(new Date(), zone)}` : text;
}
