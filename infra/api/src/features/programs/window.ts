/**
 * Outreach windows (SPEC §3 practice settings): on an outreach day, invitations go out from the
 * practice's "initiate outreach" time until its "stop responses" time, in the practice's time
 * zone. Days: weekdays, or including weekends; frequency daily, or weekly (Mondays). Pure
 * arithmetic on instants; the zone's offset is looked up per day, so a DST change moves the window
 * with the practice's wall clock.
 */
import type { OutreachSettings } from '@hearth/shared-kernel/domain';

export interface OutreachWindow {
  /** The practice's local date, YYYY-MM-DD. */
  date: string;
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

function partsIn(instant: Date, timeZone: string) {
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const p = Object.fromEntries(fmt.formatToParts(instant).map((x) => [x.type, x.value]));
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), h: Number(p.hour), min: Number(p.minute), s: Number(p.second) };
}

/** The zone's offset from UTC at an instant, in ms (New York in winter: -5 h). */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const asUtc = Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a local wall-clock time names. A time skipped by a spring-forward change is read
 * with the offset before it (02:30 becomes 03:30); a time that happens twice, as its first.
 */
export function zonedTime(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, h, min);
  const first = guess - zoneOffsetMs(new Date(guess), timeZone);
  const second = guess - zoneOffsetMs(new Date(first), timeZone);
  // The second reading is right unless the wall time does not exist (a spring-forward gap).
  const p = partsIn(new Date(second), timeZone);
  return new Date(p.h === h && p.min === min ? second : first);
}

export function localDate(instant: Date, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday, of a calendar date. */
function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function isOutreachDay(date: string, settings: Pick<OutreachSettings, 'days' | 'frequency'>): boolean {
  const day = weekday(date);
  if (settings.frequency === 'weekly') return day === 1;
  return settings.days === 'all' || (day >= 1 && day <= 5);
}

/** The window on a local date, or null when the practice does no outreach that day. */
export function windowOn(date: string, settings: OutreachSettings): OutreachWindow | null {
  if (!isOutreachDay(date, settings)) return null;
  const start = zonedTime(date, settings.initiateOutreachTime, settings.timeZone);
  const end = zonedTime(date, settings.stopResponsesTime, settings.timeZone);
  return end > start ? { date, start, end } : null;
}

/** The window open at this instant, or null. */
export function windowAt(instant: Date, settings: OutreachSettings): OutreachWindow | null {
  const w = windowOn(localDate(instant, settings.timeZone), settings);
  return w && w.start <= instant && instant < w.end ? w : null;
}

/** The windows from the one open at `instant` (or the next to open) onwards, `count` of them. */
export function windowsFrom(instant: Date, settings: OutreachSettings, count = 1): OutreachWindow[] {
  const out: OutreachWindow[] = [];
  let date = localDate(instant, settings.timeZone);
  for (let i = 0; i < 400 && out.length < count; i++, date = addDays(date, 1)) {
    const w = windowOn(date, settings);
    if (w && w.end > instant) out.push(w);
  }
  return out;
}

/** The window open now, else the next one to open. */
export function nextWindow(instant: Date, settings: OutreachSettings): OutreachWindow {
  const [w] = windowsFrom(instant, settings, 1);
  if (!w) throw new Error('The outreach settings open no window');
  return w;
}
