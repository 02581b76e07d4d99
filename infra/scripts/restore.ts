/**
 * `pnpm run restore -- <file> [--replace]`: a backup (backup.ts) restored into the database the
 * API is configured with, the API stopped. PostgreSQL (DATABASE_URL, a `.dump`): into an empty
 * database, or with --replace over what the backup holds, in one transaction. PGlite (a `.tar.gz`):
 * into an empty data directory, or with --replace the old directory kept aside beside it.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { restorePglite } from '../api/src/platform/db/backup-pglite';
import { restorePostgres } from '../api/src/platform/db/backup-postgres';
import { backupTarget, parseArgs } from './backup-target';

async function main(): Promise<void> {
  const target = backupTarget();
  const { files, replace } = parseArgs(process.argv.slice(2));
  if (files.length !== 1) throw new Error('usage: pnpm run restore -- <backup file> [--replace]');
  const file = resolve(files[0]);
  if (!existsSync(file)) throw new Error(`no such file: ${file}`);
  // The kinds do not mix: a PGlite directory is not a pg_restore archive, nor the reverse.
  if (!file.endsWith(target.extension)) {
    throw new Error(`${file} is not a ${target.extension} backup, which the ${target.kind === 'postgres' ? 'PostgreSQL database (DATABASE_URL)' : 'PGlite database (no DATABASE_URL)'} takes`);
  }
  if (target.kind === 'postgres') {
    await restorePostgres(file, target.url, { replace });
    console.log(`Restored ${file} into the PostgreSQL database (DATABASE_URL)`);
  } else {
    const kept = await restorePglite(file, target.dataDir, { replace });
    console.log(`Restored ${file} into ${target.dataDir}${kept ? ` (the previous directory is kept at ${kept})` : ''}`);
  }
}

main().catch((error: Error) => {
  console.error(`restore failed: ${error.message}`);
  process.exit(1);
});
