import { codeDigest, hashToken, isWellFormedCode, isWellFormedToken, newLinkToken, newVerificationCode, sameDigest } from './secrets';

describe('secrets', () => {
  test('link tokens: 256 bits, URL-safe, never repeated; stored as sha256', () => {
    const tokens = new Set(Array.from({ length: 200 }, newLinkToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(isWellFormedToken(token)).toBe(true);
      expect(Buffer.from(token, 'base64url').length).toBe(32);
    }
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(isWellFormedToken('short')).toBe(false);
    expect(isWellFormedToken(`${newLinkToken()}'`)).toBe(false);
  });
  test('codes: 4 digits with leading zeros, spread over the whole range', () => {
    const codes = Array.from({ length: 3000 }, newVerificationCode);
    for (const c of codes) expect(isWellFormedCode(c)).toBe(true);
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
    expect(isWellFormedCode('123')).toBe(false);
    expect(isWellFormedCode('12a4')).toBe(false);
  });
  test('a code digest is keyed and bound to its enrollment', () => {
    const a = codeDigest('secret-1', 'enrollment-a', '1234');
    expect(sameDigest(a, codeDigest('secret-1', 'enrollment-a', '1234'))).toBe(true);
    expect(sameDigest(a, codeDigest('secret-1', 'enrollment-b', '1234'))).toBe(false);
    expect(sameDigest(a, codeDigest('secret-2', 'enrollment-a', '1234'))).toBe(false);
    expect(sameDigest(a, codeDigest('secret-1', 'enrollment-a', '1235'))).toBe(false);
    expect(sameDigest(a, '')).toBe(false);
  });
});
