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
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import type { PatientRow, Paged } from '@hearth/shared-kernel/domain';
import { DEMO_ORGS, DEMO_PASSWORD } from '../api/src/seed/demo-accounts';
import { benchOptions, cliArgs, generatePatients, httpClient, load, log, login, parseDbKinds, scratchDb, startApi, summary, textFromPhone, type DbKind, type Session } from './lib';

const { values } = parseArgs({
  args: cliArgs(),
  options: {
    ...benchOptions({ db: 'pglite', port: '28788', dbName: 'hearth_bench_messages' }),
    sockets: { type: 'string', default: '1000' },
    sends: { type: 'string', default: '200' },
    replies: { type: 'string', default: '200' },
    logins: { type: 'string', default: '5' },
    'gap-ms': { type: 'string', default: '50' },
    patients: { type: 'string', default: '0' },
  },
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
        const at = performance.now();
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

async function benchOne(kind: DbKind) {
  log(`${kind}: scratch database, load ${load()}`);
  const db = await scratchDb(kind, { pgServer: values['pg-server'], name: values['db-name'], keep: values.keep });
  const patients = Number(values.patients);
  let api: Awaited<ReturnType<typeof startApi>> | null = null;
  let sockets: OpenSocket[] = [];
  closing = false;
  try {
    if (patients > 0) {
      const first = await startApi(db, { port: Number(values.port), logLevel: values['log-level'] });
      await first.stop();
      await generatePatients(db, { count: patients, org: 'riverside', seed: 7 });
    }
    api = await startApi(db, { port: Number(values.port), logLevel: values['log-level'] });
    const client = httpClient(api.base, 8);
    const chen: Session[] = [];
    const kim: Session[] = [];
    for (let i = 0; i < logins; i++) {
      chen.push(await login(client, 'dr.chen', DEMO_PASSWORD));
      kim.push(await login(client, 'nurse.kim', DEMO_PASSWORD));
    }
    const auth = { authorization: `Bearer ${chen[0].accessToken}`, 'x-organization-id': riverside };

    const arrivals = new Arrivals();
    const opened = performance.now();
    sockets = await openSockets(api.port, chen, kim, arrivals);
    const receivers = sockets.filter((s) => s.followsRiverside).length;
    log(`${kind}: ${sockets.length} sockets open in ${((performance.now() - opened) / 1000).toFixed(1)} s (${receivers} follow Riverside)`);

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
      const t0 = performance.now();
      const a = await client.post('/messages', { clientId: randomUUID(), patientId: p.id, body, channel: 'sms', urgency: 'normal' }, auth);
      const t1 = performance.now();
      if (a.status !== 201) return { refused: `${a.status} ${(JSON.parse(a.body) as { message?: string }).message ?? ''}` };
      let polls = 0;
      for (;;) {
        polls++;
        const s = await client.get(`/sms-simulator/phones?phone=${p.smsPhoneNumber}&limit=1`);
        if (s.status !== 200) throw new Error(`simulator answered ${s.status}: ${s.body}`);
        const phones = (JSON.parse(s.body) as { phones: { texts: { body: string; direction: string }[] }[] }).phones;
        if (phones[0]?.texts.some((t) => t.direction === 'to_phone' && t.body === body)) break;
        if (performance.now() - t0 > 10_000) throw new Error(`the text to ${p.smsPhoneNumber} did not reach the simulator in 10 s`);
      }
      const t2 = performance.now();
      const messageId = (JSON.parse(a.body) as { id: string }).id;
      const seen = await arrivals.wait(messageId, receivers, 10_000);
      return { post: t1 - t0, toPhone: t2 - t0, polls, toWatchedScreen: seen.watched === null ? NaN : seen.watched - t0 };
    };
    const reply = async (phone: string, i: number) => {
      const t0 = performance.now();
      const a = await textFromPhone(client, phone, `Benchmark reply ${i} ${nonce}`);
      const t1 = performance.now();
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
    const replyPost: number[] = [];
    const replyWatched: number[] = [];
    const replyFirst: number[] = [];
    const replyLast: number[] = [];
    let incomplete = 0;
    for (const [i, phone] of texted.slice(0, replies).entries()) {
      const r = await reply(phone, i);
      replyPost.push(r.post);
      replyWatched.push(r.watched);
      replyFirst.push(r.first);
      replyLast.push(r.last);
      if (r.count < receivers) incomplete++;
      await sleep(gapMs);
    }
    client.close();
    return {
      database: kind,
      sockets: sockets.length,
      socketsFollowingTheOrg: receivers,
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
      repliesNotOnEverySocketIn10s: incomplete,
      loadBefore,
      loadAfter: load(),
      at: new Date().toISOString(),
    };
  } finally {
    closing = true;
    for (const s of sockets) s.ws.terminate();
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

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
