/**
 * Roster benchmark: a page of 20 with a filter and a sort, under C concurrent clients, over HTTP.
 * Builds its own database (PGlite in memory, or a scratch schema of DATABASE_URL, dropped after),
 * seeds the demo plus N generated patients in Riverside, signs in as dr.chen and keeps C clients
 * busy for D seconds. Prints p50/p99 latency and requests per second.
 *
 *   pnpm --filter @hearth/api exec tsx bench/roster.ts [--patients 100000] [--clients 50] [--seconds 15]
 *   DATABASE_URL=postgresql://… pnpm --filter @hearth/api exec tsx bench/roster.ts
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { loadMigrations, migrate } from '../src/db/migrate';
import { dropSchema, openPg } from '../src/db/pg';
import { openPglite } from '../src/db/pglite';
import { migrationsDir } from '../src/paths';
import { addGeneratedPatients } from '../src/seed/bulk-patients';
import { seedDemo } from '../src/seed/demo';
import { DEMO_ORGS, DEMO_PASSWORD } from '../src/seed/demo-accounts';

const { values } = parseArgs({
  options: {
    patients: { type: 'string', default: '100000' },
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '15' },
  },
});
const patients = Number(values.patients);
const clients = Number(values.clients);
const seconds = Number(values.seconds);

// Pages a roster user actually asks for: a status filter, a sort, somewhere in the list.
const STATUSES = ['approved', 'not_enrolled', 'sent,initiated', 'opted_out', 'approved,sent'];
const SORTS = ['lastName', 'dateOfBirth', 'lastContactAt', 'firstName'];
function pageUrl(i: number): string {
  const status = STATUSES[i % STATUSES.length];
  const sort = SORTS[(i >> 2) % SORTS.length];
  const dir = i % 2 ? 'ASC' : 'DESC';
  return `/roster?enrollmentStatus=${status}&sortKey=${sort}&sortDirection=${dir}&skip=${(i % 50) * 20}&take=20`;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const schema = `hearth_bench_${randomBytes(3).toString('hex')}`;
  const db = url ? await openPg({ connectionString: url, schema, max: 10 }) : await openPglite();
  try {
    await migrate(db, await loadMigrations(migrationsDir));
    await seedDemo(db);
    const insertMs = await addGeneratedPatients(db, { orgId: DEMO_ORGS.riverside.id, count: patients, seed: 7 });
    const config = { ...loadConfig({ NODE_ENV: 'test' }), liveChannel: `bench_${randomBytes(3).toString('hex')}` };
    const app = await buildApp({ db, config, secret: randomBytes(32).toString('hex'), logStream: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'dr.chen', password: DEMO_PASSWORD }) });
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${access_token}` };

    const latencies: number[] = [];
    let errors = 0;
    let n = 0;
    const end = Date.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (Date.now() < end) {
          const t = performance.now();
          const res = await fetch(base + pageUrl(n++), { headers });
          await res.arrayBuffer();
          if (res.status !== 200) errors++;
          latencies.push(performance.now() - t);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        database: url ? 'postgresql' : 'pglite',
        patientsInOrg: patients + 600,
        insertSeconds: +(insertMs / 1000).toFixed(1),
        clients,
        requests: latencies.length,
        errors,
        p50ms: +pct(latencies, 50).toFixed(1),
        p99ms: +pct(latencies, 99).toFixed(1),
        rps: +(latencies.length / elapsed).toFixed(1),
      }),
    );
    await app.close();
  } finally {
    await db.close();
    if (url) await dropSchema(url, schema);
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
