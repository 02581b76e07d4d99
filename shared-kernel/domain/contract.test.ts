import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KERNEL_VERSION, satisfiesRange } from './contract';

describe('the kernel contract version', () => {
  it('is the kernel package version', () => {
    expect(KERNEL_VERSION).toBe(JSON.parse(readFileSync(join(__dirname, '../package.json'), 'utf8')).version);
  });

  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.4.2', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['0.9.9', '^1.0.0', false],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.1', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '1.0.0', false],
    ['1.5.0', '>=1.2.0 <2.0.0', true],
    ['2.0.0', '>=1.2.0 <2.0.0', false],
    ['3.1.0', '^1.0.0 || ^3.0.0', true],
    ['1.0.0', '^99.0.0', false],
    ['1.0.0', '', false],
    ['1.0.0', 'garbage', false],
    ['1.0.0', 42, false],
  ])('%s in %p: %s', (version, range, expected) => expect(satisfiesRange(version, range)).toBe(expected));
});
