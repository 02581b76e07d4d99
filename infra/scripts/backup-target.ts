/**
 * What `pnpm run backup` and `pnpm run restore` act on: the database the API is configured with
 * (the same environment: PostgreSQL when DATABASE_URL is set, else PGlite under the data
 * directory), and which kind a backup file is, by its name.
 */
import { join } from 'node:path';
import { loadConfig } from '../api/src/platform/config/config';

export type BackupTarget = { kind: 'postgres'; url: string; extension: '.dump' } | { kind: 'pglite'; dataDir: string; extension: '.tar.gz' };

export function backupTarget(env: NodeJS.ProcessEnv = process.env): BackupTarget & { backupsDir: string } {
  const config = loadConfig(env);
  const backupsDir = join(config.dataDir, 'backups');
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl, extension: '.dump', backupsDir };
  return { kind: 'pglite', dataDir: join(config.dataDir, 'pglite'), extension: '.tar.gz', backupsDir };
}

/** The named options and the positional arguments of a command line. */
export function parseArgs(argv: string[]): { out: string | null; replace: boolean; files: string[] } {
  const files: string[] = [];
  let out: string | null = null;
  let replace = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out') out = argv[++i] ?? null;
    else if (argv[i] === '--replace') replace = true;
    else if (argv[i] !== '--') files.push(argv[i]);
  }
  return { out, replace, files };
}
