import { formatCalendarDate, formatDateTime, formatDay, formatMonthDay, formatTimeOfDay, localTimeZone } from './dateDisplay';

describe('one way to show dates and times', () => {
  test('an instant in the viewer’s zone carries no zone; in another zone it is named', () => {
    const iso = '2026-11-28T21:44:00.000Z';
    expect(formatDateTime(iso, localTimeZone())).not.toMatch(/[A-Z]{2,}T$/);
    const elsewhere = localTimeZone() === 'America/Chicago' ? 'America/New_York' : 'America/Chicago';
    expect(formatDateTime(iso, elsewhere)).toBe(elsewhere === 'America/Chicago' ? 'Nov 28, 2026, 3:44 PM CST' : 'Nov 28, 2026, 4:44 PM EST');
    expect(formatDateTime(iso, 'America/Chicago', true)).toBe('Nov 28, 2026, 3:44 PM CST');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  test('a day, an axis day and a date of birth', () => {
    expect(formatDay('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatDay(null)).toBe('');
    expect(formatMonthDay('2026-11-22')).toBe('Nov 22');
    expect(formatCalendarDate('1947-08-25')).toBe('08/25/1947');
    expect(formatCalendarDate('1947-08-05')).toBe('08/05/1947');
    expect(formatCalendarDate(null)).toBe('—');
  });

  test('in a patient’s language: the same shapes, written in it', () => {
    expect(formatDateTime('2026-11-28T21:44:00.000Z', 'America/Chicago', false, 'es')).toMatch(/^28 nov 2026, 3:44\sp\.\s?m\.$/);
    expect(formatDay('2026-11-22', 'es')).toBe('22 nov 2026');
  });

  test('a setting’s time of day, with its zone only when it is not the viewer’s', () => {
    expect(formatTimeOfDay('09:00')).toBe('9:00 AM');
    expect(formatTimeOfDay('17:30', localTimeZone())).toBe('5:30 PM');
    expect(formatTimeOfDay('00:15')).toBe('12:15 AM');
    const elsewhere = localTimeZone() === 'Asia/Kolkata' ? 'America/Chicago' : 'Asia/Kolkata';
    expect(formatTimeOfDay('09:00', elsewhere)).toMatch(/^9:00 AM (GMT\+5:30|C[SD]T)$/);
  });
});
