/**
 * A list page's rows in its order. Lists find a page's ids first, with a statement for their
 * filter and order (index-only where the indexes allow), then read the rows by id with one
 * statement prepared once. The conversation list prepares an unsearched page's ids statement too
 * from the start or a cursor (`statementName`), so neither costs planning once a connection has
 * run it; a search or a skip is planned for its own values. A row gone between the two is left out.
 *
 * Tried and dropped: one statement for both (the ids in a CTE, their rows joined), to save a
 * round trip. Past a cursor PostgreSQL kept planning it afresh (its estimate of the rows, and so of
 * the joins' cost, varies with the cursor), at twice the cost of the two statements; for a first
 * page it kept one plan, but measured no faster than the two statements prepared.
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

/**
 * A list's ids statements are a handful of texts per filter and order, but callers choose them: past
 * MAX_NAMED_TEXTS a new text runs unprepared, which bounds the plans each connection keeps.
 */
export const MAX_NAMED_TEXTS = 500;
const names = new Map<string, string>();

export function statementName(list: string, sql: string): string | undefined {
  const known = names.get(sql);
  if (known || names.size >= MAX_NAMED_TEXTS) return known;
  const name = `${list}_page_${names.size}`;
  names.set(sql, name);
  return name;
}
