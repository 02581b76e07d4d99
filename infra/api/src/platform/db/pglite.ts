/** The embedded database: PGlite, one in-process PostgreSQL, persisted to a data directory. */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable, QueryResult, SqlParam } from './types';

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
  transaction<T>(
    fn: (tx: {
      query<R>(sql: string, params?: unknown[], options?: { blob?: Blob }): Promise<{ rows: R[]; affectedRows?: number }>;
      exec(sql: string): Promise<unknown>;
    }) => Promise<T>,
  ): Promise<T>;
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const COPY_BATCH_CHARS = 8 * 1024 * 1024;

function toResult<Row>(res: { rows: Row[]; affectedRows?: number }): QueryResult<Row> {
  return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
}

/**
 * Wraps a PGlite instance. `owned` decides whether close() shuts PGlite down: tests and several
 * app instances share one handle, and only its creator closes it.
 */
function pgliteDb(pglite: PGlite, owned = true): Db {
  const pg = pglite as unknown as PgliteLike;
  let closed = false;
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      return toResult(await pg.query<Row>(sql, [...params]));
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    tx(fn) {
      return pg.transaction((tx) => {
        const q: Queryable = {
          async query<Row>(sql: string, params: readonly SqlParam[] = []) {
            return toResult(await tx.query<Row>(sql, [...params]));
          },
          async exec(sql) {
            await tx.exec(sql);
          },
        };
        return fn(q);
      });
    },
    async listen(channel, fn) {
      const stop = await pg.listen(channel, fn);
      return async () => {
        if (!closed) await stop();
      };
    },
    async copyFrom(table, columns, text) {
      // PGlite reads COPY input from a Blob at /dev/blob; batches keep each Blob (held in the
      // database's memory too) to a few megabytes.
      await pg.transaction(async (tx) => {
        let batch: string[] = [];
        let size = 0;
        const flush = async () => {
          if (!batch.length) return;
          await tx.query(`copy ${table} (${columns.join(', ')}) from '/dev/blob'`, [], { blob: new Blob(batch) });
          batch = [];
          size = 0;
        };
        for await (const chunk of text) {
          batch.push(chunk);
          size += chunk.length;
          if (size >= COPY_BATCH_CHARS) await flush();
        }
        await flush();
      });
    },
    async notify(channel, payload) {
      await pg.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (closed) return;
      closed = true;
      if (owned) await pg.close();
    },
  };
}

/** PGlite with the extensions the migrations need; `loadDataDir` fills a new directory from a backup (backup-pglite.ts). */
export async function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // pg_trgm: the roster's search anywhere in a name (migration 060 creates the extension).
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/** Opens (creating when needed) the PGlite database in `dataDir`; in memory when dataDir is undefined. */
export async function openPglite(dataDir?: string): Promise<Db> {
  return pgliteDb(await createPglite(dataDir ? { dataDir } : {}), true);
}
