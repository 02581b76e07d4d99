/**
 * PostgreSQL through `pg`: a pool for statements and one dedicated client that holds LISTEN, so
 * several API instances on one database see each other's NOTIFY.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFromStream } from 'pg-copy-streams';
import type { Db, Queryable, QueryOptions, QueryResult, SqlParam } from './types';

export interface PgOptions {
  connectionString: string;
  /** Puts every connection on this schema (tests use a fresh schema per file). */
  schema?: string;
  max?: number;
  onError?: (error: Error) => void;
}

function toResult<Row>(res: pg.QueryResult): QueryResult<Row> {
  return { rows: res.rows as Row[], rowCount: res.rowCount ?? res.rows.length };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function openPg(options: PgOptions): Promise<Db> {
  const clientConfig: pg.ClientConfig = {
    connectionString: options.connectionString,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  if (options.schema) {
    const admin = new pg.Client({ connectionString: options.connectionString });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists ${quoteIdent(options.schema)}`);
    } finally {
      await admin.end();
    }
  }
  // The pool keeps its connections: pg's default closes one idle for 10 s, and the next burst then
  // waits for new backends, whose first statements also load their catalog caches.
  const max = options.max ?? 10;
  const pool = new pg.Pool({ ...clientConfig, max, idleTimeoutMillis: 0 });
  const onError = options.onError ?? (() => undefined);
  pool.on('error', onError);

  // channel -> callbacks; the listener client re-LISTENs every channel after a reconnect.
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listener: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    connecting ??= (async () => {
      const client = new pg.Client(clientConfig);
      client.on('notification', (msg) => {
        for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? '');
      });
      client.on('error', (error) => {
        onError(error);
        listener = null;
        client.end().catch(() => undefined);
        if (!closed) setTimeout(() => void relisten(), 1000).unref();
      });
      await client.connect();
      listener = client;
      connecting = null;
      return client;
    })().catch((error: Error) => {
      connecting = null;
      throw error;
    });
    return connecting;
  }

  async function relisten(): Promise<void> {
    if (closed || listeners.size === 0) return;
    try {
      const client = await listenerClient();
      for (const channel of listeners.keys()) await client.query(`listen ${quoteIdent(channel)}`);
    } catch (error) {
      onError(error as Error);
      setTimeout(() => void relisten(), 1000).unref();
    }
  }

  return {
    kind: 'pg',
    async query<Row>(sql: string, params: readonly SqlParam[] = [], options?: QueryOptions) {
      return toResult<Row>(await pool.query({ text: sql, values: [...params], name: options?.prepare }));
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const q: Queryable = {
          async query<Row>(sql: string, params: readonly SqlParam[] = [], options?: QueryOptions) {
            return toResult<Row>(await client.query({ text: sql, values: [...params], name: options?.prepare }));
          },
          async exec(sql) {
            await client.query(sql);
          },
        };
        const result = await fn(q);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, fn) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await (await listenerClient()).query(`listen ${quoteIdent(channel)}`);
      }
      set.add(fn);
      return async () => {
        const current = listeners.get(channel);
        current?.delete(fn);
        if (current && current.size === 0) {
          listeners.delete(channel);
          if (listener && !closed) await listener.query(`unlisten ${quoteIdent(channel)}`).catch(() => undefined);
        }
      };
    },
    async copyFrom(table, columns, text) {
      const client = await pool.connect();
      try {
        // One COPY statement: atomic on its own, streamed so a million rows never sit in memory at once.
        await pipeline(Readable.from(text), client.query(copyFromStream(`copy ${table} (${columns.join(', ')}) from stdin`)));
      } finally {
        client.release();
      }
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    async close() {
      if (closed) return;
      closed = true;
      if (listener) await listener.end().catch(() => undefined);
      await pool.end();
    },
  };
}

/** Drops a schema created for a test run. */
export async function dropSchema(connectionString: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(`drop schema if exists ${quoteIdent(schema)} cascade`);
  } finally {
    await admin.end();
  }
}
