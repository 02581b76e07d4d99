import { MAX_LOG_TEXT, scrubLogContext, scrubLogText } from './scrub';

describe('scrubLogText', () => {
  test('removes tokens, e-mail addresses, dates and long numbers', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(scrubLogText(`token ${jwt} failed`)).toBe('token [redacted] failed');
    expect(scrubLogText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer [redacted]');
    expect(scrubLogText('GET /live?token=abc123&x=1')).toBe('GET /live?token=[redacted]&x=1');
    expect(scrubLogText('mail pat.smith+1@clinic.example now')).toBe('mail [email] now');
    expect(scrubLogText('dob 04/12/1961 or 1961-04-12')).toBe('dob [date] or [date]');
    expect(scrubLogText('call +1 (555) 123-4567 about MRN 00123456')).toBe('call [number] about MRN [number]');
  });

  test('removes the secure-chat, reset and article links, bare refresh tokens and percent-encoded keys', () => {
    const token = 'k3Jd9_xPq-2LmZ8vT4nB7wYc1RfG5hA0sUeDiO6jNqV'; // 43 characters, like every link and refresh token
    const cases = [
      `opened /patient?link=${token.slice(0, 20)}`,
      `GET /article/${token.slice(0, 20)}/f9bd49ab-a146-4be1-a877-1e19a83f0be4 failed`,
      `refresh failed for ${token}`,
      `GET /live?%74oken=${token.slice(0, 20)}`,
      `GET /patient?%6C%69%6E%6B=${token.slice(0, 20)}`,
      `redirect to /login?goto=%2Fpatient%3Flink%3D${token.slice(0, 20)}%26x%3D1`,
      `reset /reset?token=${token.slice(0, 20)}&x=1`,
    ];
    for (const line of cases) expect({ line, scrubbed: scrubLogText(line).includes(token.slice(0, 20)) }).toEqual({ line, scrubbed: false });
    expect(scrubLogText(`/article/${token}/f9bd49ab-a146-4be1-a877-1e19a83f0be4`)).toBe('/article/[redacted]/f9bd49ab-a146-4be1-a877-1e19a83f0be4');
  });

  test('keeps ordinary text and short numbers', () => {
    expect(scrubLogText('Roster page 2 failed with status 500')).toBe('Roster page 2 failed with status 500');
  });

  test('caps the length', () => {
    expect(scrubLogText('ab '.repeat(MAX_LOG_TEXT))).toHaveLength(MAX_LOG_TEXT + 1);
    // A token across the cut is still recognised.
    const token = 'Qx7'.repeat(14) + 'Z';
    expect(scrubLogText(`${'x '.repeat(MAX_LOG_TEXT / 2 - 10)}${token}`)).not.toContain(token.slice(0, 15));
  });
});

describe('scrubLogContext', () => {
  test('scrubs strings at any depth and bounds the shape', () => {
    const context = { user: { email: 'a@b.example', tags: ['ok', 'x@y.example'] }, n: 3, deep: { a: { b: { c: { d: 1 } } } } };
    expect(scrubLogContext(context)).toEqual({ user: { email: '[email]', tags: ['ok', '[email]'] }, n: 3, deep: { a: { b: '[…]' } } });
    expect((scrubLogContext(Array.from({ length: 50 }, (_, i) => i)) as unknown[]).length).toBe(20);
    expect(scrubLogContext(() => 1)).toBeUndefined();
    expect(scrubLogContext({ refreshToken: 'short', '%70assword': 'hunter2', id: 'f9bd49ab-a146-4be1-a877-1e19a83f0be4' })).toEqual({
      refreshToken: '[redacted]',
      '%70assword': '[redacted]',
      id: 'f9bd49ab-a146-4be1-a877-1e19a83f0be4',
    });
  });
});
