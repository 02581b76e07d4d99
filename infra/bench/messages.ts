/**
 * Message latency benchmark, with S live sockets open (default 1,000) against the real API process:
 *
 *   (a) send → phone:   a professional's POST /messages (SMS) until GET /sms-simulator/phones?phone=
 *                       lists the text for that number (polled back to back);
 *   (b) reply → screen: a simulated patient reply (POST /sms/inbound, signed) until the `interaction` frame
 *                       for that message arrives on a professional's socket (a watched dr.chen
 *                       socket, the first socket, and the last of all the sockets that follow the
 *                       organisation).
 *
 * The sockets are dr.chen's and nurse.kim's (each signed in --logins times), subscribed as the
 * professional UI does: `organization:{selected org}` and `professional:{own id}`. dr.chen's
 * sockets follow Riverside; nurse.kim's alternate between Riverside and Lakeside, so a quarter of
 * the sockets follow an organisation the messages do not concern. Sends and replies go one at a
 * time (--gap-ms apart), to Riverside patients chosen through GET /roster.
 *
 *   pnpm --filter @hearth/bench run messages [-- --db pglite|postgres|pglite,postgres --sockets 1000 --sends 200 --replies 200]
 *
 * With --instances 2 (PostgreSQL only) two API processes share the database, on --port and
 * --port + 1, with the live fan-out named by --fanout (notify, nats, or both one after the other).
 * The sockets, held by --holders child processes (socket-holders.ts) and alternating between the
 * instances, are spread as a large health system's are: organisations of --org-size online staff.
 * --org-size dr.chen sockets follow Riverside (the timed replies'), --org-size nurse.kim sockets
 * follow Lakeside, and the rest follow bench organisations (dr.chen is made a member of them in the
 * scratch database), --org-size sockets each. Meanwhile a background stream of patient texts,
 * --stream-rate per second for --stream-seconds, goes to Lakeside patients: every one must reach
 * every Lakeside socket once, in seq order per conversation.
 *
 *   pnpm --filter @hearth/bench run messages -- --db postgres --instances 2 --sockets 10000 --fanout notify,nats
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import type { PatientRow, Paged } from '@hearth/shared-kernel/domain';
import { DEMO_ORGS, DEMO_PASSWORD, demoAccount } from '../api/src/demo/demo-accounts';
import { backendCpuSeconds, benchOptions, singlePatientPhones, checkpoint, httpClient, load, log, login, parseDbKinds, scratchDb, seedWithPatients, startApi, summary, textFromPhone, treeCpuSeconds, type ApiProcess, type DbKind, type HttpClient, type ScratchDb, type Session, runBench, benchArgs } from './lib';
import { epochNow, startHolders, type Holders, type SocketSpec } from './socket-holders';

const values = benchArgs({
  ...benchOptions({ db: 'pglite', port: '28788', dbName: 'hearth_bench_messages' }),
  sockets: { type: 'string', default: '1000' },
  sends: { type: 'string', default: '200' },
  replies: { type: 'string', default: '200' },
  logins: { type: 'string', default: '5' },
  'gap-ms': { type: 'string', default: '50' },
  patients: { type: 'string', default: '0' },
  instances: { type: 'string', default: '1' },
  fanout: { type: 'string', default: 'notify' },
  'nats-url': { type: 'string', default: 'nats://127.0.0.1:4222' },
  'org-size': { type: 'string', default: '50' },
  holders: { type: 'string', default: '2' },
  'stream-rate': { type: 'string', default: '200' },
  'stream-seconds': { type: 'string', default: '30' },
  'stream-phones': { type: 'string', default: '100' },
});
const kinds = parseDbKinds(values.db);
const socketCount = Number(values.sockets);
const sends = Number(values.sends);
const replies = Math.min(Number(values.replies), sends);
const logins = Number(values.logins);
const gapMs = Number(values['gap-ms']);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const riverside = DEMO_ORGS.riverside.id;
const lakeside = DEMO_ORGS.lakeside.id;
const instances = Number(values.instances);
const orgSize = Number(values['org-size']);
const streamRate = Number(values['stream-rate']);
const streamSeconds = Number(values['stream-seconds']);
const streamPhones = Number(values['stream-phones']);
type Fanout = 'notify' | 'nats';
const fanouts = values.fanout.split(',').map((f) => f.trim()) as Fanout[];
for (const f of fanouts) if (f !== 'notify' && f !== 'nats') throw new Error(`--fanout takes notify and/or nats, not ${f}`);
if (instances !== 1 && instances !== 2) throw new Error('--instances takes 1 or 2');
if (instances === 2 && kinds.some((k) => k !== 'postgres')) throw new Error('--instances 2 needs --db postgres (two processes share the database)');
const fanoutEnv = (f: Fanout): Record<string, string> => ({ HEARTH_LIVE_FANOUT: f === 'nats' ? values['nats-url'] : 'notify' });

/** Arrival times of `interaction` frames, per message id, across every socket. */
class Arrivals {
  private readonly seen = new Map<string, { first: number; last: number; count: number; watched: number | null }>();
  private readonly waiters = new Map<string, { need: number; done: () => void }>();

