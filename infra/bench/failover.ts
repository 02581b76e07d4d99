/**
 * Failover under load: the production topology (infra/deploy: nginx, two API instances on
 * PostgreSQL with the NATS fan-out) takes a stream of professional texts, and one instance is
 * killed with SIGKILL mid-stream. Every send is retried by its client with the same idempotency key
 * (clientId) until it is acknowledged, as the portal does.
 *
 *   pnpm --filter @hearth/bench run failover [-- --port-base 9180 --rate 100 --seconds 30 --kill-at 10]
 *
 * Reports: errors seen by clients (attempts refused or cut off), sends never acknowledged, time to
 * recover (the kill until the last failed attempt), p50/p99 of a send (retries included) before
 * and during the kill (its first 5 s), two live sockets' reconnection through nginx, and from the
 * database: acknowledged messages missing, messages or texts doubled.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import type { Paged, PatientRow } from '@hearth/shared-kernel/domain';
import { DEMO_ORGS, DEMO_PASSWORD } from '../api/src/demo/demo-accounts';
import { topology } from '../deploy/topology';
import { benchArgs, httpClient, log, login, repoRoot, runBench, summary } from './lib';

const values = benchArgs({
  'port-base': { type: 'string', default: '9180' },
  rate: { type: 'string', default: '100' },
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

/** dr.chen's live socket on Riverside through nginx, reconnected at once whenever it closes. */
function liveWatcher(token: string) {
  const seen = new Set<string>();
  const reconnects: number[] = [];
  let closing = false;
  let socket: WebSocket;
  const open = (closedAt?: number) => {
    socket = new WebSocket(`${t.stack.wsUrl}/live?token=${encodeURIComponent(token)}`, { headers: { origin: t.stack.urls.host } });
    socket.on('open', () => {
      socket.send(JSON.stringify({ action: 'subscribe', sub: `organization:${DEMO_ORGS.riverside.id}` }));
      if (closedAt) reconnects.push(Date.now() - closedAt);
    });
    socket.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString('utf8')) as { type: string; data: { messageId?: string } };
      if (m.type === 'interaction' && m.data.messageId) seen.add(m.data.messageId);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (!closing) setTimeout(() => open(closedAt ?? Date.now()), 100);
    });
  };
  open();
  return {
    seen,
    reconnects,
    close() {
      closing = true;
      socket.close();
    },
  };
}

async function main(): Promise<void> {
  const topologyRun = startTopology();
  const databaseUrl = await topologyRun.ready;
  try {
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
    log(`${patients.length} patients take the texts`);
    // Two sockets: nginx spreads them over both instances, so one dies with the killed instance.
    const watchers = [liveWatcher(chen.accessToken), liveWatcher(chen.accessToken)];
    await sleep(1_000);

    const nonce = randomBytes(3).toString('hex');
    const sends: Send[] = [];
    const inFlight: Promise<void>[] = [];
    const start = Date.now();
    const victim = t.apis[0];
    const victimPid = Number(readFileSync(join(t.runtimeDir, `${victim.name}.pid`), 'utf8'));
    let killedAt = 0;
    let refused: Error | undefined;
    log(`sending ${rate}/s for ${seconds} s; ${victim.name} (pid ${victimPid}) is killed at ${killAt / 1000} s`);
    for (let i = 0; Date.now() - start < seconds * 1000; i++) {
      if (!killedAt && Date.now() - start >= killAt) {
        process.kill(victimPid, 'SIGKILL');
        killedAt = Date.now();
        log(`killed ${victim.name}`);
      }
      // Caught at once (an unheard rejection would end the process and leave the topology running).
      inFlight.push(send(client, auth, patients[i % patients.length], `Failover check ${i} ${nonce}`, sends).catch((error: Error) => void (refused ??= error)));
      // Open loop: the next send leaves on schedule whether or not this one has been answered.
      await sleep(Math.max(0, start + ((i + 1) * 1000) / rate - Date.now()));
    }
    await Promise.all(inFlight);
    if (refused) throw refused;
    await sleep(2_000);
    for (const w of watchers) w.close();
    client.close();

    const acked = sends.filter((s) => s.messageId);
    const failures = sends.flatMap((s) => s.failedAttempts);
    const latency = (from: number, to: number) => summary(sends.filter((s) => s.ackedAt && s.startedAt >= from && s.startedAt < to).map((s) => s.ackedAt! - s.startedAt));

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const messages = await db.query<{ body: string; n: string; ids: string[] }>(`select body, count(*) as n, array_agg(id::text) as ids from messages where body like $1 group by body`, [`%${nonce}`]);
    const texts = await db.query<{ n: string }>(`select count(*) as n from sms_texts where direction = 'to_phone' and body like $1 group by body having count(*) > 1`, [`%${nonce}%`]);
    await db.end();
    const stored = new Set(messages.rows.flatMap((r) => r.ids));

    const figures = {
      sends: sends.length,
      acknowledged: acked.length,
      neverAcknowledged: sends.length - acked.length,
      errorsSeenByClients: failures.length,
      sendsThatNeededARetry: sends.filter((s) => s.failedAttempts.length).length,
      recoverMs: failures.length ? Math.max(...failures) - killedAt : 0,
      latencyBeforeKill: latency(start, killedAt),
      latencyDuringKill: latency(killedAt, killedAt + 5_000),
      latencyAfter: latency(killedAt + 5_000, Infinity),
      messagesMissing: acked.filter((s) => !stored.has(s.messageId!)).length,
      messagesDoubled: messages.rows.filter((r) => Number(r.n) > 1).length,
      textsDoubled: texts.rows.length,
      liveSocketReconnectMs: watchers.map((w) => w.reconnects),
      // Per socket. A frame missed while a socket reconnects is fetched by the portal's catch-up.
      liveFramesReceived: watchers.map((w) => acked.filter((s) => w.seen.has(s.messageId!)).length),
      liveFramesMissingOfRetriedSends: watchers.map((w) => acked.filter((s) => s.failedAttempts.length && !w.seen.has(s.messageId!)).length),
    };
    console.log(JSON.stringify(figures, null, 2));
    if (figures.neverAcknowledged || figures.messagesMissing || figures.messagesDoubled || figures.textsDoubled) process.exitCode = 1;
  } finally {
    await topologyRun.stop();
  }
}

runBench(main);
