/**
 * fast-check arbitraries from a route's zod schemas (through their JSON Schema, input side):
 * well-shaped values, and the hostile ones every field must survive (NUL, unpaired surrogates,
 * 1 MB, deep nesting, wrong types, malformed ids, absurd dates).
 */
import fc from 'fast-check';
import { z } from 'zod';
import { UUID_PATTERN } from '@hearth/shared-kernel/rules';

type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
};

export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!schema) return null;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Field names of an object schema (the first object branch of a union). */
export function fieldNames(schema: JsonSchema | null): string[] {
  if (!schema) return [];
  if (schema.properties) return Object.keys(schema.properties);
  const branch = (schema.anyOf ?? schema.oneOf ?? []).find((s) => s.properties);
  return branch ? fieldNames(branch) : [];
}

/** Values the schema accepts, or nearly: ids are drawn from `ids` (real rows) or made up. */
export function wellShaped(schema: JsonSchema, ids: string[]): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((s) => wellShaped(s, ids)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => wellShaped({ ...schema, type }, ids)));
  switch (schema.type) {
    case 'object': {
      const props = schema.properties ?? {};
      const keys = Object.keys(props);
      const required = (schema.required ?? []).filter((k) => keys.includes(k));
      return fc.record(Object.fromEntries(keys.map((k) => [k, wellShaped(props[k], ids)])), { requiredKeys: required });
    }
    case 'array':
      return fc.array(schema.items ? wellShaped(schema.items, ids) : fc.jsonValue(), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'string':
      if (schema.pattern === UUID_PATTERN.source) return fc.oneof(fc.constantFrom(...ids), fc.uuid());
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -1e9), max: Math.min(schema.maximum ?? 1000, 1e9) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Strings no field should choke on; `big` adds the 1 MB one (bodies only: URLs have their own limits). */
export function hostileString(big: boolean): fc.Arbitrary<string> {
  const fixed = [
    'a\u0000b', '\u0000', '\uD800', 'x\uDC00y', '\uDBFF\uDBFF', '-'.repeat(36), 'abc', '00000000-0000-0000-0000-00000000000g',
    '01/01/0100', '0100-01-01', '99/99/9999', '', '   ', "'; select pg_sleep(5); --", '__proto__', 'constructor',
    '%E0%A4%A', '1e309', '-1', '9'.repeat(400), 'x'.repeat(10_000),
    ...(big ? ['x'.repeat(1 << 20)] : []),
  ];
  // 'binary' units include unpaired surrogates.
  return fc.oneof(fc.constantFrom(...fixed), fc.string({ unit: 'binary', maxLength: 30 }));
}

/** Any JSON value a hostile client could send in place of a field (or of the whole body). */
export function hostileValue(big: boolean): fc.Arbitrary<unknown> {
  return fc.oneof(
    hostileString(big),
    fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, nested(40), nested(2_000)),
    fc.array(hostileString(false), { maxLength: 3 }),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/** A body: well-shaped, with one field (or an unknown one) made hostile, or wholly hostile. */
export function bodyArbitrary(schema: JsonSchema | null, ids: string[]): fc.Arbitrary<unknown> {
  const valid = schema ? wellShaped(schema, ids) : fc.constant(undefined);
  const names = [...fieldNames(schema), 'unexpected'];
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 4,
      arbitrary: fc.tuple(valid, fc.constantFrom(...names), hostileValue(true)).map(([v, key, bad]) => ({
        ...(v && typeof v === 'object' && !Array.isArray(v) ? v : {}),
        [key]: bad,
      })),
    },
    { weight: 1, arbitrary: hostileValue(true) },
  );
}

/** Query or path values: strings only (numbers and booleans as text), some made hostile. */
export function textRecordArbitrary(schema: JsonSchema | null, ids: string[], extraKey: boolean): fc.Arbitrary<Record<string, string | string[]>> {
  const names = fieldNames(schema);
  const valid = (schema ? wellShaped(schema, ids) : fc.constant({})).map((v) =>
    Object.fromEntries(Object.entries((v ?? {}) as Record<string, unknown>).map(([k, x]) => [k, typeof x === 'string' ? x : JSON.stringify(x)])),
  );
  const keys = extraKey ? [...names, 'unexpected'] : names;
  if (!keys.length) return valid;
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...keys), fc.oneof(hostileString(false), fc.array(hostileString(false), { minLength: 2, maxLength: 3 })))
        .map(([v, key, bad]) => ({ ...v, [key]: bad })),
    },
  );
}

/** Percent-encodes like encodeURIComponent, but writes an unpaired surrogate as its (invalid) UTF-8 bytes instead of throwing. */
export function percentEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

export function queryString(query: Record<string, string | string[]>): string {
  const pairs = Object.entries(query).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${percentEncode(k)}=${percentEncode(x)}`));
  return pairs.length ? `?${pairs.join('&')}` : '';
}
