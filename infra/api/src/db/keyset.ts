/**
 * Keyset (cursor) paging: a page's `next` / `prev` carry the sort key of its last / first row,
 * and the following page starts just past it with a row comparison the list's index answers as a
 * range scan, however deep. A cursor names the order it was made for; one from another order, or
 * one that does not decode, is a BadCursor (the route answers 400).
 */
import { isUuid } from '@hearth/shared-kernel/rules';

export type KeyKind = 'timestamptz' | 'boolean' | 'uuid';
export type KeyValue = string | boolean;

export class BadCursor extends Error {
  constructor() {
    super('That page link is out of date or malformed. Please start from the first page.');
  }
}

/** `order` names the list's order (e.g. 'conversations:created_at:DESC'); values are the row's key, as SQL text. */
export function encodeCursor(order: string, values: readonly KeyValue[]): string {
  return Buffer.from(JSON.stringify([order, ...values])).toString('base64url');
}

// PostgreSQL's text form of a timestamptz: '2026-11-23 15:38:25.123456+00' (offset may carry minutes).
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

function validTimestamp(s: string): boolean {
  const m = TIMESTAMP.exec(s);
  if (!m) return false;
  const [y, mo, d, h, mi, se] = m.slice(1, 7).map(Number);
  const day = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60 && se < 60;
}

const valid: Record<KeyKind, (v: unknown) => boolean> = {
  timestamptz: (v) => typeof v === 'string' && validTimestamp(v),
  boolean: (v) => typeof v === 'boolean',
  uuid: (v) => typeof v === 'string' && isUuid(v),
};

export function decodeCursor(order: string, cursor: string, kinds: readonly KeyKind[]): KeyValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== kinds.length + 1 || parsed[0] !== order) throw new BadCursor();
  const values = parsed.slice(1);
  if (!values.every((v, i) => valid[kinds[i]](v))) throw new BadCursor();
  return values as KeyValue[];
}

export interface KeysetColumn {
  /** The SQL expression the list orders by (matching its index). */
  expr: string;
  kind: KeyKind;
}

/** A key column as the text a cursor carries: timestamps in UTC to the microsecond, whatever the session's DateStyle. */
export function keyText(c: KeysetColumn): string {
  return c.kind === 'timestamptz' ? `to_char((${c.expr}) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US"+00"')` : `(${c.expr})::text`;
}

/**
 * The order and, given a cursor, the predicate of one keyset page. Every column runs in the same
 * direction, so one row comparison bounds the page and one index serves both directions.
 * `reverse` reads backwards from the cursor (a `before` page); the caller turns its rows round.
 */
export function keysetPage(
  columns: readonly KeysetColumn[],
  direction: 'ASC' | 'DESC',
  cursor: { values: readonly KeyValue[]; reverse: boolean } | null,
  add: (v: KeyValue) => string,
): { orderBy: string; predicate: string | null } {
  const forward = direction === 'ASC';
  const ascending = cursor?.reverse ? !forward : forward;
  const orderBy = columns.map((c) => `${c.expr} ${ascending ? 'asc' : 'desc'}`).join(', ');
  if (!cursor) return { orderBy, predicate: null };
  const left = columns.map((c) => c.expr).join(', ');
  const right = columns.map((c, i) => `${add(cursor.values[i])}::${c.kind}`).join(', ');
  return { orderBy, predicate: `(${left}) ${ascending ? '>' : '<'} (${right})` };
}
