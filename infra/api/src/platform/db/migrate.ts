/**
 * Numbered SQL migrations (migrations/NNN_name.sql), applied in order at start, each in its own
 * transaction and recorded in schema_migrations. Idempotent, and safe when several instances start
 * at once on one PostgreSQL: an advisory lock serialises them.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db, Queryable } from './types';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const FILE = /^(\d{3,})_([a-z0-9_]+)\.sql$/;
// Any constant works; it only has to be the same for every instance.
const LOCK_KEY = 4_274_311;

export async function loadMigrations(dir: string): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => FILE.test(f)).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const [, version, name] = FILE.exec(file)!;
    migrations.push({ version: Number(version), name, sql: await readFile(join(dir, file), 'utf8') });
  }
  const versions = migrations.map((m) => m.version);
  if (new Set(versions).size !== versions.length) throw new Error('Two migrations share a version number');
  return migrations;
}

async function ensureTable(q: Queryable): Promise<void> {
  await q.exec(`create table if not exists schema_migrations (
    version integer primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
}

async function appliedVersions(q: Queryable): Promise<Set<number>> {
  const { rows } = await q.query<{ version: number }>('select version from schema_migrations');
  return new Set(rows.map((r) => Number(r.version)));
}

/** Applies every pending migration; answers the versions it applied. */
export async function migrate(db: Db, migrations: Migration[]): Promise<number[]> {
  const applied: number[] = [];
  await db.tx(async (q) => {
    await q.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await ensureTable(q);
  });
  for (const migration of migrations) {
    await db.tx(async (q) => {
      await q.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
      if ((await appliedVersions(q)).has(migration.version)) return;
      await q.exec(migration.sql);
      await q.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    });
  }
  return applied;
}

/** Versions known to this build that the database has not applied (empty when up to date). */
export async function pendingMigrations(db: Db, migrations: Migration[]): Promise<number[]> {
  const { rows } = await db.query<{ present: boolean }>(
    "select to_regclass('schema_migrations') is not null as present",
  );
  if (!rows[0]?.present) return migrations.map((m) => m.version);
  const applied = await appliedVersions(db);
  return migrations.map((m) => m.version).filter((v) => !applied.has(v));
}
