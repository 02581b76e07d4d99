/**
 * What both benchmarks share: a scratch database (a fresh PostgreSQL database, or a fresh PGlite
 * data directory under .data/bench), the real API started as its own process on it (the same
 * `src/main.ts` the stack runs), sign-in, a keep-alive HTTP client, and percentiles.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import zlib from 'node:zlib';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Pool, type Dispatcher } from 'undici';
import { healthCalls } from '@hearth/shared-kernel/api';
import { signSmsWebhook } from '../api/src/channels/sms/signature';
import { prng } from '../api/src/demo/patient-generator';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiDir = join(repoRoot, 'infra', 'api');
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');

export type DbKind = 'pglite' | 'postgres';

export function parseDbKinds(list: string): DbKind[] {
  const kinds = list.split(',').map((s) => s.trim()).filter(Boolean);
  for (const k of kinds) if (k !== 'pglite' && k !== 'postgres') throw new Error(`--db takes pglite and/or postgres, not ${k}`);
  return kinds as DbKind[];
}

export const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
export const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

// ------------------------------------------------------------------ scratch databases

export interface ScratchDb {
  kind: DbKind;
  /** Environment the API process (and the patient generator) needs to use this database. */
  env: Record<string, string>;
  /** False when `--reuse` found the database kept by an earlier run: it is seeded and generated already. */
  fresh: boolean;
  drop(): Promise<void>;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * PostgreSQL: `<server>/<name>` dropped and created afresh (dropped again by `drop`).
 * PGlite: `<repo>/.data/bench/<name>`, removed first and by `drop`.
 * With `reuse`, a database an earlier `--keep` run left is used as it is, and kept again.
 */
export async function scratchDb(kind: DbKind, o: { pgServer: string; name: string; keep: boolean; reuse?: boolean }): Promise<ScratchDb> {
  const keep = o.keep || Boolean(o.reuse);
  if (kind === 'postgres') {
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: `${o.pgServer.replace(/\/$/, '')}/postgres` });
      await client.connect();
      try {
        return (await client.query(sql)).rowCount;
      } finally {
        await client.end();
      }
    };
    const kept = Boolean(o.reuse) && (await admin(`select 1 from pg_database where datname = '${o.name.replace(/'/g, "''")}'`)) === 1;
    if (!kept) {
      await admin(`drop database if exists ${quoteIdent(o.name)} with (force)`);
      await admin(`create database ${quoteIdent(o.name)}`);
    }
    return {
      kind,
      env: { DATABASE_URL: `${o.pgServer.replace(/\/$/, '')}/${o.name}`, HEARTH_SEED_DEMO: '1' },
      fresh: !kept,
      drop: async () => {
        if (!keep) await admin(`drop database if exists ${quoteIdent(o.name)} with (force)`);
      },
    };
  }
  const dir = join(repoRoot, '.data', 'bench', o.name);
  const kept = Boolean(o.reuse) && existsSync(dir) && readdirSync(dir).length > 0;
  if (!kept) {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
  }
  return {
    kind,
    env: { HEARTH_DATA_DIR: dir },
    fresh: !kept,
    drop: async () => {
      if (!keep) await rm(dir, { recursive: true, force: true });
    },
  };
}

// ------------------------------------------------------------------ the API process

export interface ApiProcess {
  base: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Environment of the API and of the repo's scripts: the scratch database and nothing inherited that names another. */
function apiEnv(db: ScratchDb, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['DATABASE_URL', 'HEARTH_DATA_DIR', 'HEARTH_SEED_DEMO', 'PORT', 'HOST', 'NODE_ENV', 'HEARTH_DEMO', 'HEARTH_SIMULATORS', 'HEARTH_SMS_WEBHOOK_SECRET']) delete env[k];
  return { ...env, ...db.env, ...extra };
}

// One signing secret per benchmark run, so tokens stay valid across API restarts; the same for
// the SMS webhook, whose texts the benchmark signs as the provider would.
const jwtSecret = randomBytes(32).toString('hex');
const smsWebhookSecret = randomBytes(32).toString('hex');

function runChild(name: string, args: string[], env: NodeJS.ProcessEnv, cwd = apiDir): ChildProcess {
  const child = spawn(tsx, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const forward = (d: Buffer) => process.stderr.write(d.toString().replace(/^(?=.)/gm, `[${name}] `));
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) resolveExit(child.exitCode);
    else child.once('exit', (code) => resolveExit(code));
  });

