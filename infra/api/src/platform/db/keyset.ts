/**
 * Keyset (cursor) paging: a page's `next` / `prev` carry the sort key of its last / first row,
 * and the following page starts just past it with a row comparison the list's index answers as a
 * range scan, however deep.
 *
 * A cursor is base64url JSON `[order, ...values]`: `order` names the list, sort and direction it
 * was made for, and the values are the row's key (its last column a unique id). It is opaque to
 * the browser but not secret, so every value's shape is checked against its column's kind before
 * it reaches SQL: a cursor of another order, or a tampered one, is a BadCursor (the route answers
 * 400), never a database error.
 */
import { isUuid } from '@hearth/shared-kernel/rules';

/** A column's type; `{ oneOf }` is text that must be one of a fixed set (e.g. statuses). */
type KeyKind = 'timestamptz' | 'date' | 'boolean' | 'uuid' | 'text' | { oneOf: readonly string[] };
export type KeyValue = string | boolean | null;

export type KeysetColumn =
  | {
      /** The SQL expression the list orders by (matching its index). */
      expr: string;
      kind: KeyKind;
      nullable?: false;
    }
  | {
      expr: string;
      kind: 'date' | 'timestamptz';
      /**
       * Nulls order as 'infinity' (last ascending, first descending): the list orders by, and its
       * index holds, `coalesce(expr, 'infinity')`, so one index range holds the nulls and a cursor
       * on either side of them is a plain comparison. A cursor carries a null as null.
       */
      nullable: true;
    };

/** Where a page starts: a decoded cursor, and whether to read back from it (a `before` page). */
export interface KeysetCursor {
  values: readonly KeyValue[];
  reverse: boolean;
}

/** The kernel's cursor() schema accepts cursors up to this length; it also bounds every text value. */
export const MAX_CURSOR = 512;

export class BadCursor extends Error {
  constructor() {
    super('That page link is out of date or malformed. Please start from the first page.');
  }
}

/**
 * The cursor of a row's key (as keySelect reads it), for the list order `order` (e.g.
 * 'conversations:created_at:DESC'). Undefined past MAX_CURSOR (a very long name): that page
 * link is left out and the browser pages by skip instead.
 */
export function encodeCursor(order: string, values: readonly KeyValue[]): string | undefined {
  const cursor = Buffer.from(JSON.stringify([order, ...values])).toString('base64url');
  return cursor.length <= MAX_CURSOR ? cursor : undefined;
}

// A timestamptz as keyText renders it: '2026-11-23 15:38:25.123456+00' (PostgreSQL's own text form).
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function realDay(y: number, mo: number, d: number): boolean {
  const day = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}

function validTimestamp(s: string): boolean {
  const m = TIMESTAMP.exec(s);
  if (!m) return false;
  const [y, mo, d, h, mi, se] = m.slice(1, 7).map(Number);
  return realDay(y, mo, d) && h < 24 && mi < 60 && se < 60;
}

