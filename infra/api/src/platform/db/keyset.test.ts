import { BadCursor, MAX_CURSOR, cursorOf, decodeCursor, encodeCursor, keySelect, keysetPage, rowCursor, type KeysetColumn, type KeyValue } from './keyset';

/**
 * The one keyset implementation both lists page with: a cursor decodes only for the order it was
 * made for and only with values of its columns' kinds; the SQL is a row comparison over the
 * columns' own (index) expressions.
 */
const ID = '00000000-0000-4000-8000-000000000000';
const ORDER = 'list:sort:ASC';
const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const columns: KeysetColumn[] = [
  { expr: 'x.name', kind: 'text' },
  { expr: 'x.born', kind: 'date', nullable: true },
  { expr: 'x.seen', kind: 'timestamptz', nullable: true },
  { expr: 'x.made', kind: 'timestamptz' },
  { expr: 'x.flag', kind: 'boolean' },
  { expr: 'x.status', kind: { oneOf: ['open', 'closed'] } },
  { expr: 'x.id', kind: 'uuid' },
];
const good: KeyValue[] = ['Smith, Jane', '1970-01-01', null, '2026-01-31 10:00:00.123456+00', true, 'open', ID];
/** The good key with one value replaced. */
const withValue = <T,>(i: number, v: T): (KeyValue | T)[] => good.map((g, j) => (j === i ? v : g));

describe('keyset cursors', () => {
  test('a cursor decodes to the key it was made from, for its own order', () => {
    const cursor = encodeCursor(ORDER, good)!;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(ORDER, cursor, columns)).toEqual(good);
  });

  test.each([
    ['text holding NUL', 0, 'a\u0000b'],
    ['text as a number', 0, 5],
    ['null text (not a nullable column)', 0, null],
    ['a date that does not exist', 1, '2026-02-30'],
    ['a 13th month', 1, '1970-13-01'],
    ['a date with a time', 1, '1970-01-01 00:00:00+00'],
    ['a timestamp that does not exist', 2, '2026-02-29 10:00:00+00'],
    ['an hour past 23', 3, '2026-01-01 25:00:00+00'],
    ['a timestamp in words', 3, 'yesterday'],
    ['a null timestamp (not a nullable column)', 3, null],
    ['a boolean as text', 4, 'true'],
    ['a status outside the set', 5, 'enrolled'],
    ['a status of another case', 5, 'Open'],
    ['an id that is no uuid', 6, 'not-a-uuid'],
    ['a null id', 6, null],
  ])('%s is refused', (_what, i, value) => {
    expect(() => decodeCursor(ORDER, forge([ORDER, ...withValue(i, value)]), columns)).toThrow(BadCursor);
  });

  test('nullable columns accept null; each kind accepts its good forms', () => {
    const key = withValue(1, null);
    expect(decodeCursor(ORDER, forge([ORDER, ...key]), columns)).toEqual(key);
    const offset = withValue(2, '2026-06-01 08:30:00-05:30');
    expect(decodeCursor(ORDER, forge([ORDER, ...offset]), columns)).toEqual(offset);
    const leap = withValue(1, '2024-02-29');
    expect(decodeCursor(ORDER, forge([ORDER, ...leap]), columns)).toEqual(leap);
  });

  test('a cursor of another order (list, sort or direction) is refused', () => {
    const cursor = encodeCursor(ORDER, good)!;
    for (const other of ['list:sort:DESC', 'list:other:ASC', 'other:sort:ASC']) {
      expect(() => decodeCursor(other, cursor, columns)).toThrow(BadCursor);
    }
  });

  test('a tampered cursor is refused, with the one message', () => {
    const cursor = encodeCursor(ORDER, good)!;
    const tampered = [
      cursor.slice(0, -3),
      `A${cursor.slice(1)}`,
      'not!base64',
      forge({ not: 'an array' }),
      forge([ORDER, ...good.slice(0, -1)]),
      forge([ORDER, ...good, ID]),
      forge(good),
    ];
    for (const t of tampered) {
      expect(() => decodeCursor(ORDER, t, columns)).toThrow('That page link is out of date or malformed. Please start from the first page.');
    }
  });

  test('a cursor longer than the call allows is neither made nor read', () => {
    const long = withValue(0, 'x'.repeat(MAX_CURSOR));
    expect(encodeCursor(ORDER, long)).toBeUndefined();
    expect(() => decodeCursor(ORDER, forge([ORDER, ...long]), columns)).toThrow(BadCursor);
    // Text up to what fits is any text.
    const fits = withValue(0, 'ü'.repeat(100));
    expect(decodeCursor(ORDER, encodeCursor(ORDER, fits)!, columns)).toEqual(fits);
  });

  test('after or before, not both', () => {
    const cursor = encodeCursor(ORDER, good)!;
    expect(cursorOf(ORDER, columns, {})).toBeNull();
    expect(cursorOf(ORDER, columns, { after: cursor })).toEqual({ values: good, reverse: false });
    expect(cursorOf(ORDER, columns, { before: cursor })).toEqual({ values: good, reverse: true });
    expect(() => cursorOf(ORDER, columns, { after: cursor, before: cursor })).toThrow(BadCursor);
  });

  test('a row read with keySelect gives its cursor, booleans as booleans', () => {
    expect(keySelect(columns)).toContain(`to_char(x.born, 'YYYY-MM-DD') as k1`);
    const row = Object.fromEntries(good.map((v, i) => [`k${i}`, typeof v === 'boolean' ? String(v) : v]));
    expect(decodeCursor(ORDER, rowCursor(ORDER, columns, row)!, columns)).toEqual(good);
  });
});

describe('keyset pages', () => {
  const key: KeysetColumn[] = [
    { expr: 'p.last_contact_at', kind: 'timestamptz', nullable: true },
    { expr: 'p.enrollment_status', kind: { oneOf: ['sent'] } },
    { expr: 'p.id', kind: 'uuid' },
  ];
  const params: KeyValue[] = [];
  const add = (v: KeyValue) => `$${params.push(v)}`;

  test('orders by the index expressions; nullable columns as coalesce to infinity', () => {
    expect(keysetPage(key, 'ASC', null, add)).toEqual({
      orderBy: `coalesce(p.last_contact_at, 'infinity'::timestamptz) asc, p.enrollment_status asc, p.id asc`,
      predicate: null,
    });
  });

  test('a cursor bounds the page with one row comparison; reading back turns the order round', () => {
    params.length = 0;
    const page = keysetPage(key, 'ASC', { values: [null, 'sent', ID], reverse: true }, add);
    expect(page.orderBy).toBe(`coalesce(p.last_contact_at, 'infinity'::timestamptz) desc, p.enrollment_status desc, p.id desc`);
    expect(page.predicate).toBe(
      `(coalesce(p.last_contact_at, 'infinity'::timestamptz), p.enrollment_status, p.id) < (coalesce($1::timestamptz, 'infinity'::timestamptz), $2::text, $3::uuid)`,
    );
    expect(params).toEqual([null, 'sent', ID]);
    expect(keysetPage(key, 'DESC', { values: [null, 'sent', ID], reverse: false }, add).predicate).toMatch(/\) < \(/);
  });
});
