/**
 * Failover under load: the production topology (infra/deploy: nginx, two API instances on
 * PostgreSQL with the NATS fan-out) takes a stream of professional texts, an ADT feed over MLLP
 * to each instance, a broadcast and an outreach window, and one instance is killed with SIGKILL
 * mid-stream: the one holding the broadcast's job (--victim broadcast), the outreach's
 * (--victim outreach) or api-a (--victim api-a). Every send is retried by its client with the same
 * idempotency key (clientId) until it is acknowledged, as the portal does.
 *
 *   pnpm --filter @hearth/bench run failover [-- --port-base 9180 --rate 300 --seconds 30 --kill-at 10]
 *
 * Reports: errors seen by clients (attempts refused or cut off), sends never acknowledged, time to
 * recover (the kill until the last failed attempt), p50/p99 of a send (retries included) before
 * and during the kill (its first 5 s), the rate achieved, two live sockets' reconnection and
 * catch-up through nginx, how long the killed instance's job took to be taken over, and from the
 * database: acknowledged messages missing, messages or texts doubled, broadcast and outreach
 * texts doubled or missing, ACKed HL7 messages missing or doubled.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { BroadcastProgress, Paged, PatientRow } from '@hearth/shared-kernel/domain';
import { DEMO_ORGS, DEMO_PASSWORD } from '../api/src/demo/demo-accounts';
import { topology } from '../deploy/topology';
import { checkJobs, fillOutreachQueue, startBroadcast, startOutreach, waitForJobs, watchJobs } from './failover-jobs';
import { cpuBetween, cpuSnapshot, type CpuSnapshot } from './failover-cpu';
import { checkMllpFeed, startMllpFeed } from './failover-mllp';
import { liveSocket } from './failover-sockets';
import { printFigures } from './failover-table';
import { benchArgs, httpClient, load, log, login, repoRoot, runBench, summary } from './lib';

const values = benchArgs({
  'port-base': { type: 'string', default: '9180' },
  rate: { type: 'string', default: '300' },
  /** ADT messages a second on each instance's MLLP port. */
  'mllp-rate': { type: 'string', default: '10' },
  /** Riverside patients put In queue of a program before the outreach window runs. */
  outreach: { type: 'string', default: '300' },
  /** Seconds before the kill at which the outreach window is queued (it runs for a few seconds). */
  'outreach-lead': { type: 'string', default: '1' },
  /** Seconds before the kill at which the broadcast is queued (it sends at HEARTH_BROADCAST_RATE, 20/s by default). */
  'broadcast-lead': { type: 'string', default: '5' },
  victim: { type: 'string', default: 'broadcast' },
  /** Live sockets through nginx: it places each, so several make it likely that some die with the victim. */
  sockets: { type: 'string', default: '4' },
  seconds: { type: 'string', default: '30' },
  'kill-at': { type: 'string', default: '10' },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const killAt = Number(values['kill-at']) * 1000;
const env = {
  ...process.env,
  HEARTH_PRODUCTION_PORT_BASE: values['port-base'],
  HEARTH_PRODUCTION_DATABASE: `hearth_failover_${values['port-base']}`,
  HEARTH_PRODUCTION_FRESH: '1',
  HEARTH_OUTREACH_SCHEDULER: '0',
  LOG_LEVEL: 'warn',
};
const t = topology(env);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts the topology and resolves with its database URL once it prints that it is running. */
function startTopology() {
  // node with tsx's loader, not the tsx command: the exit awaited below is the start script's own,
  // after it has stopped nginx and the instances.
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'infra', 'deploy', 'start-production.ts')], { cwd: join(repoRoot, 'infra', 'deploy'), env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stderr.on('data', (d: Buffer) => process.stderr.write(d));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const url = /PostgreSQL\s+(postgres:\/\/\S+)/.exec(out)?.[1];
      if (url && out.includes('Press Ctrl+C')) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`the topology stopped while starting (${code})`)));
  });
  const stop = () => new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return { ready, stop };
}

