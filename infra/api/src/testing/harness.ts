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
import { loadConfig, type ApiConfig } from '../platform/config/config';
import { loadMigrations, migrate } from '../platform/db/migrate';
import { dropSchema, openPg } from '../platform/db/pg';
import { openPglite } from '../platform/db/pglite';
import type { Db, Queryable, QueryOptions, SqlParam } from '../platform/db/types';
import { migrationsDir } from '../platform/config/paths';
import { DEMO_ORGS, DEMO_PASSWORD } from '../demo/demo-accounts';
import { seedDemo } from '../demo/demo';
import { DEMO_ADT_FACILITIES, DEMO_ADT_FACILITY_NAMES } from '../demo/events';
import { signSmsWebhook } from '../channels/sms/signature';

export { until } from './until';

// PGlite takes seconds to start on a small machine; the suites share one per file.
jest.setTimeout(60_000);

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';
export const TEST_SMS_WEBHOOK_SECRET = 'test-sms-webhook-secret-0123456789abcdef';
export const TEST_ENCRYPTION_KEY = 'test-encryption-key-test-encryption-key-0123';
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
    encryptionKey: TEST_ENCRYPTION_KEY,
    // The tests read texts and e-mails from the simulators and sign inbound texts like the provider.
    simulators: true,
    smsWebhookSecret: TEST_SMS_WEBHOOK_SECRET,
    // One channel per test file (files may share one PostgreSQL database), shared by its apps.
    liveChannel: `hearth_live_${runId}`,
    ...overrides,
  };
}

/** What a test app is built with, besides its database: app options, the config partly. */
export type TestAppOptions = Omit<Partial<AppOptions>, 'config'> & { config?: Partial<ApiConfig> };

export function startTestApp(db: Db, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const { config, ...rest } = options;
  return buildApp({ db, config: testConfig(config), secret: TEST_SECRET, logStream: false, demoAdtFacilities: DEMO_ADT_FACILITIES, demoAdtFacilityNames: DEMO_ADT_FACILITY_NAMES, ...rest });
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

/** As watchingStatements, with a transaction's begin and commit shown too: each is a round trip (the cost tests count them). */
export function watchingRoundTrips(db: Db, see: (sql: string) => void): Db {
  const watched = watchingStatements(db, see);
  return {
    ...watched,
    tx: async (fn) => {
      see('begin');
      const done = await watched.tx(fn);
      see('commit');
      return done;
    },
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

/** The demo organisations' ids, the fixtures most suites scope their calls with. */
export const ORGS: Readonly<Record<keyof typeof DEMO_ORGS, string>> = {
  riverside: DEMO_ORGS.riverside.id,
  lakeside: DEMO_ORGS.lakeside.id,
};

export interface TestSuiteOptions extends TestAppOptions {
  /** The database, as openTestDb takes it: a PostgreSQL url, '' for PGlite, or by default DATABASE_URL. */
  url?: string;
  /**
   * Runs on the fresh database before the app starts: seeds it, or answers the app options that
   * need it (a wrapped `db`, a provider on it).
   */
  prepare?: (t: TestDb) => Promise<TestAppOptions | void> | TestAppOptions | void;
  /** Demo accounts signed in once the app is up; `token(username)` answers their tokens. */
  logins?: readonly string[];
  /** Listen on a free local port (live sockets need a real server). */
  listen?: boolean;
}

/** What `useTestApp` answers; every part is there from the suite's beforeAll on. */
export interface TestSuite {
  readonly t: TestDb;
  /** The suite's database (`t.db`). */
  readonly db: Db;
  readonly app: FastifyInstance;
  /** The tokens of a username in `logins`: a view that reads them once the suite has signed in. */
  token(username: string): TokenAnswer;
}

/**
 * The usual suite: a fresh database and an app on it for the enclosing describe block (or the
 * file), opened in beforeAll and closed in afterAll, with the `logins` signed in.
 */
export function useTestApp(options: TestSuiteOptions = {}): TestSuite {
  const { url, prepare, logins = [], listen = false, ...appOptions } = options;
  let t: TestDb | undefined;
  let app: FastifyInstance | undefined;
  const tokens = new Map<string, TokenAnswer>();
  // Read at module level, a part would be undefined; say so instead of failing further on.
  const early = (what: string) => new Error(`useTestApp: ${what} read before the suite's beforeAll ran (read it in a test or a hook)`);
  const checkLogin = (username: string) => {
    if (!logins.includes(username)) throw new Error(`useTestApp: ${username} is not in the suite's logins`);
  };

  beforeAll(async () => {
    t = await openTestDb(url);
    const prepared = (await prepare?.(t)) ?? {};
    const started = await startTestApp(t.db, { ...appOptions, ...prepared });
    app = started;
    if (listen) await started.listen({ port: 0, host: '127.0.0.1' });
    const answers = await Promise.all(logins.map((username) => login(started, username)));
    logins.forEach((username, i) => tokens.set(username, answers[i]));
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const answerOf = (username: string): TokenAnswer => {
    checkLogin(username);
    const answer = tokens.get(username);
    if (!answer) throw early(`the tokens of ${username} were`);
    return answer;
  };
  return {
    get t() {
      if (!t) throw early('the test database was');
      return t;
    },
    get db() {
      if (!t) throw early('the test database was');
      return t.db;
    },
    get app() {
      if (!app) throw early('the app was');
      return app;
    },
    token(username) {
      // A name missing from the logins fails where it is asked for, not in some later test.
      checkLogin(username);
      return {
        get access_token() {
          return answerOf(username).access_token;
        },
        get refresh_token() {
          return answerOf(username).refresh_token;
        },
        get id_token() {
          return answerOf(username).id_token;
        },
        get expires_in() {
          return answerOf(username).expires_in;
        },
      };
    },
  };
}
