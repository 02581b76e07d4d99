/**
 * Broadcast benchmark: one broadcast to every patient of Riverside after N generated patients
 * (default 100,000) are added, in one API process with its job runner, on PGlite (in memory) or on
 * PostgreSQL, with the SMS simulator unthrottled (HEARTH_BROADCAST_RATE=0).
 *
 *   pnpm --filter @hearth/bench run broadcast [-- --db pglite|postgres --patients 100000]
 *
 * Prints: time to queue (the POST that writes every recipient row and the job), send throughput
 * (texts per second from the job's start to the last text) and the process's peak RSS (sampled
 * every 100 ms; with PGlite the database lives in the same process).
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/platform/config/config';
import { loadMigrations, migrate } from '../api/src/platform/db/migrate';
import { dropSchema, openPg } from '../api/src/platform/db/pg';
import { openPglite } from '../api/src/platform/db/pglite';
import { migrationsDir } from '../api/src/platform/config/paths';
import { addGeneratedPatients } from '../api/src/demo/bulk-patients';
import { seedDemo } from '../api/src/demo/demo';
import { DEMO_ORGS, DEMO_PASSWORD } from '../api/src/demo/demo-accounts';
import { benchArgs, runBench } from './lib';

const values = benchArgs({
  db: { type: 'string', default: 'pglite' },
  patients: { type: 'string', default: '100000' },
  'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/test' },
});

async function main() {
  const schema = `hearth_bench_broadcast_${randomBytes(3).toString('hex')}`;
  const db = values.db === 'postgres' ? await openPg({ connectionString: values['pg-url'], schema, max: 8 }) : await openPglite();
  await migrate(db, await loadMigrations(migrationsDir));
  await seedDemo(db);
  const insertMs = await addGeneratedPatients(db, { orgId: DEMO_ORGS.riverside.id, count: Number(values.patients), seed: 77 });
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: join(tmpdir(), 'hearth-bench-broadcast'), jwtSecret: 'bench-secret-bench-secret-bench-secret-0123', simulators: true, smsWebhookSecret: 'bench-sms-webhook-secret-0123456789', liveChannel: `bench_${schema}` };
  const app = await buildApp({ db, config, logStream: false, jobs: { broadcastRate: 0, scheduler: false, pollMs: 20 } });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'dr.chen', password: DEMO_PASSWORD } });
  const token = (login.json() as { access_token: string }).access_token;
  const queuedAt = performance.now();
  const res = await app.inject({ method: 'POST', url: '/broadcasts', headers: { authorization: `Bearer ${token}` }, payload: { audience: {}, body: 'Benchmark broadcast' } });
  const queueMs = performance.now() - queuedAt;
  const progress = res.json() as { id: string; audienceSize: number; skipped: number };
  const startedAt = performance.now();
  app.jobs.start();
  for (;;) {
    const { rows } = await db.query<{ status: string; sent: number; failed: number }>('select status, sent, failed from broadcasts where id = $1', [progress.id]);
    if (rows[0].status === 'done') {
      const sendMs = performance.now() - startedAt;
      const texted = Number(rows[0].sent) + Number(rows[0].failed);
      clearInterval(sampler);
      console.log(
        JSON.stringify({
          db: values.db,
          patientsAdded: Number(values.patients),
          insertPatientsMs: insertMs,
          audience: progress.audienceSize,
          skipped: progress.skipped,
          queueMs: Math.round(queueMs),
          texted,
          sendSeconds: +(sendMs / 1000).toFixed(1),
          textsPerSecond: Math.round(texted / (sendMs / 1000)),
          peakRssMiB: Math.round(peak / 2 ** 20),
        }),
      );
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await app.close();
  await db.close();
  if (values.db === 'postgres') await dropSchema(values['pg-url'], schema);
}

runBench(main);
