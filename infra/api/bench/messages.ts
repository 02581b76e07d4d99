/**
 * Message latency benchmark, with S open live sockets (default 1,000) subscribed to the
 * organisation:
 *   send → phone:  POST /messages (SMS) until the simulator lists the text for that number;
 *   reply → screen: POST /sms/inbound until the interaction reaches the watching sockets
 *                   (the first one, and every one of them).
 * Own scratch database, like bench/roster.ts.
 *
 *   pnpm --filter @hearth/api exec tsx bench/messages.ts [--sockets 1000] [--rounds 100]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { loadMigrations, migrate } from '../src/db/migrate';
import { dropSchema, openPg } from '../src/db/pg';
import { openPglite } from '../src/db/pglite';
import { orgSub } from '../src/live/subscriptions';
import { migrationsDir } from '../src/paths';
import { seedDemo } from '../src/seed/demo';
import { DEMO_ORGS, DEMO_PASSWORD } from '../src/seed/demo-accounts';

const { values } = parseArgs({ options: { sockets: { type: 'string', default: '1000' }, rounds: { type: 'string', default: '100' } } });
const socketCount = Number(values.sockets);
const rounds = Number(values.rounds);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const stats = (xs: number[]) => ({ p50ms: +pct(xs, 50).toFixed(1), p99ms: +pct(xs, 99).toFixed(1) });

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const schema = `hearth_bench_${randomBytes(3).toString('hex')}`;
  const db = url ? await openPg({ connectionString: url, schema, max: 10 }) : await openPglite();
  const sockets: WebSocket[] = [];
  try {
    await migrate(db, await loadMigrations(migrationsDir));
    await seedDemo(db);
    const config = { ...loadConfig({ NODE_ENV: 'test' }), liveChannel: `bench_${randomBytes(3).toString('hex')}` };
    const app = await buildApp({ db, config, secret: randomBytes(32).toString('hex'), logStream: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'dr.chen', password: DEMO_PASSWORD }) });
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };

    // Every socket reports the arrival time of each interaction, by message id.
    const arrivals = new Map<string, number[]>();
    for (let i = 0; i < socketCount; i++) {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/live?token=${encodeURIComponent(access_token)}`);
      sockets.push(ws);
      ws.on('message', (data) => {
        const m = JSON.parse(data.toString()) as { type: string; data: { messageId?: string } };
        if (m.type !== 'interaction' || !m.data.messageId) return;
        const list = arrivals.get(m.data.messageId) ?? [];
        list.push(performance.now());
        arrivals.set(m.data.messageId, list);
      });
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      ws.send(JSON.stringify({ action: 'subscribe', sub: orgSub(DEMO_ORGS.riverside.id) }));
    }
    await new Promise((r) => setTimeout(r, 1000));

    const { rows } = await db.query<{ id: string; sms_phone: string }>(
      `select id::text as id, sms_phone from patients where org_id = $1 and enrollment_status = 'approved' and sms_phone is not null
         and not do_not_disturb and not exists (select 1 from conversations c where c.patient_id = patients.id) order by mrn limit $2`,
      [DEMO_ORGS.riverside.id, rounds],
    );
    const toPhone: number[] = [];
    const firstScreen: number[] = [];
    const allScreens: number[] = [];
    for (const p of rows) {
      const t0 = performance.now();
      const sent = await fetch(`${base}/messages`, { method: 'POST', headers, body: JSON.stringify({ clientId: randomUUID(), patientId: p.id, body: 'Benchmark check-in', channel: 'sms', urgency: 'normal' }) });
      if (sent.status !== 201) throw new Error(`send answered ${sent.status}`);
      for (;;) {
        const phones = (await (await fetch(`${base}/sms-simulator/phones?phone=${p.sms_phone}`)).json()) as { phones: { texts: { body: string }[] }[] };
        if (phones.phones[0]?.texts.some((x) => x.body === 'Benchmark check-in')) break;
      }
      toPhone.push(performance.now() - t0);

      const t1 = performance.now();
      const reply = await fetch(`${base}/sms/inbound`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from: p.sms_phone, body: 'Reply from the phone' }) });
      const { messageId } = (await reply.json()) as { messageId: string };
      const deadline = Date.now() + 30_000;
      while ((arrivals.get(messageId)?.length ?? 0) < socketCount && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
      const times = arrivals.get(messageId) ?? [];
      if (times.length < socketCount) throw new Error(`only ${times.length} of ${socketCount} sockets got the reply`);
      firstScreen.push(Math.min(...times) - t1);
      allScreens.push(Math.max(...times) - t1);
    }
    console.log(
      JSON.stringify({
        database: url ? 'postgresql' : 'pglite',
        sockets: socketCount,
        rounds: rows.length,
        sendToPhone: stats(toPhone),
        replyToFirstScreen: stats(firstScreen),
        replyToAllScreens: stats(allScreens),
      }),
    );
    for (const s of sockets) s.terminate();
    await app.close();
  } finally {
    for (const s of sockets) s.terminate();
    await db.close();
    if (url) await dropSchema(url, schema);
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
