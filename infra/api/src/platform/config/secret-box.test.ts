import { secretBox } from './secret-box';

const KEY = 'k'.repeat(40);

test('a sealed secret opens under the same key, and the stored text does not show it', () => {
  const box = secretBox(KEY);
  const sealed = box.seal('client-secret-value');
  expect(sealed).not.toContain('client-secret-value');
  expect(box.seal('client-secret-value')).not.toBe(sealed);
  expect(box.open(sealed)).toBe('client-secret-value');
});

test('a changed value, or another key, is refused', () => {
  const sealed = secretBox(KEY).seal('client-secret-value');
  const parts = sealed.split('.');
  const body = Buffer.from(parts[3], 'base64url');
  body[0] ^= 1;
  expect(() => secretBox(KEY).open([...parts.slice(0, 3), body.toString('base64url')].join('.'))).toThrow();
  expect(() => secretBox('o'.repeat(40)).open(sealed)).toThrow();
  expect(() => secretBox(KEY).open('plain text')).toThrow(/not a sealed secret/);
});
