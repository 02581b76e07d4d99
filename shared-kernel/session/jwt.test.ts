import { fakeJwt } from '../testing/jwt';
import { decodeJwt, isTokenExpired } from './jwt';

describe('decodeJwt', () => {
  it('decodes base64url claims, including UTF-8', () => {
    const token = fakeJwt({ exp: 100, orgIds: ['1'], name: 'Zoë ✓' });
    expect(decodeJwt(token)).toEqual({ exp: 100, orgIds: ['1'], name: 'Zoë ✓' });
  });
  it('answers null for garbage', () => {
    expect(decodeJwt(null)).toBeNull();
    expect(decodeJwt('abc')).toBeNull();
    expect(decodeJwt('a.%%%.c')).toBeNull();
    expect(decodeJwt(`x.${Buffer.from('[1]').toString('base64')}.y`)).toBeNull();
  });
});

describe('isTokenExpired', () => {
  const exp = 1_000_000; // seconds
  const token = fakeJwt({ exp });
  it('counts a token as expired 30 s before exp', () => {
    expect(isTokenExpired(token, exp * 1000 - 30_001)).toBe(false);
    expect(isTokenExpired(token, exp * 1000 - 30_000)).toBe(true);
  });
  it('takes another margin', () => {
    expect(isTokenExpired(token, exp * 1000 - 1, 0)).toBe(false);
  });
  it('counts a token without exp as expired', () => {
    expect(isTokenExpired(fakeJwt({}), 0)).toBe(true);
    expect(isTokenExpired(undefined, 0)).toBe(true);
  });
});
