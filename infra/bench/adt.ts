/**
 * ADT intake benchmark against the real API process (PGlite by default):
 *
 *   (a) latency: one hospital connection sends A01 admissions one at a time over MLLP; for each,
 *       the time from writing the frame (the hospital's send; MLLP receipt on loopback) until the
 *       event's live frame reaches a professional's socket (dr.chen, following Riverside);
 *   (b) ingest rate: --connections hospital connections each send --per-connection messages back
 *       to back, every one waiting for its ACK (as MLLP senders do): messages/s with ACKs.
 *
 * Messages name Riverside's demo patients by MRN, so each event is matched and writes its care
 * team's notifications (texts and e-mails to the simulators), as in production.
 *
 *   pnpm --filter @hearth/bench run adt [-- --db pglite|postgres --latency 200 --connections 4 --per-connection 250]
 */
import WebSocket from 'ws';
import { DEMO_ORGS, DEMO_PASSWORD } from '../api/src/demo/demo-accounts';
import { adtText } from '../api/src/channels/mllp/hl7-builder';
import { acked, MllpSender } from './mllp-sender';
import { httpClient, load, log, login, parseDbKinds, scratchDb, startApi, summary, benchArgs } from './lib';

const values = benchArgs({
  db: { type: 'string', default: 'pglite' },
  latency: { type: 'string', default: '200' },
  connections: { type: 'string', default: '4' },
  'per-connection': { type: 'string', default: '250' },
  port: { type: 'string', default: '28789' },
  'mllp-port': { type: 'string', default: '28790' },
  'pg-server': { type: 'string', default: process.env.BENCH_PG_SERVER ?? 'postgresql://postgres@127.0.0.1:5432' },
  'db-name': { type: 'string', default: 'hearth_bench_adt' },
  'log-level': { type: 'string', default: 'warn' },
  keep: { type: 'boolean', default: false },
});

let sequence = 0;
const admission = (i: number) =>
  adtText({
    controlId: `BENCH-${process.pid}-${++sequence}`, facility: 'RIVERSIDE_HOSP', trigger: i % 4 === 0 ? 'A04' : 'A01', patientClass: i % 4 === 0 ? 'E' : 'I',
    mrn: `RFP${100_000 + (i % 600)}`, lastName: '', firstName: '', dateOfBirth: null, at: new Date(), location: '4W/401/B', attending: 'Okafor, Ada', reason: 'Benchmark',
  });

async function run(kind: 'pglite' | 'postgres') {
  const db = await scratchDb(kind, { pgServer: values['pg-server'], name: values['db-name'], keep: values.keep });
  const mllpPort = Number(values['mllp-port']);
  const api = await startApi(db, { port: Number(values.port), logLevel: values['log-level'], env: { HEARTH_MLLP_PORT: String(mllpPort), HEARTH_SEED_DEMO: '1' } });
  try {
    const client = httpClient(api.base, 4);
    const chen = await login(client, 'dr.chen', DEMO_PASSWORD);
    const socket = new WebSocket(`${api.base.replace('http', 'ws')}/live?token=${chen.accessToken}`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ action: 'subscribe', sub: `organization:${DEMO_ORGS.riverside.id}` }));
    await new Promise((r) => setTimeout(r, 300));
    let frames = 0;
    let onFrame: (() => void) | null = null;
    socket.on('message', (raw) => {
      const m = JSON.parse(raw.toString()) as { data?: { kind?: string; change?: string } };
      if (m.data?.kind !== 'adt_event' || m.data.change !== 'received') return;
      frames++;
      onFrame?.();
    });

    // (a) receipt → professional's socket, one at a time.
    log(`${kind}: latency, ${values.latency} admissions one at a time (load ${load()})`);
    const sender = await MllpSender.connect(mllpPort);
    const latencies: number[] = [];
    let refused = 0;
    for (let i = 0; i < Number(values.latency); i++) {
      const arrived = new Promise<number>((resolve) => {
        const timer = setTimeout(() => {
          onFrame = null;
          resolve(NaN);
        }, 10_000);
        onFrame = () => {
          clearTimeout(timer);
          onFrame = null;
          resolve(performance.now());
        };
      });
      const t0 = performance.now();
      if (!acked(await sender.send(admission(i)))) refused++;
      const t1 = await arrived;
      if (!Number.isNaN(t1)) latencies.push(t1 - t0);
    }
    sender.close();

    // (b) ingest rate with ACKs, several hospital connections at once.
    const connections = Number(values.connections);
    const perConnection = Number(values['per-connection']);
    log(`${kind}: ingest, ${connections} connections × ${perConnection} messages (load ${load()})`);
    const framesBefore = frames;
    const senders = await Promise.all(Array.from({ length: connections }, () => MllpSender.connect(mllpPort)));
    const started = performance.now();
    const ackTimes: number[] = [];
    await Promise.all(
      senders.map(async (s, c) => {
        for (let i = 0; i < perConnection; i++) {
          const t = performance.now();
          if (!acked(await s.send(admission(c * perConnection + i)))) refused++;
          ackTimes.push(performance.now() - t);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    senders.forEach((s) => s.close());
    const total = connections * perConnection;
    await new Promise((r) => setTimeout(r, 1_000));
    socket.close();
    return {
      db: kind,
      receiptToSocket: { ...summary(latencies), lost: Number(values.latency) - latencies.length },
      ingest: {
        messages: total,
        connections,
        seconds: Math.round(seconds * 100) / 100,
        messagesPerSecond: Math.round((total / seconds) * 10) / 10,
        ack: summary(ackTimes),
        liveFrames: frames - framesBefore,
      },
      refused,
      load: load(),
    };
  } finally {
    await api.stop();
    if (!values.keep) await db.drop();
  }
}

for (const kind of parseDbKinds(values.db)) {
  console.log(JSON.stringify(await run(kind)));
}
