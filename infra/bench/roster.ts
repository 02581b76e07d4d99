/**
 * Roster benchmark: GET /roster pages (20 rows, an enrollment-status filter, a sort, varied search
 * terms and skips) under C concurrent clients against the real API process, on PostgreSQL and on
 * PGlite, with N generated patients (default 100,000) added to Riverside.
 *
 *   pnpm --filter @hearth/bench run roster [-- --db pglite,postgres --patients 100000 --clients 50 --seconds 20 --warmup 3 --no-statement-count]
 *
 * Per database: a scratch database → the API starts (migrations, demo seed) → stops → the repo's
 * generator adds the patients → the API starts again → dr.chen signs in → C clients each keep one
 * request in flight for warm-up + measured seconds. Latency is timed per request with
 * performance.now() from before the request to the last byte of the answer; only requests started
 * inside the measured window count. On PostgreSQL, `statementsPerRequest` counts the database
 * statements behind each request (see the README). Prints one JSON line per database on stdout.
 */
import pg from 'pg';
import { DEMO_ORGS, DEMO_PASSWORD } from '../api/src/demo/demo-accounts';
import { benchOptions, checkpoint, loadOptions, seedWithPatients, httpClient, load, log, login, meanRowsPerAnswer, measureLoaded, measureUnloaded, parseDbKinds, prng, scratchDb, startApi, unloadedPhase, type DbKind, runBench, benchArgs } from './lib';

const values = benchArgs({
  ...benchOptions({ db: 'postgres,pglite', port: '28787', dbName: 'hearth_bench' }),
  ...loadOptions({ unloadedSeconds: '5' }),
  'no-statement-count': { type: 'boolean', default: false },
});
const kinds = parseDbKinds(values.db);
const patients = Number(values.patients);
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const port = Number(values.port);

// What people type into the roster search: name prefixes, "last, first", "first last", the last 4
// digits of a phone, an MRN prefix of the generated set, a date of birth; and no search at all.
// Then the kinds search answers since the roster went to a million patients (kept apart in
// `byShape`): a part from inside a name, the last 7 digits of a phone, the end of an MRN, and a
// name nobody has.
const SEARCHES = [
  '', '', '', 'smi', 'garcia', 'ng', 'jo', 'johnson, m', 'mary smith', 'wil', "o'b", 'müll', 'de la', 'pat', 'kim',
  '0123', '4567', 'B7-1001', 'B7-12', '03/14/1962', 'sa', 'rob', 'chen', 'lopez, j',
];
const NEW_SEARCHES = ['', 'ndez', 'ill', 'arti', 'son, a', 'ann lee', '5551797', '-11797', 'zzqxwv'];
const INFIX = new Set(['ndez', 'ill', 'arti', 'son, a', 'ann lee', 'zzqxwv']);
const STATUSES = ['approved', 'not_enrolled', 'sent,initiated', 'waiting_for_approval', 'approved,sent', 'opted_out'];
const SORTS = ['lastName', 'lastContactAt'];

/** Which kind of search a term is, for the per-shape breakdown. */
function searchKind(search: string): string {
  if (!search) return 'none';
  if (INFIX.has(search)) return 'infix';
  if (search === '-11797') return 'mrn';
  if (/^\d{2}\/\d{2}\/\d{4}$/.test(search)) return 'dob';
  if (/^\d+$/.test(search)) return 'phone';
  if (/^B7-/.test(search)) return 'mrn';
  return 'name';
}

function pagePath(random: () => number): { path: string; shape: string } {
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  // One request in four draws from the new kinds.
  const search = pick(random() < 0.25 ? NEW_SEARCHES : SEARCHES);
  // Without a search, anywhere in the first 50 pages; with one, the first 5.
  const skip = 20 * Math.floor(random() * (search ? 5 : 50));
  const q = new URLSearchParams({
    enrollmentStatus: pick(STATUSES),
    sortKey: pick(SORTS),
    sortDirection: random() < 0.5 ? 'ASC' : 'DESC',
    skip: String(skip),
    take: '20',
  });
  if (search) q.set('search', search);
  return { path: `/roster?${q}`, shape: `${searchKind(search)}/${q.get('sortKey')}` };
}

