/**
 * Conversation list and task list benchmark: GET /CommunicationRequest pages (20 rows; active or
 * closed; sorted by needs_response, created_at or last activity, either way; some filtered to
 * those awaiting a reply or to system conversations; some searched; first pages, skips, and keyset
 * `after` / `before` cursors) and the task lists (mine and the organisation's: open + finished in
 * the last 8 days) under C concurrent clients against the real API process, with N generated
 * patients, M messages (in about M/5 conversations) and T tasks added to Riverside.
 *
 *   pnpm --filter @hearth/bench run lists [-- --db postgres --patients 100000 --messages 1000000 --tasks 100000 --clients 50 --seconds 20]
 *
 * Per database: a scratch database → the API starts (migrations, demo seed) → stops → the repo's
 * generators add the patients, then the conversations, messages and tasks → the API starts again
 * → dr.chen signs in → cursors are collected by walking pages → one request at a time (per-shape
 * figures) → C clients each keep one request in flight for warm-up + measured seconds. Prints one
 * JSON line per database on stdout, in the roster benchmark's format.
 */
import { DEMO_ORGS, DEMO_PASSWORD } from '../api/src/demo/demo-accounts';
import { benchOptions, checkpoint, loadOptions, generateConversations, httpClient, load, log, login, measureLoad, measureLoaded, parseDbKinds, prng, scratchDb, seedWithPatients, startApi, unloadedPhase, type ApiProcess, type DbKind, type HttpClient, type Request, runBench, benchArgs } from './lib';

const values = benchArgs({
  ...benchOptions({ db: 'postgres', port: '28791', dbName: 'hearth_bench_lists' }),
  ...loadOptions({ unloadedSeconds: '10' }),
  messages: { type: 'string', default: '1000000' },
  tasks: { type: 'string', default: '100000' },
  /** Share of requests that are task lists (the rest are conversation pages). */
  'task-share': { type: 'string', default: '0.2' },
  /**
   * Share of requests that write a task (reassigned to its own assignee: the lists keep their
   * size, and the organisation's kept task lists must be read again).
   */
  'task-writes': { type: 'string', default: '0' },
  /**
   * Another checkout (its root), whose API runs beside this one on the same database: the mix
   * then alternates between the two in `--rounds` blocks of `--seconds` each (ABBA order), so a
   * before/after comparison shares the machine's moods. Code changes only: both APIs migrate the
   * same database.
   */
  compare: { type: 'string' },
  rounds: { type: 'string', default: '6' },
});
const kinds = parseDbKinds(values.db);
// Two API processes cannot open one PGlite directory.
if (values.compare && kinds.includes('pglite')) throw new Error('--compare runs on PostgreSQL only (--db postgres)');
const port = Number(values.port);
const taskShare = Number(values['task-share']);
const taskWrites = Number(values['task-writes']);

/** Open tasks with their assignees, written in turn by the mix's task writes. */
const writable: { id: string; assignedTo: string }[] = [];
let nextWrite = 0;

// Name prefixes, "last, first", a phone's last four digits, a date of birth, and one matching no one.
const SEARCHES = ['smi', 'garcia', 'jo', 'johnson, m', 'mary smith', 'ng', '4567', '03/14/1962', 'zzq'];

interface ConversationQuery {
  status: 'active' | 'closed';
  sortKey: 'needs_response' | 'created_at' | 'last_message_at';
  sortDirection: 'ASC' | 'DESC';
  communicationType?: 'direct' | 'system';
  needsResponse?: 'true';
}

function conversationQuery(random: () => number): ConversationQuery {
  const status = random() < 0.75 ? 'active' : 'closed';
  const r = random();
  const sortKey = r < 0.5 ? 'needs_response' : r < 0.85 ? 'created_at' : 'last_message_at';
  const q: ConversationQuery = { status, sortKey, sortDirection: random() < 0.85 ? 'DESC' : 'ASC' };
  // The console's direct and system tabs ask for a type on the active list.
  if (status === 'active' && random() < 0.7) q.communicationType = random() < 0.85 ? 'direct' : 'system';
  if (status === 'active' && random() < 0.1) q.needsResponse = 'true';
  return q;
}

const queryKey = (q: ConversationQuery) => new URLSearchParams(q as unknown as Record<string, string>).toString();

