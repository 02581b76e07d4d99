/**
 * The rows of a page whose ids were found first, in that order. Lists find a page's ids with a
 * statement planned for its filter (index-only where the indexes allow), then read the rows by
 * id with one statement prepared once: planning a statement that did both cost as much as
 * running it. A row gone between the two is left out.
 */
import type { Queryable, SqlParam } from './types';

export interface RowsById {
  /** Selects the rows (with a text `id`) whose ids are in one of `params`, e.g. `id = any($1::uuid[])`. */
  sql: string;
  params: SqlParam[];
  /** The prepared statement's name: one per text of `sql`. */
  prepare: string;
}

export async function rowsInOrder<Row extends { id: string }>(q: Queryable, ids: readonly string[], read: RowsById): Promise<Row[]> {
  if (!ids.length) return [];
  const { rows } = await q.query<Row>(read.sql, read.params, { prepare: read.prepare });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
