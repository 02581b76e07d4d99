import { z } from 'zod';
import { describeIssues, MAX_INPUT_DEPTH, UNSAFE_TEXT, unsafeInputProblem } from './validation';

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

describe('unsafeInputProblem', () => {
  test('names the field holding a NUL or an unpaired surrogate, without echoing it', () => {
    expect(unsafeInputProblem({ search: 'a\u0000b' }, 'querystring')).toBe(`Invalid request: 'search' in the query string: ${UNSAFE_TEXT}`);
    expect(unsafeInputProblem({ a: [{ b: 'x\uD800' }] }, 'body')).toBe(`Invalid request: 'a.0.b' in the request body: ${UNSAFE_TEXT}`);
    expect(unsafeInputProblem({ a: '\uDC00x' }, 'body')).toMatch(/'a' in the request body/);
    expect(unsafeInputProblem('\u0000', 'body')).toBe(`Invalid request: the request body: ${UNSAFE_TEXT}`);
    expect(unsafeInputProblem({ 'k\u0000': 1 }, 'body')).toBe(`Invalid request: a field name in the request body: ${UNSAFE_TEXT}`);
  });

  test('accepts ordinary text, emoji (paired surrogates) and non-strings', () => {
    expect(unsafeInputProblem({ a: 'Zoë 👋 日本', n: 1, b: true, z: null, l: ['x'] }, 'body')).toBeNull();
  });

  test('refuses nesting deeper than the limit, iteratively', () => {
    const nest = (depth: number) => {
      let v: unknown = 'leaf';
      for (let i = 0; i < depth; i++) v = [v];
      return v;
    };
    expect(unsafeInputProblem(nest(MAX_INPUT_DEPTH), 'body')).toBeNull();
    expect(unsafeInputProblem(nest(MAX_INPUT_DEPTH + 1), 'body')).toBe('Invalid request: the request body is nested too deeply');
    expect(unsafeInputProblem(nest(200_000), 'body')).toBe('Invalid request: the request body is nested too deeply');
  });
});
