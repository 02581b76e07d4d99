/**
 * Backups of a PostgreSQL database: pg_dump's custom format (compressed, read back by pg_restore,
 * which can also restore a single table), and the restore into an empty database, or over the
 * objects the backup holds with `replace`. The password goes to the tools in PGPASSWORD, never on
 * a command line that `ps` shows. HEARTH_PG_BIN names the tools' folder when PATH's are too old.
 */
import { spawn } from 'node:child_process';
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';

const tool = (name: 'pg_dump' | 'pg_restore') => (process.env.HEARTH_PG_BIN ? join(process.env.HEARTH_PG_BIN, name) : name);

/** The URL without its password, and the password for PGPASSWORD. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${command} could not run (${error.message}): install the PostgreSQL client tools or set HEARTH_PG_BIN`)));
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} failed (exit ${code}): ${err.trim().split('\n').slice(-3).join(' ')}`))));
  });
}

/** One value from the database at `url`, on a connection of its own. */
async function oneValue(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string | number }>(sql);
    return Number(rows[0].v);
  } finally {
    await client.end();
  }
}

/** A tool older than the server cannot read its catalog (pg_dump refuses); said before it runs. */
async function checkVersion(name: 'pg_dump' | 'pg_restore', url: string): Promise<void> {
  const version = /(\d+)(?:\.\d+)?/.exec(await run(tool(name), ['--version'], process.env));
  const major = version ? Number(version[1]) : 0;
  const server = Math.floor((await oneValue(url, 'show server_version_num')) / 10000);
  if (major < server) throw new Error(`${name} ${major} is older than the server (PostgreSQL ${server}): install postgresql-client-${server} or set HEARTH_PG_BIN`);
}

export async function backupPostgres(url: string, file: string): Promise<void> {
  await checkVersion('pg_dump', url);
  const { dbname, env } = connection(url);
  // Written whole, then renamed: a backup file that exists is complete.
  await run(tool('pg_dump'), ['--format=custom', `--file=${file}.partial`, `--dbname=${dbname}`], env);
  await rename(`${file}.partial`, file);
}

export async function restorePostgres(file: string, url: string, options: { replace?: boolean } = {}): Promise<void> {
  await checkVersion('pg_restore', url);
  const tables = await oneValue(url, `select count(*)::int as v from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`);
  if (!options.replace && tables > 0) {
    throw new Error('the target database is not empty: restore into a new database, or replace what the backup holds (--replace)');
  }
  const { dbname, env } = connection(url);
  // One transaction: a restore that fails leaves the database as it was.
  const args = ['--exit-on-error', '--single-transaction', '--no-owner', ...(options.replace ? ['--clean', '--if-exists'] : []), `--dbname=${dbname}`, file];
  await run(tool('pg_restore'), args, env);
}