interface Send {
  startedAt: number;
  /** Attempts that failed: refused (5xx) or cut off (no answer). */
  failedAttempts: number[];
  ackedAt?: number;
  messageId?: string;
  body: string;
}

/** Each patient's open conversation: a send continues it (a new one would be refused). */
const conversations = new Map<string, string>();

/** One text, retried with its clientId until acknowledged (at most 10 failed attempts, 200 ms apart). */
async function send(client: ReturnType<typeof httpClient>, auth: Record<string, string>, patient: PatientRow, body: string, sends: Send[]): Promise<void> {
  const record: Send = { startedAt: Date.now(), failedAttempts: [], body };
  sends.push(record);
  const clientId = randomUUID();
  while (record.failedAttempts.length < 10) {
    let answer: Awaited<ReturnType<typeof client.post>> | null = null;
    try {
      answer = await client.post('/messages', { clientId, patientId: patient.id, conversationId: conversations.get(patient.id) ?? null, body, channel: 'sms', urgency: 'normal' }, auth);
    } catch {
      // Cut off: counted below, and sent again.
    }
    if (answer && (answer.status === 201 || answer.status === 200)) {
      const message = JSON.parse(answer.body) as { id: string; conversationId: string };
      conversations.set(patient.id, message.conversationId);
      record.ackedAt = Date.now();
      record.messageId = message.id;
      return;
    }
    const conversationId = answer?.status === 409 ? (JSON.parse(answer.body) as { conversationId?: string }).conversationId : undefined;
    if (conversationId && conversations.get(patient.id) !== conversationId) {
      // Another send opened the patient's conversation first: continue it.
      conversations.set(patient.id, conversationId);
      continue;
    }
    if (answer && answer.status < 500) throw new Error(`POST /messages answered ${answer.status}: ${answer.body}`);
    record.failedAttempts.push(Date.now());
    await sleep(200);
  }
}

const JOB_KIND = { broadcast: 'broadcast.send', outreach: 'outreach.run' } as const;
const pidOf = (name: string) => Number(readFileSync(join(t.runtimeDir, `${name}.pid`), 'utf8'));

