import { MAX_LOG_TEXT, scrubLogContext, scrubLogText } from './scrub';

describe('scrubLogText', () => {
  test('removes tokens, e-mail addresses, dates and long numbers', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(scrubLogText(`token ${jwt} failed`)).toBe('token [token] failed');
    expect(scrubLogText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer [token]');
    expect(scrubLogText('GET /live?token=abc123&x=1')).toBe('GET /live?token=[redacted]&x=1');
    expect(scrubLogText('mail pat.smith+1@clinic.example now')).toBe('mail [email] now');
    expect(scrubLogText('dob 04/12/1961 or 1961-04-12')).toBe('dob [date] or [date]');
    expect(scrubLogText('call +1 (555) 123-4567 about MRN 00123456')).toBe('call [number] about MRN [number]');
  });

  test('keeps ordinary text and short numbers', () => {
    expect(scrubLogText('Roster page 2 failed with status 500')).toBe('Roster page 2 failed with status 500');
  });

  test('caps the length', () => {
    expect(scrubLogText('a'.repeat(MAX_LOG_TEXT + 100))).toHaveLength(MAX_LOG_TEXT + 1);
  });
});

describe('scrubLogContext', () => {
  test('scrubs strings at any depth and bounds the shape', () => {
    const context = { user: { email: 'a@b.example', tags: ['ok', 'x@y.example'] }, n: 3, deep: { a: { b: { c: { d: 1 } } } } };
    expect(scrubLogContext(context)).toEqual({ user: { email: '[email]', tags: ['ok', '[email]'] }, n: 3, deep: { a: { b: '[…]' } } });
    expect((scrubLogContext(Array.from({ length: 50 }, (_, i) => i)) as unknown[]).length).toBe(20);
    expect(scrubLogContext(() => 1)).toBeUndefined();
  });
});
