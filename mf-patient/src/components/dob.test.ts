import { isPlausibleDob, normaliseDob } from './dob';

describe('date of birth input', () => {
  it.each([
    ['05/31/1980', '05/31/1980'],
    ['5/31/1980', '05/31/1980'],
    [' 05-31-1980 ', '05/31/1980'],
    ['05311980', '05/31/1980'],
    ['31/05/1980', '31/05/1980'],
    ['tomorrow', 'tomorrow'],
  ])('%s → %s', (input, expected) => expect(normaliseDob(input)).toBe(expected));

  it('accepts real past days only', () => {
    expect(isPlausibleDob('02/29/1980')).toBe(true);
    expect(isPlausibleDob('02/30/1980')).toBe(false);
    expect(isPlausibleDob('01/01/2999')).toBe(false);
    expect(isPlausibleDob('01/01/0100')).toBe(false);
    expect(isPlausibleDob('')).toBe(false);
  });
});
