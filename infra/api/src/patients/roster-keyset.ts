/**
 * Keyset paging of the roster: a cursor names a row by its sort values and id, and the next page
 * is the rows past it in the sort order, read from the sort's index however deep it is.
 *
 * The cursor is base64url JSON `[sortKey, …values, id]`. It is opaque to the browser but not
 * secret: the server checks every value's shape before it reaches SQL, so a tampered cursor is a
 * 400, never a database error, and it can only point elsewhere in the caller's own organisation.
 */
import { ENROLLMENT_STATUSES, type RosterSortKey } from '@hearth/shared-kernel/domain';
import { isUuid } from '@hearth/shared-kernel/rules';
import type { SqlParam } from '../db/types';

type ValueType = 'text' | 'date' | 'timestamptz' | 'status';

export interface SortColumn {
  /** The ORDER BY expression (the index's); nullable columns are coalesced to 'infinity'. */
  order: string;
  /** How the value is selected for a cursor (text, exact to the microsecond; null stays null). */
  value: string;
  type: ValueType;
}

const text = (expr: string): SortColumn => ({ order: expr, value: expr, type: 'text' });
// Nulls sort as 'infinity': last ascending and first descending, as the roster always showed them,
// and one index range holds them, so a cursor on either side of the nulls is a plain comparison.
const SORTS: Record<RosterSortKey, SortColumn[]> = {
  lastName: [text('p.search_last'), text('p.search_first')],
  firstName: [text('p.search_first'), text('p.search_last')],
  dateOfBirth: [{ order: `coalesce(p.date_of_birth, 'infinity'::date)`, value: `to_char(p.date_of_birth, 'YYYY-MM-DD')`, type: 'date' }],
  enrollmentStatus: [{ order: 'p.enrollment_status', value: 'p.enrollment_status', type: 'status' }, text('p.search_last'), text('p.search_first')],
  lastContactAt: [
    {
      order: `coalesce(p.last_contact_at, 'infinity'::timestamptz)`,
      value: `to_char(p.last_contact_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      type: 'timestamptz',
    },
  ],
  mrn: [text('(lower(p.mrn) collate "C")')],
  createdAt: [
    { order: 'p.created_at', value: `to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, type: 'timestamptz' },
  ],
};

export const sortColumns = (key: RosterSortKey): SortColumn[] => SORTS[key];

export interface Position {
  kind: 'after' | 'before';
  values: (string | null)[];
  id: string;
}

export class CursorError extends Error {}

/** The answer's cursor for a row: its sort values (k0, k1 …) and id. */
export function encodeCursor(key: RosterSortKey, values: (string | null)[], id: string): string {
  return Buffer.from(JSON.stringify([key, ...values, id])).toString('base64url');
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

function realDate(y: string, m: string, d: string): boolean {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

function validValue(type: ValueType, v: string): boolean {
  // Any text the sort column can hold (the cursor's own length limit bounds it).
  if (type === 'text') return !v.includes('\u0000');
  if (type === 'status') return Object.hasOwn(ENROLLMENT_STATUSES, v);
  const m = (type === 'date' ? DATE : TIMESTAMP).exec(v);
  if (!m || !realDate(m[1], m[2], m[3])) return false;
  return type === 'date' || (Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6]) < 60);
}

/** The position a cursor names, checked against the sort it is used with; CursorError otherwise. */
export function decodeCursor(kind: Position['kind'], cursor: string, key: RosterSortKey): Position {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new CursorError(`The ${kind} cursor is not a page cursor.`);
  }
  const columns = SORTS[key];
  if (!Array.isArray(parsed) || parsed.length !== columns.length + 2) throw new CursorError(`The ${kind} cursor is not a page cursor.`);
  const [cursorKey, ...rest] = parsed as unknown[];
  if (cursorKey !== key) throw new CursorError(`The ${kind} cursor belongs to another sort; start again from the first page.`);
  const id = rest.pop();
  const values = rest;
  const ok =
    typeof id === 'string' &&
    isUuid(id) &&
    values.every((v, i) =>
      v === null ? columns[i].order.startsWith('coalesce') : typeof v === 'string' && validValue(columns[i].type, v),
    );
  if (!ok) throw new CursorError(`The ${kind} cursor is not a page cursor.`);
  return { kind, values: values as (string | null)[], id: id as string };
}

/**
 * The rows past `position` when reading in `ascending` order: one row comparison over the index's
 * own expressions, so it is a range of the index.
 */
export function keysetPredicate(columns: SortColumn[], position: Position, ascending: boolean, add: (v: SqlParam) => string): string {
  const cast = (c: SortColumn, v: string | null) => {
    if (c.type === 'date') return `coalesce(${add(v)}::date, 'infinity'::date)`;
    if (c.type === 'timestamptz') return c.order.startsWith('coalesce') ? `coalesce(${add(v)}::timestamptz, 'infinity'::timestamptz)` : `${add(v)}::timestamptz`;
    return `${add(v)}::text`;
  };
  const left = [...columns.map((c) => c.order), 'p.id'].join(', ');
  const right = [...columns.map((c, i) => cast(c, position.values[i])), `${add(position.id)}::uuid`].join(', ');
  return `(${left}) ${ascending ? '>' : '<'} (${right})`;
}
