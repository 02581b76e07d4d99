import { totalText } from './paging';

describe('totalText', () => {
  it('shows an exact total as it is', () => {
    expect(totalText(40121, false)).toBe('40,121');
    expect(totalText(7, undefined)).toBe('7');
  });
  it('marks an estimate', () => {
    expect(totalText(40121, true)).toBe('about 40,121');
  });
});
