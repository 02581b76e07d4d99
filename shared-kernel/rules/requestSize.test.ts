import { checkRequestSize, serializedSize } from './requestSize';

const LIMIT = 6 * 1024 * 1024;

describe('checkRequestSize', () => {
  it('accepts a body of exactly 6 MB', () => {
    const body = 'x'.repeat(LIMIT);
    expect(checkRequestSize(body)).toEqual({ ok: true, bytes: LIMIT });
  });

  it('refuses a body one byte over with 413 naming the size in bytes', () => {
    const body = { text: 'x'.repeat(LIMIT) }; // JSON adds {"text":""} = 11 bytes
    const bytes = LIMIT + 11;
    expect(checkRequestSize(body)).toEqual({
      ok: false,
      status: 413,
      bytes,
      message: `This request cannot be saved because it exceeds the 6 MB limit (${bytes} bytes)`,
    });
  });

  it('counts UTF-8 bytes, not characters', () => {
    expect(serializedSize('é')).toBe(2);
    expect(serializedSize({ a: '€' })).toBe(JSON.stringify({ a: '€' }).length + 2);
    expect(serializedSize(undefined)).toBe(0);
  });

  it('takes a custom limit', () => {
    expect(checkRequestSize('abcd', 3).ok).toBe(false);
  });
});
