/**
 * The one database interface every domain codes against. Two implementations: embedded PGlite
 * (default) and PostgreSQL through `pg` (when DATABASE_URL is set). SQL is PostgreSQL dialect.
 */

export type SqlParam = string | number | boolean | null | readonly (string | null)[] | readonly number[] | readonly boolean[];

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Prepares the statement once per connection under this name (PostgreSQL), so it is not parsed
   * and planned on every call: for hot statements that cost more to plan than to run.
   */
  prepare?: string;
}

/** Something that runs one parameterised statement: the db itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[], options?: QueryOptions): Promise<QueryResult<Row>>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Calls `fn` with each NOTIFY payload on `channel`; answers a function that stops listening. */
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Loads rows into `table` with COPY (text format): each string of `text` is whole lines, as
   * `copyText` encodes them. All of it commits together or not at all.
   */
  copyFrom(table: string, columns: readonly string[], text: Iterable<string> | AsyncIterable<string>): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's use, for the metrics; PostgreSQL only (PGlite has no pool). */
  poolUse?(): PoolUse;
}

interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}
