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

describe('the sane range of years', () => {
  test('years before 1900 or after 2100 are not dates, in either format', () => {
    for (const bad of ['01/01/0100', '0100-01-01', '12/31/1899', '1899-12-31', '01/01/2101', '9999-12-31']) {
      expect(parseCalendarDate(bad)).toBeNull();
    }
    expect(parseCalendarDate('01/01/1900')).toEqual({ year: 1900, month: 1, day: 1 });
    expect(parseCalendarDate('2100-12-31')).toEqual({ year: 2100, month: 12, day: 31 });
  });
});