function validDate(s: string): boolean {
  const m = DATE.exec(s);
  return !!m && realDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

function validValue(kind: KeyKind, v: unknown): boolean {
  if (typeof kind === 'object') return typeof v === 'string' && kind.oneOf.includes(v);
  switch (kind) {
    case 'timestamptz':
      return typeof v === 'string' && validTimestamp(v);
    case 'date':
      return typeof v === 'string' && validDate(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'uuid':
      return typeof v === 'string' && isUuid(v);
    case 'text':
      // Any text a column can hold (PostgreSQL text never holds NUL); MAX_CURSOR bounds its length.
      return typeof v === 'string' && !v.includes('\u0000');
  }
}

/** The key a cursor carries, checked against the list order and columns it is used with; BadCursor otherwise. */
export function decodeCursor(order: string, cursor: string, columns: readonly KeysetColumn[]): KeyValue[] {
  if (cursor.length > MAX_CURSOR) throw new BadCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== columns.length + 1 || parsed[0] !== order) throw new BadCursor();
  const values = parsed.slice(1);
  if (!values.every((v, i) => (v === null ? columns[i].nullable === true : validValue(columns[i].kind, v)))) throw new BadCursor();
  return values as KeyValue[];
}

/** The page's starting point from a request's `after` / `before` (at most one); null for the first page. */
export function cursorOf(order: string, columns: readonly KeysetColumn[], at: { after?: string; before?: string }): KeysetCursor | null {
  if (at.after && at.before) throw new BadCursor();
  if (at.after) return { values: decodeCursor(order, at.after, columns), reverse: false };
  if (at.before) return { values: decodeCursor(order, at.before, columns), reverse: true };
  return null;
}

const sqlType = (kind: KeyKind) => (typeof kind === 'object' ? 'text' : kind);

/** The expression a column orders by (and its index holds). */
const orderExpr = (c: KeysetColumn) => (c.nullable ? `coalesce(${c.expr}, 'infinity'::${c.kind})` : c.expr);

/**
 * A key column as the text a cursor carries: timestamps in UTC to the microsecond and dates as
 * YYYY-MM-DD, whatever the session's DateStyle; a nullable column's null stays null.
 */
function keyText(c: KeysetColumn): string {
  if (c.kind === 'timestamptz') return `to_char((${c.expr}) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US"+00"')`;
  if (c.kind === 'date') return `to_char(${c.expr}, 'YYYY-MM-DD')`;
  return `(${c.expr})::text`;
}

/** Select-list expressions of a row's key, aliased k0, k1 …, for rowCursor. */
export const keySelect = (columns: readonly KeysetColumn[]): string => columns.map((c, i) => `${keyText(c)} as k${i}`).join(', ');

/** The cursor of a row read with keySelect's columns (undefined when too long; see encodeCursor). */
export function rowCursor(order: string, columns: readonly KeysetColumn[], row: Record<string, unknown>): string | undefined {
  return encodeCursor(
    order,
    columns.map((c, i) => {
      const v = row[`k${i}`] as string | null;
      return c.kind === 'boolean' && v !== null ? v === 'true' : v;
    }),
  );
}

/**
 * One page from the `take + 1` rows a list read (the extra row tells whether more follow): the
 * rows in display order (a `before` page was read backwards) and links to the pages either side
 * that exist. `link` is the row's cursor, undefined when the list has none for it.
 */
export function keysetPageOf<R>(
  read: readonly R[],
  at: { take: number; skip: number; cursor: KeysetCursor | null },
  link: (row: R) => string | undefined,
): { rows: R[]; next?: string; prev?: string } {
  const more = read.length > at.take;
  const rows = read.slice(0, at.take);
  const back = !!at.cursor?.reverse;
  if (back) rows.reverse();
  // Rows exist before this page when it was read from an `after` cursor or past a skip, or when
  // reading back found more; after it when reading forward found more, or it was read back.
  const hasPrev = back ? more : !!at.cursor || at.skip > 0;
  const hasNext = back || more;
  const first = rows[0];
  const last = rows.at(-1);
  const prev = first !== undefined && hasPrev ? link(first) : undefined;
  const next = last !== undefined && hasNext ? link(last) : undefined;
  return { rows, ...(next ? { next } : {}), ...(prev ? { prev } : {}) };
}

/**
 * The order and, given a cursor, the predicate of one keyset page. Every column runs in the same
 * direction, so one row comparison over the index's own expressions bounds the page and one index
 * serves both directions. A `reverse` cursor reads backwards from it; the caller turns its rows round.
 */
export function keysetPage(
  columns: readonly KeysetColumn[],
  direction: 'ASC' | 'DESC',
  cursor: KeysetCursor | null,
  add: (v: KeyValue) => string,
): { orderBy: string; predicate: string | null } {
  const forward = direction === 'ASC';
  const ascending = cursor?.reverse ? !forward : forward;
  const orderBy = columns.map((c) => `${orderExpr(c)} ${ascending ? 'asc' : 'desc'}`).join(', ');
  if (!cursor) return { orderBy, predicate: null };
  const left = columns.map(orderExpr).join(', ');
  const right = columns
    .map((c, i) => {
      const value = `${add(cursor.values[i])}::${sqlType(c.kind)}`;
      return c.nullable ? `coalesce(${value}, 'infinity'::${c.kind})` : value;
    })
    .join(', ');
  return { orderBy, predicate: `(${left}) ${ascending ? '>' : '<'} (${right})` };
}
