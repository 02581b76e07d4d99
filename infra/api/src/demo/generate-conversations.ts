/**
 * Benchmark data: adds generated conversations (with their messages) and tasks to a demo
 * organisation of the configured database (PGlite under .data/, or DATABASE_URL), over its
 * patients and professionals, migrating it first. Run generate-patients.ts before it.
 *
 *   pnpm --filter @hearth/api exec tsx src/seed/generate-conversations.ts --messages 1000000 --tasks 100000 [--org riverside|lakeside|<uuid>] [--seed 7]
 *
 * Stop the API first when it runs on PGlite (one process owns that data directory).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config/config';
import { loadMigrations, migrate } from '../platform/db/migrate';
import { openDb } from '../platform/db/open';
import { migrationsDir } from '../platform/config/paths';
import { addGeneratedConversations } from './conversation-generator';
import { DEMO_ORGS } from './demo-accounts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      messages: { type: 'string', default: '1000000' },
      tasks: { type: 'string', default: '100000' },
      org: { type: 'string', default: 'riverside' },
      seed: { type: 'string', default: '7' },
    },
  });
  const orgId = values.org in DEMO_ORGS ? DEMO_ORGS[values.org as keyof typeof DEMO_ORGS].id : values.org;
  const messages = Number(values.messages);
  const tasks = Number(values.tasks);
  const seed = Number(values.seed);
  if (!Number.isInteger(messages) || messages < 0) throw new Error('--messages must be a whole number');
  if (!Number.isInteger(tasks) || tasks < 0) throw new Error('--tasks must be a whole number');
  if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');
  const db = await openDb(loadConfig());
  try {
    await migrate(db, await loadMigrations(migrationsDir));
    const r = await addGeneratedConversations(db, { orgId, messages, tasks, seed });
    console.log(`added ${r.conversations} conversations, ${r.messages} messages and ${r.tasks} tasks to ${orgId} in ${(r.ms / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
