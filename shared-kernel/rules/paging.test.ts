import { totalText, countOf } from './paging';

describe('totalText', () => {
  it('shows an exact total as it is', () => {
    expect(totalText(40121, false)).toBe('40,121');
    expect(totalText(7, undefined)).toBe('7');
  });
  it('marks an estimate', () => {
    expect(totalText(40121, true)).toBe('about 40,121');
  });
});

describe('counts as people read them', () => {
  test('one is singular, any other count plural, an estimate says about', () => {
    expect(countOf(1, 'patient')).toBe('1 patient');
    expect(countOf(0, 'patient')).toBe('0 patients');
    expect(countOf(1200, 'patient')).toBe('1,200 patients');
    expect(countOf(1, 'event', 'events', true)).toBe('about 1 events');
  });
});
