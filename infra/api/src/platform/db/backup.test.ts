/** @jest-environment ./src/testing/native-environment.cjs */
/**
 * Backup and restore round trips (infra/scripts/backup.ts, restore.ts): the embedded PGlite
 * directory always, PostgreSQL (pg_dump / pg_restore, custom format) when HEARTH_TEST_POSTGRES_URL
 * names a server, in scratch databases created and dropped here. Each checks every table's row
 * count and that a patient's conversation reads back the same.
 */
import '../../testing/native-modules';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { seedDemo } from '../../demo/demo';
import { migrationsDir } from '../config/paths';
import { backupPglite, restorePglite } from './backup-pglite';
import { backupPostgres, restorePostgres } from './backup-postgres';
import { loadMigrations, migrate } from './migrate';
import { openPg } from './pg';
import { openPglite } from './pglite';
import type { Db } from './types';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hearth-backup-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function seeded(db: Db): Promise<Db> {
  await migrate(db, await loadMigrations(migrationsDir));
  await seedDemo(db);
  return db;
}

interface Snapshot {
  rows: Record<string, number>;
  /** Where each sequence stands: a restored database hands out no id twice. */
  sequences: Record<string, string | null>;
  conversation: { patient: string; messages: { body: string; status: string }[] };
}

/** Every table's row count and sequence, and the messages of the conversation with the most of them. */
async function snapshot(db: Db): Promise<Snapshot> {
  const { rows: tables } = await db.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`);
  const rows: Record<string, number> = {};
  for (const { name } of tables) rows[name] = Number((await db.query<{ n: string }>(`select count(*) as n from "${name}"`)).rows[0].n);
  const { rows: seqs } = await db.query<{ name: string; last: string | null }>(`select sequencename as name, last_value::text as last from pg_sequences where schemaname = current_schema() order by 1`);
  const sequences = Object.fromEntries(seqs.map((q) => [q.name, q.last]));
  const { rows: busiest } = await db.query<{ id: string; patient: string }>(
    `select c.id::text as id, p.first_name || ' ' || p.last_name as patient from conversations c join patients p on p.id = c.patient_id
      order by (select count(*) from messages m where m.conversation_id = c.id) desc, c.id limit 1`,
  );
  const { rows: messages } = await db.query<{ body: string; status: string }>(`select body, status from messages where conversation_id = $1 order by seq`, [busiest[0].id]);
  return { rows, sequences, conversation: { patient: busiest[0].patient, messages } };
}

function expectSameData(restored: Snapshot, original: Snapshot): void {
  expect(Object.keys(original.rows).length).toBeGreaterThan(40);
  expect(original.rows.patients).toBeGreaterThan(100);
  expect(original.conversation.messages.length).toBeGreaterThan(1);
  expect(original.sequences.messages_seq_seq).toBeTruthy();
  expect(restored).toEqual(original);
}

describe('PGlite', () => {
  test('a stopped data directory, dumped and restored into another: every row and a patient’s conversation', async () => {
    const source = join(dir, 'pglite');
    const db = await seeded(await openPglite(source));
    const original = await snapshot(db);

    const file = join(dir, 'pglite.tar.gz');
    // Not while the database is open: PGlite is one process's database.
    await expect(backupPglite(source, file)).rejects.toThrow(/in use \(postmaster.pid\): stop the API first/);
    await db.close();
    await backupPglite(source, file);
    expect(existsSync(`${file}.partial`)).toBe(false);

    const target = join(dir, 'restored');
    await restorePglite(file, target);
    const restored = await openPglite(target);
    expectSameData(await snapshot(restored), original);
    await restored.close();
  }, 180_000);

  test('a restore never overwrites a directory unless asked, and then keeps the old one aside', async () => {
    const file = join(dir, 'pglite.tar.gz');
    const target = join(dir, 'occupied');
    await restorePglite(file, target);
    await expect(restorePglite(file, target)).rejects.toThrow(/is not empty: restore into an empty directory/);
    const kept = await restorePglite(file, target, { replace: true, now: new Date('2026-01-02T03:04:05Z') });
    expect(kept).toBe(`${target}.before-restore-2026-01-02T03-04-05-000Z`);
    expect(existsSync(join(kept!, 'PG_VERSION'))).toBe(true);
    await expect(backupPglite(join(dir, 'nothing-here'), join(dir, 'x.tar.gz'))).rejects.toThrow(/no PGlite database in/);
  }, 120_000);
});

const postgresUrl = process.env.HEARTH_TEST_POSTGRES_URL || process.env.DATABASE_URL;

(postgresUrl ? describe : describe.skip)('PostgreSQL', () => {
  const suffix = randomBytes(4).toString('hex');
  const names = { source: `hearth_backup_${suffix}`, target: `hearth_restore_${suffix}` };
  const urlOf = (name: string) => Object.assign(new URL(postgresUrl!), { pathname: `/${name}` }).toString();
  const admin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };

  beforeAll(() => admin(async (c) => {
    for (const name of Object.values(names)) await c.query(`create database ${name}`);
  }));
  afterAll(() => admin(async (c) => {
    for (const name of Object.values(names)) await c.query(`drop database if exists ${name} with (force)`);
  }));

  test('pg_dump (custom format) and pg_restore into a scratch database: every row and a patient’s conversation', async () => {
    const db = await seeded(await openPg({ connectionString: urlOf(names.source) }));
    const original = await snapshot(db);
    await db.close();

    const file = join(dir, 'hearth.dump');
    await backupPostgres(urlOf(names.source), file);
    await restorePostgres(file, urlOf(names.target));
    const restored = await openPg({ connectionString: urlOf(names.target) });
    expectSameData(await snapshot(restored), original);
    await restored.close();

    // Into a database that holds tables: refused, unless asked to replace what the backup holds.
    await expect(restorePostgres(file, urlOf(names.target))).rejects.toThrow(/the target database is not empty/);
    await restorePostgres(file, urlOf(names.target), { replace: true });
    const replaced = await openPg({ connectionString: urlOf(names.target) });
    expectSameData(await snapshot(replaced), original);
    await replaced.close();
  }, 240_000);

  test('a file that is not a backup fails the restore and changes nothing', async () => {
    const file = join(dir, 'not-a-dump');
    await writeFile(file, 'not a backup');
    const db = await openPg({ connectionString: urlOf(names.target) });
    const before = await snapshot(db);
    await expect(restorePostgres(file, urlOf(names.target), { replace: true })).rejects.toThrow(/pg_restore failed/);
    expect(await snapshot(db)).toEqual(before);
    await db.close();
  });
});
