/**
 * A list page's rows in its order, read one of two ways.
 *
 * - `rowsOfPage`, for a list's first page unsearched: one statement, prepared, that finds the
 *   page's ids (from the sort index, index-only where the indexes allow) and joins their rows.
 *   Its plan is kept, so the page costs one round trip and no planning.
 * - `rowsInOrder`, for the others: their ids come first, then the rows by id with one statement
 *   prepared once. From a cursor the ids' statement is prepared too (`statementName`); a search or
 *   a skip is planned for its own values. Those two cannot share one statement: PostgreSQL kept
 *   planning the joined statement afresh for each cursor (its estimate of the rows past a cursor
 *   varies, and with it the joins' cost), and planned it cost twice the two statements.
 *   A row gone between the two is left out.
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

export interface PageRows {
  /** Selects the page's `id`s in order, limited to the page (with `params`). */
  ids: string;
  params: readonly SqlParam[];
  /** The rows' select list. */
  columns: string;
  /** Joined to `page` (its `id`s), e.g. `patients p on p.id = page.id`. */
  join: string;
  /** The page's order again, on the joined rows. */
  orderBy: string;
}

export async function rowsOfPage<Row>(q: Queryable, list: string, page: PageRows): Promise<Row[]> {
  const sql = `with page as materialized (${page.ids})
    select ${page.columns} from page join ${page.join} order by ${page.orderBy}`;
  return (await q.query<Row>(sql, page.params, { prepare: statementName(list, sql) })).rows;
}

/**
 * Each list's texts are a handful per filter and order, but callers choose them: past
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