  record(messageId: string, at: number, watched: boolean): void {
    const s = this.seen.get(messageId) ?? { first: at, last: at, count: 0, watched: null };
    s.first = Math.min(s.first, at);
    s.last = Math.max(s.last, at);
    s.count++;
    if (watched) s.watched = at;
    this.seen.set(messageId, s);
    const w = this.waiters.get(messageId);
    if (w && s.count >= w.need && s.watched !== null) {
      this.waiters.delete(messageId);
      w.done();
    }
  }

  /** Waits until `need` sockets (the watched one among them) have the message, or the timeout. */
  async wait(messageId: string, need: number, timeoutMs: number) {
    const s = this.seen.get(messageId);
    if (!(s && s.count >= need && s.watched !== null)) {
      await new Promise<void>((resolveWait) => {
        const timer = setTimeout(() => {
          this.waiters.delete(messageId);
          resolveWait();
        }, timeoutMs);
        this.waiters.set(messageId, {
          need,
          done: () => {
            clearTimeout(timer);
            resolveWait();
          },
        });
      });
    }
    return this.seen.get(messageId) ?? { first: NaN, last: NaN, count: 0, watched: null };
  }
}

interface OpenSocket {
  ws: WebSocket;
  followsRiverside: boolean;
}

async function openSockets(port: number, chen: Session[], kim: Session[], arrivals: Arrivals): Promise<OpenSocket[]> {
  const sockets: OpenSocket[] = [];
  const open = (i: number) =>
    new Promise<OpenSocket>((resolveOpen, reject) => {
      const isChen = i % 2 === 0;
      const session = (isChen ? chen : kim)[Math.floor(i / 2) % logins];
      const orgId = isChen || i % 4 === 1 ? riverside : lakeside;
      const ws = new WebSocket(`ws://127.0.0.1:${port}/live?token=${encodeURIComponent(session.accessToken)}`);
      const watched = i === 0;
      ws.on('message', (data: Buffer) => {
        const at = epochNow();
        const m = JSON.parse(data.toString('utf8')) as { type: string; data: { messageId?: string } };
        if (m.type === 'interaction' && m.data.messageId) arrivals.record(m.data.messageId, at, watched);
      });
      ws.once('open', () => {
        ws.send(JSON.stringify({ action: 'subscribe', sub: `organization:${orgId}` }));
        ws.send(JSON.stringify({ action: 'subscribe', sub: `professional:${session.professionalId}` }));
        resolveOpen({ ws, followsRiverside: orgId === riverside });
      });
      ws.once('error', reject);
      ws.once('close', (code) => {
        if (!closing) log(`socket ${i} closed (${code})`);
      });
    });
  for (let i = 0; i < socketCount; i += 50) {
    const batch = await Promise.all(Array.from({ length: Math.min(50, socketCount - i) }, (_, k) => open(i + k)));
    sockets.push(...batch);
  }
  return sockets;
}
let closing = false;

/** Bench-only organisations with dr.chen as a member, so his sockets may follow them (the scratch database only). */
async function addBenchOrgs(db: ScratchDb, count: number): Promise<string[]> {
  if (count <= 0) return [];
  const client = new pg.Client({ connectionString: db.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into organizations (id, name) select gen_random_uuid(), 'Bench clinic ' || g from generate_series(1, $1::int) g returning id::text as id`,
      [count],
    );
    await client.query(
      `insert into professional_org_roles (professional_id, org_id, role, permissions) select $1::uuid, unnest($2::uuid[]), 'Physician', '{}'`,
      [demoAccount('dr.chen').id, rows.map((r) => r.id)],
    );
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/** The sockets of a two-instance run (see the header): timed, stream, then idle, alternating instances. */
function spreadSockets(apis: ApiProcess[], chen: Session[], kim: Session[], benchOrgs: string[]): SocketSpec[] {
  return Array.from({ length: socketCount }, (_, i) => {
    const role = i < orgSize ? 'timed' : i < 2 * orgSize ? 'stream' : 'idle';
    const session = (role === 'stream' ? kim : chen)[i % logins];
    const org = role === 'timed' ? riverside : role === 'stream' ? lakeside : benchOrgs[Math.floor((i - 2 * orgSize) / orgSize)];
    return {
      url: `ws://127.0.0.1:${apis[i % apis.length].port}/live?token=${encodeURIComponent(session.accessToken)}`,
      subs: [`organization:${org}`, `professional:${session.professionalId}`],
      role,
      watched: i === 0,
    };
  });
}

