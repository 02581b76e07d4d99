import { z } from 'zod';
import { describeIssues } from './validation';

const schema = z.strictObject({ username: z.string(), nested: z.strictObject({ n: z.number() }).optional() });
const message = (input: unknown, part = 'body') => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return describeIssues(result.error, part);
};

describe('describeIssues', () => {
  test('names unknown fields', () => {
    expect(message({ username: 'a', role: 'admin', x: 1 })).toBe("Invalid request: unknown fields 'role', 'x' in the request body");
    expect(message({ username: 'a', nested: { n: 1, y: 2 } })).toBe("Invalid request: unknown field 'y' of 'nested' in the request body");
  });

  test('names the field with a wrong type and where it was', () => {
    expect(message({ username: 5 })).toMatch(/^Invalid request: 'username' in the request body: .*expected string/);
    expect(message({ username: 'a', nested: { n: 'x' } }, 'querystring')).toMatch(/'nested\.n' in the query string/);
  });
});
