/**
 * The API README's map and call table are generated (api-readme.ts): this fails while they differ
 * from the folder tree and the kernel's declarations, and when the README's prose names a path
 * of src that is gone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { README, generatedReadme } from './api-readme';

const text = readFileSync(README, 'utf8');

test('the generated parts of infra/api/README.md are current (else run: pnpm run readme:api)', () => {
  expect(text).toContain('<!-- generated:layout');
  expect(generatedReadme(text) === text).toBe(true);
});

test('a README without the generated blocks is refused, not silently left alone', () => {
  expect(() => generatedReadme('# a README without blocks')).toThrow(/no <!-- generated:layout/);
});

test('every path of src the README names exists', () => {
  const named = [...new Set([...text.matchAll(/\bsrc\/[\w./-]*[\w/]/g)].map((m) => m[0]))];
  expect(named.length).toBeGreaterThan(10);
  expect(named.filter((path) => !existsSync(join(dirname(README), path)))).toEqual([]);
});
