import { dobMatches, validateDob } from './dob';

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
