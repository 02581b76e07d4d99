/**
 * What the API instances need before they start: a PostgreSQL server (a cluster of the topology's
 * own when none answers), their database on it (created when missing, or afresh when asked) and a
 * NATS server for the live fan-out (started when none answers).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import type { Supervisor } from './supervisor';
import type { Topology } from './topology';

/** psql against the server's maintenance database; throws with psql's own message. */
function psql(server: string, sql: string): string {
  return execFileSync('psql', ['-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-d', `${server}/postgres`, '-c', sql], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

function answers(server: string): boolean {
  try {
    psql(server, 'select 1');
    return true;
  } catch {
    return false;
  }
}

/** The newest Debian PostgreSQL's programs (initdb, postgres). */
function postgresBin(): string {
  const versions = existsSync(PG_LIB) ? readdirSync(PG_LIB).filter((v) => existsSync(join(PG_LIB, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql; npm run start:production does it)');
  return join(PG_LIB, newest, 'bin');
}
const PG_LIB = '/usr/lib/postgresql';

/**
 * A PostgreSQL cluster of the topology's own under the runtime directory (trust on 127.0.0.1
 * only), for a machine where none answers. PostgreSQL refuses to run as root: then as `postgres`.
 */
async function startOwnPostgres(t: Topology, supervisor: Supervisor): Promise<string> {
  const bin = postgresBin();
  const dir = join(t.runtimeDir, 'postgres');
  const asRoot = userInfo().uid === 0;
  // setpriv execs (runuser would fork): the pid the supervisor signals is PostgreSQL's own.
  const as = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args]] : [command, args];
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
    execFileSync(...as(join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']), { stdio: 'ignore' });
  }
  const server = `postgres://postgres@127.0.0.1:${t.ownPostgresPort}`;
  // SIGINT: PostgreSQL's fast shutdown (SIGTERM would wait for every client to leave).
  supervisor.run('postgres', ...as(join(bin, 'postgres'), ['-D', dir, '-p', String(t.ownPostgresPort), '-k', dir, '-c', 'listen_addresses=127.0.0.1']), { stopSignal: 'SIGINT' });
  for (let i = 0; i < 120 && !answers(server); i++) await new Promise((r) => setTimeout(r, 250));
  if (!answers(server)) throw new Error(`the topology's own PostgreSQL did not answer on 127.0.0.1:${t.ownPostgresPort}`);
  return server;
}

/**
 * The PostgreSQL server the instances use: HEARTH_PRODUCTION_POSTGRES's (or the local one on
 * 127.0.0.1:5432) when it answers, else, unless one was named, a cluster of the topology's own.
 * `own` asks for the latter directly.
 */
export async function ensurePostgres(t: Topology, supervisor: Supervisor): Promise<{ server: string; started: boolean }> {
  if (t.postgresServer !== 'own' && answers(t.postgresServer)) return { server: t.postgresServer, started: false };
  if (t.postgresServer !== 'own' && t.postgresServerNamed) {
    throw new Error(`PostgreSQL does not answer at ${t.postgresServer.replace(/:[^:@/]*@/, ':***@')} (HEARTH_PRODUCTION_POSTGRES)`);
  }
  return { server: await startOwnPostgres(t, supervisor), started: true };
}

/** Creates the topology's database when it does not exist; `fresh` drops it first (a test run's clean slate). */
export function ensureDatabase(server: string, name: string, fresh: boolean): string {
  if (fresh) psql(server, `drop database if exists ${name} with (force)`);
  if (psql(server, `select 1 from pg_database where datname = '${name}'`) !== '1') {
    psql(server, `create database ${name}`);
    console.log(`created database ${name}`);
  }
  return `${server}/${name}`;
}

function tcpAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1_000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/** Uses the NATS server at the topology's URL, or starts Debian's nats-server there when none answers. */
export async function ensureNats(t: Topology, supervisor: Supervisor): Promise<'running' | 'started'> {
  const url = new URL(t.natsUrl);
  const host = url.hostname;
  const port = Number(url.port || 4222);
  if (await tcpAnswers(host, port)) return 'running';
  // An unprivileged user's PATH may lack /usr/sbin.
  const bin = existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : 'nats-server';
  supervisor.run('nats', bin, ['-a', host, '-p', String(port)]);
  for (let i = 0; i < 40; i++) {
    if (await tcpAnswers(host, port)) return 'started';
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nats-server did not answer on ${host}:${port}`);
}
