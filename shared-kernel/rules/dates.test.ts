import { formatUsDate, parseCalendarDate, parseUsDate, sameCalendarDate } from './dates';

describe('dates', () => {
  it('parses MM/DD/YYYY strictly', () => {
    expect(parseUsDate('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseUsDate('02/29/2023')).toBeNull();
    expect(parseUsDate('2024-02-01')).toBeNull();
  });
  it('parses ISO too and formats as MM/DD/YYYY', () => {
    const d = parseCalendarDate('2024-07-04');
    expect(d && formatUsDate(d)).toBe('07/04/2024');
  });
  it('compares days across formats', () => {
    expect(sameCalendarDate('12/01/2020', '2020-12-01')).toBe(true);
    expect(sameCalendarDate('12/01/2020', '2020-12-02')).toBe(false);
  });
});