/** Patient texts at a fixed rate (open loop), round-robin over the phones and the instances; answers the stored message ids. */
/** True while the background stream is still sending (the replies timed under it are counted). */
let streamSending = false;

async function runStream(clients: HttpClient[], phones: string[], nonce: string) {
  streamSending = true;
  const total = Math.round(streamRate * streamSeconds);
  const ids: string[] = [];
  const post: number[] = [];
  const failures = new Map<string, number>();
  const fail = (why: string) => {
    failures.set(why, (failures.get(why) ?? 0) + 1);
  };
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let k = 0; k < total; k++) {
    const wait = started + (k * 1000) / streamRate - performance.now();
    if (wait > 0) await sleep(wait);
    const t0 = performance.now();
    pending.push(
      textFromPhone(clients[k % clients.length], phones[k % phones.length], `Stream ${k} ${nonce}`).then(
        (a) => {
          post.push(performance.now() - t0);
          const answer = a.status === 202 ? (JSON.parse(a.body) as { outcome: string; messageId?: string }) : null;
          if (answer?.outcome === 'message' && answer.messageId) ids.push(answer.messageId);
          else fail(`${a.status} ${answer?.outcome ?? ''}`.trim());
        },
        (error: Error) => fail(error.message),
      ),
    );
  }
  const sentIn = (performance.now() - started) / 1000;
  streamSending = false;
  await Promise.all(pending);
  return { ids, post, failures: Object.fromEntries(failures), sent: total, sentPerSecond: Math.round((total / sentIn) * 10) / 10 };
}

