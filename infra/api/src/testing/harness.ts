/**
 * Test harness for the API: one database per test file (in-memory PGlite, or a fresh schema of
 * the PostgreSQL in DATABASE_URL), migrated and seeded with the demo data, and apps built on it.
 * Import it first in a test file (it pulls in native-modules).
 */
import './native-modules';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TokenAnswer } from '@hearth/shared-kernel/domain';
import { buildApp, type AppOptions } from '../app';
import { loadConfig, type ApiConfig } from '../config';
import { loadMigrations, migrate } from '../db/migrate';
import { dropSchema, openPg } from '../db/pg';
import { openPglite } from '../db/pglite';
import type { Db, Queryable, QueryOptions, SqlParam } from '../db/types';
import { migrationsDir } from '../paths';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { seedDemo } from '../seed/demo';
import { DEMO_ADT_FACILITIES } from '../seed/events';
import { signSmsWebhook } from '../sms/signature';

// PGlite takes seconds to start on a small machine; the suites share one per file.
jest.setTimeout(60_000);

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';
export const TEST_SMS_WEBHOOK_SECRET = 'test-sms-webhook-secret-0123456789abcdef';
const runId = randomBytes(4).toString('hex');

export interface TestDb {
  db: Db;
  /** Opens another handle on the same database: the same PGlite, or a second pg pool. */
  another(): Promise<Db>;
  close(): Promise<void>;
}

/**
 * The database kinds a must-hold-everywhere test runs on, as [name, url]: PGlite always (url ''),
 * and PostgreSQL from DATABASE_URL or HEARTH_TEST_POSTGRES_URL (the test command sets the latter
 * when a local server answers).
 */
export function everyDatabaseKind(): [string, string][] {
  const postgres = process.env.DATABASE_URL || process.env.HEARTH_TEST_POSTGRES_URL;
  return [['PGlite', ''], ...(postgres ? [['PostgreSQL', postgres] as [string, string]] : [])];
}

/** A migrated, demo-seeded database for one test file: PGlite, or the PostgreSQL at `url`. */
export async function openTestDb(url = process.env.DATABASE_URL): Promise<TestDb> {
  const extra: Db[] = [];
  let db: Db;
  let cleanup: () => Promise<void>;
  let another: () => Promise<Db>;
  if (url) {
    const schema = `hearth_test_${runId}_${randomBytes(3).toString('hex')}`;
    db = await openPg({ connectionString: url, schema, max: 4 });
    another = async () => {
      const second = await openPg({ connectionString: url, schema, max: 2 });
      extra.push(second);
      return second;
    };
    cleanup = () => dropSchema(url, schema);
  } else {
    db = await openPglite();
    // Several apps on one PGlite handle: each closes its own wrapper, not the database.
    another = async () => db;
    cleanup = async () => undefined;
  }
  await migrate(db, await loadMigrations(migrationsDir));
  await seedDemo(db);
  return {
    db,
    another,
    async close() {
      for (const d of extra) await d.close();
      await db.close();
      await cleanup();
    },
  };
}

export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir: join(tmpdir(), `hearth-api-test-${runId}`),
    jwtSecret: TEST_SECRET,
    // The tests read texts and e-mails from the simulators and sign inbound texts like the provider.
    simulators: true,
    smsWebhookSecret: TEST_SMS_WEBHOOK_SECRET,
    // One channel per test file (files may share one PostgreSQL database), shared by its apps.
    liveChannel: `hearth_live_${runId}`,
    ...overrides,
  };
}

export function startTestApp(
  db: Db,
  options: Omit<Partial<AppOptions>, 'config'> & { config?: Partial<ApiConfig> } = {},
): Promise<FastifyInstance> {
  const { config, ...rest } = options;
  return buildApp({ db, config: testConfig(config), secret: TEST_SECRET, logStream: false, demoAdtFacilities: DEMO_ADT_FACILITIES, ...rest });
}

/**
 * Two API instances on one database, listening on free ports (sockets need a real server): the
 * same PGlite handle, or two pg pools with DATABASE_URL; `config` for both (e.g. their live fan-out).
 */
export async function listeningPair(t: TestDb, config: Partial<ApiConfig> = {}): Promise<[FastifyInstance, FastifyInstance]> {
  const a = await startTestApp(t.db, { config });
  const b = await startTestApp(await t.another(), { config });
  await a.listen({ port: 0, host: '127.0.0.1' });
  await b.listen({ port: 0, host: '127.0.0.1' });
  return [a, b];
}

/**
 * The same database, `see` shown each statement (in transactions too) and awaited before it runs:
 * tests count, delay or note statements through it.
 */
export function watchingStatements(db: Db, see: (sql: string, params?: readonly SqlParam[], options?: QueryOptions) => Promise<void> | void): Db {
  const wrap = (q: Queryable): Queryable => ({
    async query<Row>(sql: string, params?: readonly SqlParam[], options?: QueryOptions) {
      await see(sql, params, options);
      return q.query<Row>(sql, params, options);
    },
    async exec(sql: string) {
      await see(sql);
      return q.exec(sql);
    },
  });
  return {
    ...wrap(db),
    kind: db.kind,
    tx: (fn) => db.tx((q) => fn(wrap(q))),
    listen: (channel, fn) => db.listen(channel, fn),
    notify: (channel, payload) => db.notify(channel, payload),
    copyFrom: (table, columns, text) => db.copyFrom(table, columns, text),
    close: () => db.close(),
  };
}

/**
 * The same database, each statement started a little later: parallel requests then interleave
 * between their statements as they do on a busy server, so a check-then-record race shows.
 */
export const slowQueries = (db: Db, ms = 3): Db => watchingStatements(db, () => new Promise((resolve) => setTimeout(resolve, ms)));

/** The same database, counting the statements whose text matches `pattern`. */
export function countingStatements(db: Db, pattern: RegExp): { db: Db; count: () => number } {
  let n = 0;
  return {
    db: watchingStatements(db, (sql) => {
      if (pattern.test(sql)) n += 1;
    }),
    count: () => n,
  };
}

export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<TokenAnswer> {
  const res = await app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} answered ${res.statusCode}: ${res.body}`);
  return res.json() as TokenAnswer;
}

export const bearer = (token: string, orgId?: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  ...(orgId ? { 'x-organization-id': orgId } : {}),
});

export async function countRows(db: Db, table: string, where = 'true', params: string[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params);
  return Number(rows[0].n);
}

/** A text from a phone, posted to the inbound webhook and signed the way the SMS provider signs it. */
export function textFromPhone(app: FastifyInstance, from: string, body: string) {
  const payload = JSON.stringify({ from, body });
  return app.inject({
    method: 'POST',
    url: '/sms/inbound',
    headers: { 'content-type': 'application/json', ...signSmsWebhook(TEST_SMS_WEBHOOK_SECRET, payload) },
    payload,
  });
}

/** Probes until the answer is as wanted or `ms` passed; answers the last probe for the test to check. */
export async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}