/** Cursors met while walking each query's pages before the clock starts, replayed by the mix. */
const cursors = new Map<string, { after: string[]; before: string[] }>();

async function collectCursors(client: HttpClient, headers: Record<string, string>): Promise<void> {
  const probe = prng(5);
  for (let i = 0; i < 60; i++) {
    const q = conversationQuery(probe);
    const key = queryKey(q);
    if (cursors.has(key)) continue;
    const found = { after: [] as string[], before: [] as string[] };
    let next: string | undefined;
    for (let page = 0; page < 30; page++) {
      const a = await client.get(`/CommunicationRequest?${key}${next ? `&after=${next}` : ''}`, headers);
      if (a.status !== 200) throw new Error(`cursor walk answered ${a.status}: ${a.body.slice(0, 200)}`);
      const body = JSON.parse(a.body) as { next?: string; prev?: string };
      if (body.prev) found.before.push(body.prev);
      if (!body.next) break;
      found.after.push(body.next);
      next = body.next;
    }
    cursors.set(key, found);
  }
}

function pick(random: () => number): Request {
  if (writable.length && random() < taskWrites) {
    const task = writable[nextWrite++ % writable.length];
    return { path: `/task/${task.id}/update/assign`, shape: 'tasks/write', put: { assignedTo: task.assignedTo } };
  }
  if (random() < taskShare) {
    return random() < 0.7
      ? { path: '/task?verbose=true&incompleteAndRecent=8', shape: 'tasks/mine' }
      : { path: '/keepintouch/tasks/allTasksByMyOrg?incompleteAndRecent=8&verbose=false', shape: 'tasks/org' };
  }
  let q = conversationQuery(random);
  let params = new URLSearchParams(queryKey(q));
  let paging = 'first';
  const r = random();
  if (r < 0.2) {
    params.set('searchValue', SEARCHES[Math.floor(random() * SEARCHES.length)]);
    paging = 'search';
  } else if (r < 0.4) {
    params.set('skip', String(20 * (1 + Math.floor(random() * 25))));
    paging = 'skip';
  } else if (r < 0.7) {
    // A query whose pages were walked: its next (after) or previous (before) pages.
    const keys = [...cursors.keys()];
    const key = keys[Math.floor(random() * keys.length)];
    const found = cursors.get(key)!;
    const before = random() < 0.3 && found.before.length > 0;
    const list = before ? found.before : found.after;
    if (list.length) {
      q = Object.fromEntries(new URLSearchParams(key)) as unknown as ConversationQuery;
      params = new URLSearchParams(key);
      params.set(before ? 'before' : 'after', list[Math.floor(random() * list.length)]);
      paging = before ? 'before' : 'after';
    }
  }
  return { path: `/CommunicationRequest?${params}`, shape: `conv/${q.status}/${q.sortKey}/${paging}` };
}

