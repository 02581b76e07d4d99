/**
 * Benchmark data: adds generated patients to a demo organisation of the configured database
 * (PGlite under .data/, or DATABASE_URL), migrating it first.
 *
 *   pnpm --filter @hearth/api exec tsx src/seed/generate-patients.ts --count 100000 [--org riverside|lakeside|<uuid>] [--seed 7]
 *
 * Stop the API first when it runs on PGlite (one process owns that data directory).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config/config';
import { loadMigrations, migrate } from '../platform/db/migrate';
import { openDb } from '../platform/db/open';
import { migrationsDir } from '../platform/config/paths';
import { addGeneratedPatients } from './bulk-patients';
import { DEMO_ORGS } from './demo-accounts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { count: { type: 'string', default: '100000' }, org: { type: 'string', default: 'riverside' }, seed: { type: 'string', default: '7' } },
  });
  const orgId = values.org in DEMO_ORGS ? DEMO_ORGS[values.org as keyof typeof DEMO_ORGS].id : values.org;
  const count = Number(values.count);
  const seed = Number(values.seed);
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive whole number');
  const db = await openDb(loadConfig());
  try {
    await migrate(db, await loadMigrations(migrationsDir));
    const ms = await addGeneratedPatients(db, { orgId, count, seed });
    console.log(`added ${count} patients to ${orgId} in ${(ms / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
