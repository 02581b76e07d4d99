import { dobMatches, isValidDob, validateDob } from './dob';

describe('date of birth', () => {
  it('matches an MM/DD/YYYY entry against an ISO record', () => {
    expect(dobMatches('03/07/1950', '1950-03-07')).toBe(true);
    expect(dobMatches('3/7/1950', '1950-03-07T00:00:00.000Z')).toBe(true);
    expect(validateDob('03/07/1950', '1950-03-07')).toEqual([]);
  });
  it('reports a mismatch or an unreadable entry', () => {
    expect(validateDob('03/08/1950', '1950-03-07')).toEqual(['Date of Birth does not match record']);
    expect(validateDob('', '1950-03-07')).toEqual(['Date of Birth does not match record']);
    expect(dobMatches('1950-03-07', null)).toBe(false);
  });
});

describe('isValidDob', () => {
  const now = Date.UTC(2026, 5, 15, 12);
  test('a real past day from 1900 on, in either format', () => {
    expect(isValidDob('03/07/1950', now)).toBe(true);
    expect(isValidDob('1900-01-01', now)).toBe(true);
    expect(isValidDob('06/15/2026', now)).toBe(true);
  });
  test('refuses the future, years before 1900, impossible days and non-dates', () => {
    for (const bad of ['06/16/2026', '01/01/0100', '12/31/1899', '02/30/1950', 'yesterday', '', null, 19500307]) {
      expect(isValidDob(bad, now)).toBe(false);
    }
  });
});
