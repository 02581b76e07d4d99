import type { OutreachSettings } from '@hearth/shared-kernel/domain';
import { isOutreachDay, localDate, nextWindow, windowAt, windowOn, windowsFrom, zonedTime } from './window';

const ny: OutreachSettings = {
  initiateOutreachTime: '09:00',
  stopResponsesTime: '17:00',
  frequency: 'daily',
  days: 'weekdays',
  timeZone: 'America/New_York',
};

describe('outreach window arithmetic', () => {
  test('a weekday window opens at the practice’s 9:00 and closes at its stop-responses time', () => {
    // Tuesday 2026-01-13, New York in winter (UTC-5).
    const w = windowOn('2026-01-13', ny)!;
    expect(w.start.toISOString()).toBe('2026-01-13T14:00:00.000Z');
    expect(w.end.toISOString()).toBe('2026-01-13T22:00:00.000Z');
  });

  test('the same wall-clock window moves an hour in UTC across the spring-forward change', () => {
    // DST began Sunday 2026-03-08 in the US: Friday before is UTC-5, Monday after is UTC-4.
    expect(windowOn('2026-03-06', ny)!.start.toISOString()).toBe('2026-03-06T14:00:00.000Z');
    expect(windowOn('2026-03-09', ny)!.start.toISOString()).toBe('2026-03-09T13:00:00.000Z');
  });

  test('and back across the fall-back change', () => {
    // DST ended Sunday 2026-11-01.
    expect(windowOn('2026-10-30', ny)!.start.toISOString()).toBe('2026-10-30T13:00:00.000Z');
    expect(windowOn('2026-11-02', ny)!.start.toISOString()).toBe('2026-11-02T14:00:00.000Z');
  });

  test('a practice that works weekends has a window on the DST Sunday itself, in local time', () => {
    const weekends = { ...ny, days: 'all' as const };
    const w = windowOn('2026-03-08', weekends)!;
    expect(w.start.toISOString()).toBe('2026-03-08T13:00:00.000Z');
    // 8 local hours that day, though the day itself had 23.
    expect(w.end.getTime() - w.start.getTime()).toBe(8 * 3_600_000);
  });

  test('a wall time skipped by spring-forward is read after the gap, a doubled one as its first occurrence', () => {
    expect(zonedTime('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedTime('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  test('time zones: the same settings open at different instants in Los Angeles, London and Kolkata', () => {
    expect(windowOn('2026-07-14', { ...ny, timeZone: 'America/Los_Angeles' })!.start.toISOString()).toBe('2026-07-14T16:00:00.000Z');
    expect(windowOn('2026-07-14', { ...ny, timeZone: 'Europe/London' })!.start.toISOString()).toBe('2026-07-14T08:00:00.000Z');
    expect(windowOn('2026-07-14', { ...ny, timeZone: 'Asia/Kolkata' })!.start.toISOString()).toBe('2026-07-14T03:30:00.000Z');
  });

  test('the local date decides the day: late Friday evening in Los Angeles is already Saturday in UTC', () => {
    const la = { ...ny, timeZone: 'America/Los_Angeles' };
    const fridayEvening = new Date('2026-01-17T02:00:00Z'); // Fri 2026-01-16 18:00 PST
    expect(localDate(fridayEvening, la.timeZone)).toBe('2026-01-16');
    // Past Friday's window, the next one is Monday's: the weekend is skipped.
    expect(nextWindow(fridayEvening, la).date).toBe('2026-01-19');
  });

  test('windowAt is open only between start and stop-responses time', () => {
    expect(windowAt(new Date('2026-01-13T13:59:00Z'), ny)).toBeNull();
    expect(windowAt(new Date('2026-01-13T14:00:00Z'), ny)?.date).toBe('2026-01-13');
    expect(windowAt(new Date('2026-01-13T21:59:00Z'), ny)?.date).toBe('2026-01-13');
    expect(windowAt(new Date('2026-01-13T22:00:00Z'), ny)).toBeNull();
  });

  test('weekdays skip the weekend; including weekends does not; weekly is Mondays only', () => {
    expect(isOutreachDay('2026-01-17', ny)).toBe(false);
    expect(isOutreachDay('2026-01-17', { ...ny, days: 'all' })).toBe(true);
    const weekly = windowsFrom(new Date('2026-01-13T12:00:00Z'), { ...ny, frequency: 'weekly' }, 3).map((w) => w.date);
    expect(weekly).toEqual(['2026-01-19', '2026-01-26', '2026-02-02']);
  });

  test('next window: the open one, else the next to open', () => {
    expect(nextWindow(new Date('2026-01-13T15:00:00Z'), ny).date).toBe('2026-01-13');
    expect(nextWindow(new Date('2026-01-13T23:00:00Z'), ny).date).toBe('2026-01-14');
  });
});
