/**
 * The container build files, read as the builder would (no image is built in the tests: the
 * machines running them have no container daemon). Each runs as a non-root user in its final
 * stage, pins its base images, and copies only what the repository has.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const REPO = resolve(__dirname, '../../..');
const files = readdirSync(__dirname).filter((f) => f.endsWith('.Dockerfile'));

/** Instructions with their continuation lines joined, comments dropped. */
const instructions = (text: string) =>
  text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

describe.each(files)('%s', (file) => {
  const lines = instructions(readFileSync(join(__dirname, file), 'utf8'));
  const finalStage = lines.slice(lines.map((l) => l.startsWith('FROM ')).lastIndexOf(true));

  it('runs as a non-root user', () => {
    const user = finalStage.filter((l) => l.startsWith('USER ')).at(-1);
    expect(user).toBeDefined();
    expect(user!.split(/\s+/)[1].split(':')[0]).not.toMatch(/^(root|0)$/);
  });

  it('pins every base image', () => {
    for (const from of lines.filter((l) => l.startsWith('FROM '))) expect(from.split(/\s+/)[1]).toMatch(/:(?!latest\b)[\w.-]+$/);
  });

  it('copies only what the repository has', () => {
    const copies = lines.filter((l) => l.startsWith('COPY ') && !l.includes('--from='));
    for (const copy of copies) {
      const sources = copy.split(/\s+/).slice(1).filter((w) => !w.startsWith('--')).slice(0, -1);
      for (const source of sources) expect([source, existsSync(join(REPO, source))]).toEqual([source, true]);
    }
  });
});