async function benchOne(kind: DbKind) {
  log(`${kind}: scratch database, load ${load()}`);
  const db = await scratchDb(kind, { pgServer: values['pg-server'], name: values['db-name'], keep: values.keep, reuse: values.reuse });
  let api: ApiProcess | null = null;
  let compared: ApiProcess | null = null;
  try {
    const patients = Number(values.patients);
    let patientSeconds = 0;
    let conversationSeconds = 0;
    if (db.fresh) {
      patientSeconds = await seedWithPatients(db, { port, logLevel: values['log-level'], count: patients });
      log(`${kind}: patients in ${patientSeconds.toFixed(1)} s; generating ${values.messages} messages and ${values.tasks} tasks`);
      conversationSeconds = await generateConversations(db, { messages: Number(values.messages), tasks: Number(values.tasks), org: 'riverside', seed: 7 });
    }
    log(`${kind}: conversations and tasks in ${conversationSeconds.toFixed(1)} s; starting the API`);
    api = await startApi(db, { port, logLevel: values['log-level'] });
    const client = httpClient(api.base, Number(values.clients));
    const session = await login(client, 'dr.chen', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${session.accessToken}`, 'x-organization-id': DEMO_ORGS.riverside.id };

    const count = async (path: string) => {
      const a = await client.get(path, headers);
      if (a.status !== 200) throw new Error(`${path} answered ${a.status}: ${a.body.slice(0, 200)}`);
      return JSON.parse(a.body) as { totalRecords: number } & unknown[];
    };
    const sizes = {
      activeConversations: (await count('/CommunicationRequest?take=1&status=active')).totalRecords,
      closedConversations: (await count('/CommunicationRequest?take=1&status=closed')).totalRecords,
      myTasks: (await count('/task?verbose=true&incompleteAndRecent=8')).length,
      orgTasks: (await count('/keepintouch/tasks/allTasksByMyOrg?incompleteAndRecent=8')).length,
    };
    if (taskWrites > 0) {
      // dr.chen's own open tasks, assigned to dr.chen again: a member of the care team.
      const tasks = JSON.parse((await client.get('/task?verbose=false&incompleteAndRecent=8', headers)).body) as { id: string; status: string; assignedTo: string }[];
      writable.push(...tasks.filter((t) => t.status === 'open' || t.status === 'in_progress').slice(0, 200));
    }
    await collectCursors(client, headers);
    // Every shape answers 200 before the clock starts.
    const probe = prng(1);
    for (let i = 0; i < 60; i++) {
      const r = pick(probe);
      if (r.put === undefined) await count(r.path);
    }

    await checkpoint(db);
    if (values.compare) {
      compared = await startApi(db, { port: port + 1, logLevel: values['log-level'], checkout: values.compare });
      return { database: kind, ...(await alternate({ this: api, compared }, session.accessToken, db.env.DATABASE_URL)), at: new Date().toISOString() };
    }
    const figures = await measureLoad({
      client,
      headers,
      pick,
      clients: Number(values.clients),
      warmupSeconds: Number(values.warmup),
      seconds: Number(values.seconds),
      unloaded: unloadedPhase(values),
      apiPid: api.child.pid!,
      pgUrl: db.env.DATABASE_URL,
    });
    client.close();
    return {
      database: kind,
      patientsGenerated: patients,
      messagesGenerated: Number(values.messages),
      tasksGenerated: Number(values.tasks),
      ...sizes,
      generatePatientsSeconds: Math.round(patientSeconds * 10) / 10,
      generateConversationsSeconds: Math.round(conversationSeconds * 10) / 10,
      ...figures,
      at: new Date().toISOString(),
    };
  } finally {
    await api?.stop();
    await compared?.stop();
    await db.drop();
  }
}

/**
 * The mix against each API in turn, ABBA: per block its requests/s, p99 and the CPU per request of
 * PostgreSQL's backends (the idle API's are idle) and of the API; then each API's medians.
 */
async function alternate(apis: Record<'this' | 'compared', ApiProcess>, accessToken: string, pgUrl: string | undefined) {
  const headers = { authorization: `Bearer ${accessToken}`, 'x-organization-id': DEMO_ORGS.riverside.id };
  const blocks: { api: keyof typeof apis; rps: number; p99ms: number; postgresMsPerRequest: number; apiMsPerRequest: number }[] = [];
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const name of round % 2 ? (['this', 'compared'] as const) : (['compared', 'this'] as const)) {
      const client = httpClient(apis[name].base, Number(values.clients));
      const f = await measureLoaded({
        client, headers, pick, clients: Number(values.clients), warmupSeconds: Number(values.warmup), seconds: Number(values.seconds), apiPid: apis[name].child.pid!, pgUrl,
      });
      client.close();
      const msPerRequest = (cores: number | undefined) => Math.round(((cores ?? NaN) / f.rps) * 1e5) / 100;
      blocks.push({ api: name, rps: f.rps, p99ms: f.p99ms, postgresMsPerRequest: msPerRequest(f.cpu.postgresBackendCores), apiMsPerRequest: msPerRequest(f.cpu.apiCores) });
      log(JSON.stringify(blocks[blocks.length - 1]));
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const of = (name: keyof typeof apis) => {
    const mine = blocks.filter((b) => b.api === name);
    return Object.fromEntries((['rps', 'p99ms', 'postgresMsPerRequest', 'apiMsPerRequest'] as const).map((k) => [k, median(mine.map((b) => b[k]))]));
  };
  return { compare: values.compare, clients: Number(values.clients), secondsPerBlock: Number(values.seconds), medians: { this: of('this'), compared: of('compared') }, blocks };
}

async function main(): Promise<void> {
  for (const kind of kinds) console.log(JSON.stringify(await benchOne(kind)));
}

runBench(main);