async function benchOne(kind: DbKind) {
  log(`${kind}: scratch database, load ${load()}`);
  const db = await scratchDb(kind, { pgServer: values['pg-server'], name: values['db-name'], keep: values.keep, reuse: values.reuse });
  let api: Awaited<ReturnType<typeof startApi>> | null = null;
  try {
    const generateSeconds = db.fresh ? await seedWithPatients(db, { port, logLevel: values['log-level'], count: patients }) : 0;
    log(`${kind}: generated in ${generateSeconds.toFixed(1)} s; starting the API`);
    api = await startApi(db, { port, logLevel: values['log-level'] });
    const client = httpClient(api.base, clients);
    const session = await login(client, 'dr.chen', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${session.accessToken}`, 'x-organization-id': DEMO_ORGS.riverside.id };

    // Every shape answers 200 before the clock starts, and the org holds the patients.
    const check = await client.get('/roster?take=1', headers);
    if (check.status !== 200) throw new Error(`GET /roster answered ${check.status}: ${check.body}`);
    const totalInOrg = (JSON.parse(check.body) as { totalRecords: number }).totalRecords;
    const probe = prng(1);
    for (let i = 0; i < 40; i++) {
      const { path } = pagePath(probe);
      const a = await client.get(path, headers);
      if (a.status !== 200) throw new Error(`${path} answered ${a.status}: ${a.body}`);
    }
    await checkpoint(db);

    // Database statements per request (PostgreSQL): each statement the API sends outside a
    // transaction commits one, so the unloaded phase's committed transactions ÷ its requests.
    // Backends report their counts when idle for 10 s, hence the pauses; the API's own background
    // work is measured over an idle interval first and taken off.
    const pgUrl = db.env.DATABASE_URL;
    const committed = async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      try {
        const { rows } = await c.query<{ n: string }>('select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()');
        return { n: Number(rows[0].n), at: performance.now() };
      } finally {
        await c.end();
      }
    };
    const countStatements = !!pgUrl && !values['no-statement-count'];
    const settle = () => new Promise((r) => setTimeout(r, 11_000));
    let idle = { n: 0, at: 0 };
    let before = { n: 0, at: 0 };
    if (countStatements) {
      await settle();
      idle = await committed();
      await settle();
      before = await committed();
    }

    // One client, one request at a time: what each page costs without queueing behind 49 others.
    const mix = { client, headers, pick: pagePath };
    const single = await measureUnloaded({ ...mix, unloaded: unloadedPhase(values) });

    let statementsPerRequest: number | null = null;
    if (countStatements) {
      await settle();
      const after = await committed();
      const idlePerMs = (before.n - idle.n - 1) / (before.at - idle.at);
      statementsPerRequest = Math.round(((after.n - before.n - 1 - idlePerMs * (after.at - before.at)) / single.requests) * 100) / 100;
    }

    const rows = await meanRowsPerAnswer(mix);
    const loaded = await measureLoaded({ ...mix, clients, warmupSeconds: warmup, seconds, apiPid: api.child.pid!, pgUrl });
    client.close();
    return {
      database: kind,
      patientsInOrg: totalInOrg,
      generateSeconds: Math.round(generateSeconds * 10) / 10,
      ...loaded,
      meanRowsPerAnswer: rows,
      statementsPerRequest,
      unloaded: single.unloaded,
      at: new Date().toISOString(),
    };
  } finally {
    await api?.stop();
    await db.drop();
  }
}

async function main(): Promise<void> {
  for (const kind of kinds) {
    const result = await benchOne(kind);
    console.log(JSON.stringify(result));
  }
}

runBench(main);