/**
 * Starts `infra/api/src/main.ts` (migrations, demo seed on an empty database, listen) and waits for
 * /ready; `checkout` runs another checkout's API instead (a before/after comparison).
 */
export async function startApi(db: ScratchDb, o: { port: number; logLevel: string; env?: Record<string, string>; checkout?: string }): Promise<ApiProcess> {
  // BENCH_API_CPU_PROF=<dir>: each API writes a V8 CPU profile there when it stops (node refuses --cpu-prof in NODE_OPTIONS).
  const profile = process.env.BENCH_API_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_API_CPU_PROF] : [];
  const child = runChild(o.checkout ? 'api:compared' : 'api', [...profile, 'src/main.ts'], apiEnv(db, {
    PORT: String(o.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: o.logLevel,
    HEARTH_JWT_SECRET: jwtSecret,
    // Texts go to the SMS simulator, where the message benchmark looks for them.
    HEARTH_SIMULATORS: '1',
    HEARTH_SMS_WEBHOOK_SECRET: smsWebhookSecret,
    HEARTH_LIVE_CHANNEL: `hearth_bench_${process.pid}`,
    // Long enough that no socket is closed for an expired token during a run.
    ACCESS_TTL: '2h',
    // Off the stack's MLLP port unless a benchmark asks for one of its own.
    HEARTH_MLLP_PORT: 'off',
    // Several benchmark instances run side by side: none takes the metrics port.
    HEARTH_METRICS_PORT: 'off',
    ...o.env,
  }), o.checkout ? join(resolve(o.checkout), 'infra', 'api') : apiDir);
  const base = `http://127.0.0.1:${o.port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${base}/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the API was not ready within 300 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    port: o.port,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}

/** The repo's patient generator (`src/demo/generate-patients.ts`) on the scratch database; answers seconds. */
async function generatePatients(db: ScratchDb, o: { count: number; org: string; seed: number }): Promise<number> {
  const started = performance.now();
  const child = runChild('generate', ['src/demo/generate-patients.ts', '--count', String(o.count), '--org', o.org, '--seed', String(o.seed)], apiEnv(db, {}));
  const code = await exited(child);
  if (code !== 0) throw new Error(`generate-patients exited with ${code}`);
  return (performance.now() - started) / 1000;
}

/** A fresh database seeded (the API's first start) and given `count` generated Riverside patients; the generator's seconds. */
export async function seedWithPatients(db: ScratchDb, o: { port: number; logLevel: string; env?: Record<string, string>; count: number }): Promise<number> {
  const first = await startApi(db, o);
  await first.stop();
  if (o.count <= 0) return 0;
  log(`${db.kind}: demo seeded; generating ${o.count} patients`);
  return generatePatients(db, { count: o.count, org: 'riverside', seed: 7 });
}

// ------------------------------------------------------------------ HTTP

export interface Answer {
  status: number;
  /** The body as text; '' when read with `discard`. */
  body: string;
  bytes: number;
}

const decoded = (body: Buffer, encoding: string | undefined): Buffer =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

/**
 * A keep-alive client on undici's Pool: a request costs the load generator about half the CPU
 * node:http's did (and node:http a fraction of fetch's), CPU it shares with the API and PostgreSQL.
 */
export function httpClient(base: string, maxSockets: number) {
  const pool = new Pool(base, { connections: maxSockets });
  async function request(method: Dispatcher.HttpMethod, path: string, headers: Record<string, string> = {}, body?: unknown, discard = false): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const res = await pool.request({
      method,
      path,
      // As a browser asks: large answers then come compressed, and are decoded here.
      headers: {
        'accept-encoding': 'gzip, deflate, br',
        ...headers,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload,
    });
    const chunks: Buffer[] = [];
    let bytes = 0;
    for await (const c of res.body as AsyncIterable<Buffer>) {
      bytes += c.length;
      if (!discard) chunks.push(c);
    }
    const encoding = res.headers['content-encoding'];
    let text: string | undefined;
    // Decoded when first read, after the caller has taken the time: a browser decodes on its own
    // machine, so a request's latency ends with its last byte.
    return {
      status: res.statusCode,
      bytes,
      get body() {
        return (text ??= discard ? '' : decoded(Buffer.concat(chunks), typeof encoding === 'string' ? encoding : undefined).toString('utf8'));
      },
    };
  }
  return {
    get: (path: string, headers?: Record<string, string>) => request('GET', path, headers),
    /**
     * Reads the whole answer but keeps only its size: a browser decodes its answers on its own
     * machine, and decoding megabytes here would take CPU from the API on the one it shares.
     */
    getDiscarding: (path: string, headers?: Record<string, string>) => request('GET', path, headers, undefined, true),
    post: (path: string, body: unknown, headers?: Record<string, string>) => request('POST', path, headers, body),
    /** A write in a read mix: the answer is read, as under load, not kept. */
    putDiscarding: (path: string, body: unknown, headers?: Record<string, string>) => request('PUT', path, headers, body, true),
    close: () => void pool.destroy(),
  };
}
export type HttpClient = ReturnType<typeof httpClient>;

/** Numbers of the organisation's patients that belong to one patient only (not opted out), so each text lands there. */
export async function singlePatientPhones(db: ScratchDb, orgId: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: db.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ phone: string }>(
      `select p.sms_phone as phone from patients p
        where p.org_id = $1 and p.sms_phone is not null and p.enrollment_status <> 'opted_out'
          and (select count(*) from patients q where q.sms_phone = p.sms_phone) = 1
        order by p.id limit $2`,
      [orgId, count],
    );
    return rows.map((r) => r.phone);
  } finally {
    await client.end();
  }
}

/** A patient's text, posted to the inbound webhook and signed as the SMS provider signs it (the client serialises the same object the same way). */
export function textFromPhone(client: HttpClient, phone: string, body: string): Promise<Answer> {
  const text = { from: phone, body };
  return client.post('/sms/inbound', text, signSmsWebhook(smsWebhookSecret, JSON.stringify(text)));
}

export interface Session {
  username: string;
  accessToken: string;
  professionalId: string;
}

export async function login(client: HttpClient, username: string, password: string): Promise<Session> {
  const answer = await client.post('/auth/login', { username, password });
  if (answer.status !== 200) throw new Error(`login ${username}: ${answer.status} ${answer.body}`);
  const { access_token } = JSON.parse(answer.body) as { access_token: string };
  const claims = JSON.parse(Buffer.from(access_token.split('.')[1], 'base64url').toString('utf8')) as { professionalId: string };
  return { username, accessToken: access_token, professionalId: claims.professionalId };
}

/** Posts one file as multipart over a plain socket, written in 64 KiB pieces as a browser streams it. */
export function postMultipart(
  base: string,
  path: string,
  headers: Record<string, string>,
  file: { name: string; type: string; content: Buffer },
): Promise<{ status: number; body: string }> {
  const boundary = '----hearth-bench';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method: 'POST', path, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    for (let i = 0; i < body.length; i += 65_536) req.write(body.subarray(i, i + 65_536));
    req.end();
  });
}

// ------------------------------------------------------------------ figures

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 10) / 10;
  return {
    n: sorted.length,
    p50ms: r(percentile(sorted, 50)),
    p99ms: r(percentile(sorted, 99)),
    maxMs: r(sorted[sorted.length - 1] ?? NaN),
  };
}

/** The patient generator's seeded PRNG, so every run asks for the same pages. */
export { prng } from '../api/src/demo/patient-generator';

/** The command line, without the `--` that `pnpm run x -- …` passes through. */
/** Runs a benchmark's main; a failure prints its error and exits 1, so a script or CI sees it. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** A benchmark's `--name value` options with their defaults, read from its arguments. */
export const benchArgs = <O extends NonNullable<ParseArgsConfig['options']>>(options: O) => parseArgs({ args: cliArgs(), options }).values;

export const cliArgs = () => process.argv.slice(2).filter((a) => a !== '--');

/** The options every bench takes: which databases, where the API listens, the scratch database, logging. */
export function benchOptions(defaults: { db: string; port: string; dbName: string }) {
  return {
    db: { type: 'string', default: defaults.db },
    port: { type: 'string', default: defaults.port },
    'pg-server': { type: 'string', default: process.env.BENCH_PG_SERVER ?? 'postgresql://postgres@127.0.0.1:5432' },
    'db-name': { type: 'string', default: defaults.dbName },
    'log-level': { type: 'string', default: 'warn' },
    keep: { type: 'boolean', default: false },
    /** Use the database a `--keep` run left, skipping the seeding and generation. */
    reuse: { type: 'boolean', default: false },
  } as const;
}

/** The options of a load run: generated patients, concurrent clients, measured and warm-up seconds, the one-at-a-time phase. */
export function loadOptions(defaults: { unloadedSeconds: string }) {
  return {
    patients: { type: 'string', default: '100000' },
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    'unloaded-seconds': { type: 'string', default: defaults.unloadedSeconds },
    /** Past its seconds, the one-at-a-time phase goes on until every shape has this many requests: a p99 needs 100. */
    'unloaded-min-per-shape': { type: 'string', default: '100' },
    /** …but stops at this many seconds in all. */
    'unloaded-max-seconds': { type: 'string', default: '180' },
  } as const;
}

/** The one-at-a-time phase's bounds, from loadOptions' values. */
export interface UnloadedPhase {
  seconds: number;
  minPerShape: number;
  maxSeconds: number;
}

export const unloadedPhase = (values: { 'unloaded-seconds': string; 'unloaded-min-per-shape': string; 'unloaded-max-seconds': string }): UnloadedPhase => ({
  seconds: Number(values['unloaded-seconds']),
  minPerShape: Number(values['unloaded-min-per-shape']),
  maxSeconds: Number(values['unloaded-max-seconds']),
});

/**
 * Whether the one-at-a-time phase started at `started` (performance.now()) goes on: for its
 * seconds, then while a shape seen has fewer than minPerShape requests, up to maxSeconds. A phase
 * of 0 seconds does not run.
 */
function unloadedGoesOn(phase: UnloadedPhase, started: number, byShape: Map<string, readonly unknown[]>): boolean {
  const elapsed = (performance.now() - started) / 1000;
  if (phase.seconds <= 0 || elapsed >= phase.maxSeconds) return false;
  if (elapsed < phase.seconds) return true;
  for (const requests of byShape.values()) if (requests.length < phase.minPerShape) return true;
  return false;
}

/** CPU seconds (user + system) used so far by a process and its descendants (Linux /proc; NaN elsewhere). */
export function treeCpuSeconds(pid: number): number {
  try {
    const ticks = (p: number): number => {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      let sum = Number(fields[11]) + Number(fields[12]);
      for (const task of readdirSync(`/proc/${p}/task`)) {
        for (const child of readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) sum += ticks(Number(child));
      }
      return sum;
    };
    return ticks(pid) / 100;
  } catch {
    return NaN;
  }
}

/**
 * PostgreSQL: a CHECKPOINT, so that the measured part does not share the disk with writing out the
 * set-up's (or an earlier run's) dirty buffers. Needs a superuser or pg_checkpoint; skipped without.
 */
export async function checkpoint(db: ScratchDb): Promise<void> {
  if (db.kind !== 'postgres') return;
  const client = new pg.Client({ connectionString: db.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('checkpoint');
  } catch (error) {
    log(`no checkpoint before the measurement: ${(error as Error).message}`);
  } finally {
    await client.end();
  }
}

/** CPU seconds used so far by the PostgreSQL backends serving a database (other than this query's own). */
export async function backendCpuSeconds(connectionString: string): Promise<number> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return rows.reduce((sum, r) => sum + treeCpuSeconds(r.pid), 0);
  } finally {
    await client.end();
  }
}

/** The repo's conversation and task generator (`src/demo/generate-conversations.ts`) on the scratch database; answers seconds. */
export async function generateConversations(db: ScratchDb, o: { messages: number; tasks: number; org: string; seed: number }): Promise<number> {
  const started = performance.now();
  const args = ['src/demo/generate-conversations.ts', '--messages', String(o.messages), '--tasks', String(o.tasks), '--org', o.org, '--seed', String(o.seed)];
  const code = await exited(runChild('generate', args, apiEnv(db, {})));
  if (code !== 0) throw new Error(`generate-conversations exited with ${code}`);
  return (performance.now() - started) / 1000;
}

// ------------------------------------------------------------------ a measured run

export interface Request {
  path: string;
  /** The request's kind, for the per-shape figures. */
  shape: string;
  /** A PUT of this body instead of a GET (a write in the mix). */
  put?: unknown;
}

export interface LoadOptions {
  client: HttpClient;
  headers: Record<string, string>;
  /** The next request of a seeded mix. */
  pick: (random: () => number) => Request;
  clients: number;
  warmupSeconds: number;
  seconds: number;
  unloaded: UnloadedPhase;
  /** The API process (its CPU) and, on PostgreSQL, the database URL (its backends' CPU). */
  apiPid: number;
  pgUrl?: string;
}

/** The ten slowest requests seen, named: what a shape's p99 is made of. */
function slowestRequests() {
  const list: { path: string; ms: number }[] = [];
  return {
    list,
    see(path: string, ms: number) {
      list.push({ path, ms: Math.round(ms * 10) / 10 });
      list.sort((x, y) => y.ms - x.ms).splice(10);
    },
  };
}

/** Mix requests per probe of the machine's floor in the one-at-a-time phase. */
const FLOOR_EVERY = 10;

/**
 * The machine's own tail, beside the one-at-a-time phase: after every FLOOR_EVERY-th request of the
 * mix, one `GET /health` (no database, the API's smallest answer), timed the same way. No shape's
 * p99 can be read below this floor's: it is what the processes' wake-ups on a shared machine cost.
 */
function machineFloor(client: HttpClient) {
  const samples: number[] = [];
  let requests = 0;
  return {
    async probe(): Promise<void> {
      if (++requests % FLOOR_EVERY) return;
      const start = performance.now();
      const a = await client.get(healthCalls.health.path);
      if (a.status !== 200) throw new Error(`${healthCalls.health.path} answered ${a.status}`);
      samples.push(performance.now() - start);
    },
    summary: () => summary(samples),
  };
}

/** Each shape's figures, by shape name. */
const bySummary = (m: Map<string, number[]>) => Object.fromEntries([...m.entries()].sort().map(([k, v]) => [k, summary(v)]));
const push = (m: Map<string, number[]>, k: string, v: number) => {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
};

/** The one-at-a-time phase's seed: `meanRowsPerAnswer` replays the same requests. */
const UNLOADED_SEED = 99;

/**
 * One client, one request at a time (the `unloaded` phase): what each shape costs without
 * queueing. Answers are read to their last byte but not decoded, as under load: decoding and
 * parsing them here took the load generator 0.6 of a core between requests, and its allocations
 * and collector threads doubled the phase's p99 on a two-core machine (see the README).
 */
export async function measureUnloaded(o: Pick<LoadOptions, 'client' | 'headers' | 'pick' | 'unloaded'>) {
  const unloaded: number[] = [];
  const unloadedByShape = new Map<string, number[]>();
  const slowest = slowestRequests();
  const floor = machineFloor(o.client);
  const single = prng(UNLOADED_SEED);
  const started = performance.now();
  while (unloadedGoesOn(o.unloaded, started, unloadedByShape)) {
    const { path, shape, put } = o.pick(single);
    const start = performance.now();
    const a = put === undefined ? await o.client.getDiscarding(path, o.headers) : await o.client.putDiscarding(path, put, o.headers);
    const ms = performance.now() - start;
    if (a.status !== 200) throw new Error(`${path} answered ${a.status}`);
    unloaded.push(ms);
    push(unloadedByShape, shape, ms);
    slowest.see(path, ms);
    await floor.probe();
  }
  return {
    requests: unloaded.length,
    unloaded: { seconds: Math.round((performance.now() - started) / 100) / 10, ...summary(unloaded), floor: floor.summary(), slowest: slowest.list, byShape: bySummary(unloadedByShape) },
  };
}

/**
 * Rows per answer of the mix: the one-at-a-time phase's first `answers` reads replayed after it,
 * untimed, decoded and parsed (its writes are skipped; a mix of writes alone has no rows to count).
 */
export async function meanRowsPerAnswer(o: Pick<LoadOptions, 'client' | 'headers' | 'pick'>, answers = 1000): Promise<number> {
  const replay = prng(UNLOADED_SEED);
  let rows = 0;
  let read = 0;
  for (let picked = 0; read < answers && picked < answers * 10; picked++) {
    const { path, put } = o.pick(replay);
    if (put !== undefined) continue;
    const a = await o.client.get(path, o.headers);
    if (a.status !== 200) throw new Error(`${path} answered ${a.status}: ${a.body.slice(0, 200)}`);
    const body = JSON.parse(a.body) as { results?: unknown[] } | unknown[];
    rows += Array.isArray(body) ? body.length : (body.results?.length ?? 0);
    read++;
  }
  return read ? Math.round((rows / read) * 10) / 10 : 0;
}

/**
 * `clients` clients each keeping one request in flight for warm-up + `seconds`; only requests
 * started inside the measured window count, with the CPU each process used meanwhile.
 */
export async function measureLoaded(o: Omit<LoadOptions, 'unloaded'>) {
  const loadBefore = load();
  const latencies: number[] = [];
  const byShape = new Map<string, number[]>();
  const statuses = new Map<number, number>();
  let bytesRead = 0;
  const measureFrom = performance.now() + o.warmupSeconds * 1000;
  const measureTo = measureFrom + o.seconds * 1000;
  let lastFinish = measureFrom;
  let cpuAtStart = { api: NaN, bench: NaN, postgres: NaN };
  const cpuTimer = setTimeout(async () => {
    const own = process.cpuUsage();
    cpuAtStart = { api: treeCpuSeconds(o.apiPid), bench: own.user / 1e6 + own.system / 1e6, postgres: NaN };
    if (o.pgUrl) cpuAtStart.postgres = await backendCpuSeconds(o.pgUrl);
  }, o.warmupSeconds * 1000);
  await Promise.all(
    Array.from({ length: o.clients }, async (_, c) => {
      const random = prng(1000 + c);
      for (;;) {
        const start = performance.now();
        if (start >= measureTo) return;
        const { path, shape, put } = o.pick(random);
        const answer = put === undefined ? await o.client.getDiscarding(path, o.headers) : await o.client.putDiscarding(path, put, o.headers);
        const end = performance.now();
        if (start < measureFrom) continue;
        latencies.push(end - start);
        push(byShape, shape, end - start);
        lastFinish = Math.max(lastFinish, end);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        bytesRead += answer.bytes;
      }
    }),
  );
  clearTimeout(cpuTimer);
  const elapsed = (lastFinish - measureFrom) / 1000;
  const own = process.cpuUsage();
  const postgresCpu = o.pgUrl ? await backendCpuSeconds(o.pgUrl) : NaN;
  const cores = (n: number) => Math.round((n / elapsed) * 100) / 100;
  const ok = statuses.get(200) ?? 0;
  const apiCpu = treeCpuSeconds(o.apiPid) - cpuAtStart.api;
  const pgCpu = postgresCpu - cpuAtStart.postgres;
  // Milliseconds of CPU per request: figures that compare across machines and loads, unlike req/s.
  const perRequest = (cpuSeconds: number) => Math.round(((cpuSeconds * 1000) / Math.max(1, latencies.length)) * 100) / 100;
  return {
    clients: o.clients,
    warmupSeconds: o.warmupSeconds,
    measuredSeconds: Math.round(elapsed * 10) / 10,
    requests: latencies.length,
    non200: latencies.length - ok,
    statuses: Object.fromEntries(statuses),
    meanKilobytesPerAnswer: latencies.length ? Math.round(bytesRead / latencies.length / 100) / 10 : 0,
    ...summary(latencies),
    rps: Math.round((latencies.length / elapsed) * 10) / 10,
    byShape: bySummary(byShape),
    // Share of one core used during the measured window, by PostgreSQL's backends, the API process and this load generator.
    cpu: {
      ...(o.pgUrl ? { postgresBackendCores: cores(pgCpu) } : {}),
      apiCores: cores(apiCpu),
      loadGeneratorCores: cores(own.user / 1e6 + own.system / 1e6 - cpuAtStart.bench),
    },
    cpuMsPerRequest: {
      api: perRequest(apiCpu),
      ...(o.pgUrl ? { postgres: perRequest(pgCpu), total: perRequest(apiCpu + pgCpu) } : { total: perRequest(apiCpu) }),
    },
    loadBefore,
    loadAfter: load(),
  };
}

/** The unloaded phase, its rows per answer, then the load: the figures the lists benchmark prints (the roster counts its statements after the first). */
export async function measureLoad(o: LoadOptions) {
  const { unloaded } = await measureUnloaded(o);
  const rows = await meanRowsPerAnswer(o);
  const loaded = await measureLoaded(o);
  return { ...loaded, meanRowsPerAnswer: rows, unloaded };
}
