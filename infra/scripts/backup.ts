/**
 * `pnpm run backup [-- --out <file>]`: a backup of the database the API is configured with.
 * PostgreSQL (DATABASE_URL): pg_dump's custom format, `.dump`, taken while the API runs.
 * PGlite: the data directory dumped to a `.tar.gz`; the API must be stopped first.
 * Without --out the file goes to <data dir>/backups/hearth-<UTC time>.<ext>: copy it off this machine.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { backupPglite } from '../api/src/platform/db/backup-pglite';
import { backupPostgres } from '../api/src/platform/db/backup-postgres';
import { backupTarget, parseArgs } from './backup-target';

async function main(): Promise<void> {
  const target = backupTarget();
  const { out } = parseArgs(process.argv.slice(2));
  const file = resolve(out ?? join(target.backupsDir, `hearth-${new Date().toISOString().replace(/[:.]/g, '-')}${target.extension}`));
  await mkdir(dirname(file), { recursive: true });
  if (target.kind === 'postgres') await backupPostgres(target.url, file);
  else await backupPglite(target.dataDir, file);
  console.log(`Backup of the ${target.kind === 'postgres' ? 'PostgreSQL database (DATABASE_URL)' : `PGlite database in ${target.dataDir}`} written to ${file}`);
}

main().catch((error: Error) => {
  console.error(`backup failed: ${error.message}`);
  process.exit(1);
});
