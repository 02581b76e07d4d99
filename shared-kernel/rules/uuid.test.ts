import { isUuid } from './uuid';

describe('isUuid', () => {
  test('accepts canonical UUIDs, either case', () => {
    expect(isUuid('27849ece-bb53-41d3-aa4b-046129aa07c9')).toBe(true);
    expect(isUuid('27849ECE-BB53-41D3-AA4B-046129AA07C9')).toBe(true);
  });

  test('refuses 36 dashes, wrong grouping, padding and non-strings', () => {
    for (const bad of ['-'.repeat(36), '27849ecebb5341d3aa4b046129aa07c9----', ' 27849ece-bb53-41d3-aa4b-046129aa07c9', 'abc', '', 42, null]) {
      expect(isUuid(bad)).toBe(false);
    }
  });
});