async function benchOne(kind: DbKind, fanout: Fanout) {
  log(`${kind}, ${instances} instance(s), fan-out ${fanout}: scratch database, load ${load()}`);
  const db = await scratchDb(kind, { pgServer: values['pg-server'], name: values['db-name'], keep: values.keep });
  const patients = Number(values.patients);
  const port = Number(values.port);
  const apiOptions = (p: number) => ({ port: p, logLevel: values['log-level'], env: fanoutEnv(fanout) });
  const apis: ApiProcess[] = [];
  let holders: Holders | null = null;
  let sockets: OpenSocket[] = [];
  closing = false;
  try {
    if (patients > 0) await seedWithPatients(db, { ...apiOptions(port), count: patients });
    apis.push(await startApi(db, apiOptions(port)));
    const benchOrgs = instances === 2 ? await addBenchOrgs(db, Math.ceil((socketCount - 2 * orgSize) / orgSize)) : [];
    if (instances === 2) apis.push(await startApi(db, apiOptions(port + 1)));
    const client = httpClient(apis[0].base, 8);
    const chen: Session[] = [];
    const kim: Session[] = [];
    for (let i = 0; i < logins; i++) {
      chen.push(await login(client, 'dr.chen', DEMO_PASSWORD));
      kim.push(await login(client, 'nurse.kim', DEMO_PASSWORD));
    }
    const auth = { authorization: `Bearer ${chen[0].accessToken}`, 'x-organization-id': riverside };

    const arrivals = new Arrivals();
    const opened = performance.now();
    let receivers: number;
    if (instances === 1) {
      sockets = await openSockets(apis[0].port, chen, kim, arrivals);
      receivers = sockets.filter((s) => s.followsRiverside).length;
    } else {
      holders = startHolders(Number(values.holders), (id, at, watched) => arrivals.record(id, at, watched));
      await holders.open(spreadSockets(apis, chen, kim, benchOrgs));
      receivers = orgSize;
    }
    log(`${kind}: ${socketCount} sockets open in ${((performance.now() - opened) / 1000).toFixed(1)} s (${receivers} follow Riverside), load ${load()}`);

    // Riverside patients that can be texted: not opted out, not Do Not Disturb, with a number.
    const candidates: PatientRow[] = [];
    for (let skip = 0; candidates.length < sends * 2; skip += 200) {
      const a = await client.get(`/roster?doNotDisturb=false&sortKey=mrn&take=200&skip=${skip}`, auth);
      if (a.status !== 200) throw new Error(`roster answered ${a.status}: ${a.body}`);
      const page = JSON.parse(a.body) as Paged<PatientRow>;
      candidates.push(...page.results.filter((p) => p.smsPhoneNumber && !p.optedOut && p.enrollmentStatus !== 'opted_out'));
      if (page.results.length < 200) break;
    }

    const nonce = randomBytes(3).toString('hex');
    const send = async (p: PatientRow, i: number) => {
      const body = `Benchmark check-in ${i} ${nonce}`;
      const t0 = epochNow();
      const a = await client.post('/messages', { clientId: randomUUID(), patientId: p.id, body, channel: 'sms', urgency: 'normal' }, auth);
      const t1 = epochNow();
      if (a.status !== 201) return { refused: `${a.status} ${(JSON.parse(a.body) as { message?: string }).message ?? ''}` };
      let polls = 0;
      for (;;) {
        polls++;
        const s = await client.get(`/sms-simulator/phones?phone=${p.smsPhoneNumber}&limit=1`);
        if (s.status !== 200) throw new Error(`simulator answered ${s.status}: ${s.body}`);
        const phones = (JSON.parse(s.body) as { phones: { texts: { body: string; direction: string }[] }[] }).phones;
        if (phones[0]?.texts.some((t) => t.direction === 'to_phone' && t.body === body)) break;
        if (epochNow() - t0 > 10_000) throw new Error(`the text to ${p.smsPhoneNumber} did not reach the simulator in 10 s`);
      }
      const t2 = epochNow();
      const messageId = (JSON.parse(a.body) as { id: string }).id;
      const seen = await arrivals.wait(messageId, receivers, 10_000);
      return { post: t1 - t0, toPhone: t2 - t0, polls, toWatchedScreen: seen.watched === null ? NaN : seen.watched - t0 };
    };
    const reply = async (phone: string, i: number) => {
      const t0 = epochNow();
      const a = await textFromPhone(client, phone, `Benchmark reply ${i} ${nonce}`);
      const t1 = epochNow();
      if (a.status !== 202) throw new Error(`inbound answered ${a.status}: ${a.body}`);
      const { outcome, messageId } = JSON.parse(a.body) as { outcome: string; messageId?: string };
      if (outcome !== 'message' || !messageId) throw new Error(`inbound from ${phone}: outcome ${outcome}`);
      const seen = await arrivals.wait(messageId, receivers, 10_000);
      return { post: t1 - t0, watched: seen.watched === null ? NaN : seen.watched - t0, first: seen.first - t0, last: seen.last - t0, count: seen.count };
    };

    // Warm-up: two sends and replies (not counted); they also show every follower gets the frame.
    const queue = [...candidates];
    const texted: string[] = [];
    const refusals = new Map<string, number>();
    for (let warm = 0; warm < 2 && queue.length; ) {
      const p = queue.shift()!;
      const r = await send(p, -1 - warm);
      if (r.refused !== undefined) continue;
      const rr = await reply(p.smsPhoneNumber!, -1 - warm);
      if (rr.count !== receivers) throw new Error(`warm-up reply reached ${rr.count} of ${receivers} sockets`);
      warm++;
    }

    // The background stream's phones each text once first, so their conversations are open.
    const streamClients = apis.map((a) => httpClient(a.base, 32));
    const phones = instances === 2 ? await singlePatientPhones(db, lakeside, streamPhones) : [];
    if (holders) {
      if (phones.length < streamPhones) throw new Error(`only ${phones.length} Lakeside numbers for the stream`);
      for (const [k, phone] of phones.entries()) {
        const a = await textFromPhone(streamClients[k % streamClients.length], phone, `Stream warm-up ${k} ${nonce}`);
        if (a.status !== 202) throw new Error(`stream warm-up answered ${a.status}: ${a.body}`);
      }
      await sleep(1000);
      holders.reset();
    }
    // Writes left by the set-up (or an earlier run on the server) are flushed before the clock starts.
    await checkpoint(db);

    const loadBefore = load();
    const sendPost: number[] = [];
    const toPhone: number[] = [];
    const toWatched: number[] = [];
    let polls = 0;
    while (texted.length < sends && queue.length) {
      const p = queue.shift()!;
      const r = await send(p, texted.length);
      if (r.refused !== undefined) {
        refusals.set(r.refused, (refusals.get(r.refused) ?? 0) + 1);
        continue;
      }
      texted.push(p.smsPhoneNumber!);
      sendPost.push(r.post);
      toPhone.push(r.toPhone);
      toWatched.push(r.toWatchedScreen);
      polls += r.polls;
      await sleep(gapMs);
    }

    // The timed replies run while the stream runs (two instances); cores are counted over that window.
    const loadBeforeReplies = load();
    const cpuAt = async () => ({
      api: apis.reduce((n, a) => n + treeCpuSeconds(a.child.pid!), 0),
      pg: kind === 'postgres' ? await backendCpuSeconds(db.env.DATABASE_URL) : NaN,
      holders: holders?.cpuSeconds() ?? NaN,
      bench: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
      at: performance.now(),
    });
    const cpuBefore = await cpuAt();
    const stream = holders ? runStream(streamClients, phones, nonce) : null;
    const replyPost: number[] = [];
    const replyWatched: number[] = [];
    const replyFirst: number[] = [];
    const replyLast: number[] = [];
    let incomplete = 0;
    let repliesDuringStream = 0;
    for (const [i, phone] of texted.slice(0, replies).entries()) {
      if (streamSending) repliesDuringStream++;
      const r = await reply(phone, i);
      replyPost.push(r.post);
      replyWatched.push(r.watched);
      replyFirst.push(r.first);
      replyLast.push(r.last);
      if (r.count < receivers) incomplete++;
      await sleep(gapMs);
    }
    const streamed = stream ? await stream : null;
    const cpuAfter = await cpuAt();
    const loadAfterReplies = load();
    // Frames still on their way when the last answer came.
    if (streamed) await sleep(2000);
    const check = streamed && holders ? await holders.check(streamed.ids) : null;
    const seconds = (cpuAfter.at - cpuBefore.at) / 1000;
    const cores = (k: 'api' | 'pg' | 'holders' | 'bench') => Math.round(((cpuAfter[k] - cpuBefore[k]) / seconds) * 100) / 100;
    client.close();
    for (const c of streamClients) c.close();
    return {
      database: kind,
      instances,
      fanout,
      sockets: socketCount,
      socketsFollowingTheOrg: receivers,
      ...(holders
        ? {
            spread: {
              organisations: 2 + benchOrgs.length,
              socketsPerOrganisation: orgSize,
              timedRepliesReach: receivers,
              streamReaches: orgSize,
              idleSockets: socketCount - 2 * orgSize,
              holderProcesses: Number(values.holders),
            },
          }
        : {}),
      sessions: logins * 2,
      sends: toPhone.length,
      sendRefusedAndSkipped: Object.fromEntries(refusals),
      sendPost: summary(sendPost),
      sendToPhone: summary(toPhone),
      simulatorPollsPerSend: Math.round((polls / Math.max(1, toPhone.length)) * 100) / 100,
      sendToWatchedScreen: summary(toWatched.filter((x) => !Number.isNaN(x))),
      replies: replyPost.length,
      replyPost: summary(replyPost),
      replyToWatchedScreen: summary(replyWatched.filter((x) => !Number.isNaN(x))),
      replyToFirstSocket: summary(replyFirst),
      replyToAllSockets: summary(replyLast),
      // The fan-out alone: from the first following socket to the last, per reply.
      replyFirstToLastSocket: summary(replyLast.map((last, i) => last - replyFirst[i])),
      repliesNotOnEverySocketIn10s: incomplete,
      ...(streamed && check
        ? {
            stream: {
              targetPerSecond: streamRate,
              seconds: streamSeconds,
              sent: streamed.sent,
              sentPerSecond: streamed.sentPerSecond,
              repliesTimedWhileItSent: repliesDuringStream,
              stored: streamed.ids.length,
              failures: streamed.failures,
              post: summary(streamed.post),
              // interaction + organization frames, to each Lakeside socket.
              framesToSocketsPerSecond: Math.round((streamed.ids.length * 2 * orgSize) / streamSeconds),
              socketsChecked: check.sockets,
              missing: check.missing,
              doubled: check.doubled,
              unexpected: check.unexpected,
              outOfOrder: check.outOfOrder,
              socketsClosedUnasked: check.unexpectedCloses,
            },
          }
        : {}),
      coresDuringReplies: { apis: cores('api'), postgresBackends: cores('pg'), socketHolders: cores('holders'), bench: cores('bench'), seconds: Math.round(seconds * 10) / 10 },
      loadBefore,
      loadBeforeReplies,
      loadAfterReplies,
      loadAfter: load(),
      at: new Date().toISOString(),
    };
  } finally {
    closing = true;
    for (const s of sockets) s.ws.terminate();
    await holders?.close();
    for (const api of apis) await api.stop();
    await db.drop();
  }
}

async function main(): Promise<void> {
  for (const kind of kinds) {
    for (const fanout of fanouts) {
      const result = await benchOne(kind, fanout);
      console.log(JSON.stringify(result));
    }
  }
}

runBench(main);