async function main(): Promise<void> {
  const topologyRun = startTopology();
  const databaseUrl = await topologyRun.ready;
  const db = new pg.Client({ connectionString: databaseUrl });
  const jobsDb = new pg.Client({ connectionString: databaseUrl });
  try {
    await db.connect();
    await jobsDb.connect();
    const client = httpClient(t.stack.apiUrl, 64);
    const chen = await login(client, 'dr.chen', DEMO_PASSWORD);
    const auth = { authorization: `Bearer ${chen.accessToken}`, 'x-organization-id': DEMO_ORGS.riverside.id };
    const roster = await client.get('/roster?doNotDisturb=false&sortKey=mrn&take=200', auth);
    const candidates = (JSON.parse(roster.body) as Paged<PatientRow>).results.filter((p) => p.smsPhoneNumber && !p.optedOut && p.enrollmentStatus !== 'opted_out');
    // One text each first, before the clock starts: a patient whose conversation cannot be
    // continued (an automated one runs) is left out, the others' conversations are open.
    const patients: PatientRow[] = [];
    for (const p of candidates.slice(0, 100)) {
      if (await send(client, auth, p, 'Failover warm-up', []).then(() => true, () => false)) patients.push(p);
    }
    log(`${patients.length} patients take the texts; ${await fillOutreachQueue(db, Number(values.outreach))} more patients in an outreach queue`);
    // nginx spreads them over both instances, so some die with the killed instance.
    const sockets = Array.from({ length: Number(values.sockets) }, () => liveSocket({ wsUrl: t.stack.wsUrl, origin: t.stack.urls.host, token: chen.accessToken, client, auth, conversationIds: () => conversations.values() }));
    await sleep(1_000);

    const nonce = randomBytes(3).toString('hex');
    const runStart = new Date();
    const jobs = watchJobs(jobsDb);
    const broadcastBody = `Failover broadcast ${nonce}`;
    let broadcast: Promise<BroadcastProgress> | undefined;
    let outreachIds: Promise<string[]> | undefined;
    const mllp = startMllpFeed(t.apis.map((a) => a.mllpPort), Number(values['mllp-rate']), nonce);
    const sends: Send[] = [];
    const inFlight: Promise<void>[] = [];
    const cpuAtStart = await cpuSnapshot(t, databaseUrl);
    let cpuBeforeKill: CpuSnapshot | undefined;
    const start = Date.now();
    let killedAt = 0;
    let victim = t.apis[0];
    let victimPid = 0;
    let refused: Error | undefined;
    // Both jobs' requests are answered before the kill: a cut-off POST /broadcasts cannot be retried
    // (a second one would text everyone again), and the run needs both queued.
    let queuedAnswers = 0;
    log(`sending ${rate}/s for ${seconds} s, a broadcast ${values['broadcast-lead']} s and an outreach window ${values['outreach-lead']} s before the kill, ADT ${values['mllp-rate']}/s on each instance; the ${values.victim} instance is killed at ${killAt / 1000} s`);
    for (let i = 0; Date.now() - start < seconds * 1000; i++) {
      if (!broadcast && Date.now() - start >= killAt - Number(values['broadcast-lead']) * 1000) {
        broadcast = startBroadcast(client, auth, broadcastBody);
        // Heard here so that a refusal does not end the process mid-run; awaited (and thrown) after the load.
        broadcast.then(() => queuedAnswers++).catch(() => undefined);
      }
      if (!outreachIds && Date.now() - start >= killAt - Number(values['outreach-lead']) * 1000) {
        outreachIds = startOutreach(client, auth);
        outreachIds.then(() => queuedAnswers++).catch(() => undefined);
      }
      if (!killedAt && Date.now() - start >= killAt && queuedAnswers === 2) {
        const holder = values.victim in JOB_KIND ? jobs.holderPid(JOB_KIND[values.victim as keyof typeof JOB_KIND]) : undefined;
        victim = t.apis.find((a) => pidOf(a.name) === holder) ?? t.apis[0];
        victimPid = pidOf(victim.name);
        // The victim's CPU and its PostgreSQL backends' are lost at the kill: the figures stop here.
        cpuBeforeKill = await cpuSnapshot(t, databaseUrl);
        process.kill(victimPid, 'SIGKILL');
        killedAt = Date.now();
        log(`killed ${victim.name} at ${((killedAt - start) / 1000).toFixed(1)} s${holder ? ` (it held the ${values.victim})` : ''}`);
      }
      // Caught at once (an unheard rejection would end the process and leave the topology running).
      inFlight.push(send(client, auth, patients[i % patients.length], `Failover check ${i} ${nonce}`, sends).catch((error: Error) => void (refused ??= error)));
      // Open loop: the next send leaves on schedule whether or not this one has been answered.
      await sleep(Math.max(0, start + ((i + 1) * 1000) / rate - Date.now()));
    }
    const lastStart = Date.now();
    cpuBeforeKill ??= await cpuSnapshot(t, databaseUrl);
    const loadAtEnd = load();
    await Promise.all(inFlight);
    await mllp.stop();
    if (refused) throw refused;
    const broadcastId = (await broadcast)!.id;
    const outreaches = (await outreachIds) ?? [];
    log('waiting for the broadcast and the outreach to finish');
    const jobsFinished = await waitForJobs(db, broadcastId, outreaches, 180_000);
    await sleep(2_000);
    for (const s of sockets) s.close();
    await jobs.stop();
    client.close();

    const acked = sends.filter((s) => s.messageId);
    const failures = sends.flatMap((s) => s.failedAttempts);
    const latency = (from: number, to: number) => summary(sends.filter((s) => s.ackedAt && s.startedAt >= from && s.startedAt < to).map((s) => s.ackedAt! - s.startedAt));
    const messages = await db.query<{ body: string; n: string; ids: string[] }>(`select body, count(*) as n, array_agg(id::text) as ids from messages where body like $1 group by body`, [`%${nonce}`]);
    const texts = await db.query<{ n: string }>(`select count(*) as n from sms_texts where direction = 'to_phone' and body like $1 group by body having count(*) > 1`, [`Failover check %${nonce}%`]);
    const stored = new Set(messages.rows.flatMap((r) => r.ids));

    // Each message a socket never held: its seq, the seq its conversation's catch-up started after, and its send.
    const seqs = new Map((await db.query<{ id: string; seq: string; conversation_id: string }>(`select id::text as id, seq, conversation_id::text as conversation_id from messages where body like $1`, [`%${nonce}`])).rows.map((r) => [r.id, r]));
    const liveMissingDetail = sockets.map((w) =>
      acked
        .filter((s) => !w.held.has(s.messageId!))
        .slice(0, 10)
        .map((s) => {
          const m = seqs.get(s.messageId!);
          return { seq: Number(m?.seq), catchUpAfter: m ? w.closes.map((c) => c.get(m.conversation_id)) : [], failedAttempts: s.failedAttempts.length, ackedMsAfterKill: s.ackedAt! - killedAt };
        }),
    );
    const figures = {
      victim: victim.name,
      load: loadAtEnd,
      rateAsked: rate,
      sendsPerSecond: Math.round(sends.length / ((lastStart - start) / 1000)),
      ackedPerSecond: Math.round(acked.length / ((Math.max(...acked.map((s) => s.ackedAt!)) - start) / 1000)),
      sends: sends.length,
      acknowledged: acked.length,
      neverAcknowledged: sends.length - acked.length,
      errorsSeenByClients: failures.length,
      sendsThatNeededARetry: sends.filter((s) => s.failedAttempts.length).length,
      cpuBeforeKill: cpuBetween(cpuAtStart, cpuBeforeKill, sends.filter((s) => s.ackedAt && s.ackedAt < (killedAt || Infinity)).length),
      recoverMs: failures.length ? Math.max(...failures) - killedAt : 0,
      latencyBeforeKill: latency(start, killedAt),
      latencyDuringKill: latency(killedAt, killedAt + 5_000),
      latencyAfter: latency(killedAt + 5_000, Infinity),
      messagesMissing: acked.filter((s) => !stored.has(s.messageId!)).length,
      messagesDoubled: messages.rows.filter((r) => Number(r.n) > 1).length,
      textsDoubled: texts.rows.length,
      liveSocketReconnectMs: sockets.map((w) => w.reconnects),
      liveCatchUps: sockets.map((w) => w.catchUps),
      // Per socket, frames and catch-ups together: each acknowledged message must be held.
      liveMissing: sockets.map((w) => acked.filter((s) => !w.held.has(s.messageId!)).length),
      // A retried send is announced again: the screen merges by id, so these only cost a frame.
      liveMissingDetail,
      liveHeldTwice: sockets.map((w) => acked.filter((s) => (w.held.get(s.messageId!) ?? 0) > 1).length),
      jobsFinished,
      takeovers: jobs.takeovers(victimPid, killedAt),
      ...(await checkJobs(db, broadcastId, broadcastBody, outreaches, runStart, new Date(killedAt))),
      ...(await checkMllpFeed(db, mllp, nonce)),
    };
    console.log(JSON.stringify(figures));
    printFigures(figures);
    const bad = [figures.neverAcknowledged, figures.messagesMissing, figures.messagesDoubled, figures.textsDoubled, ...figures.liveMissing];
    bad.push(figures.broadcastDoubled, figures.broadcastMissing, figures.broadcastPending, figures.outreachDoubled, figures.outreachMissing, figures.outreachPending);
    bad.push(figures.mllpAckedMissing, figures.mllpDoubled, jobsFinished ? 0 : 1);
    if (bad.some((n) => n > 0)) process.exitCode = 1;
  } finally {
    await Promise.all([db.end(), jobsDb.end()].map((p) => p.catch(() => undefined)));
    await topologyRun.stop();
  }
}

runBench(main);
