/**
 * What the API instances need before they start: their PostgreSQL database (created when missing,
 * or afresh when asked) and a NATS server for the live fan-out (started when none answers).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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

/**
 * Creates the topology's database when it does not exist; `fresh` drops it first (a test run's
 * clean slate). The server must answer: running the database is the operator's business.
 */
export function ensureDatabase(t: Topology, fresh: boolean): void {
  if (!answers(t.postgresServer)) {
    throw new Error(
      `PostgreSQL does not answer at ${t.postgresServer.replace(/:[^:@/]*@/, ':***@')} (user postgres, trust or a password in the URL). ` +
        'Start it (Debian: pg_ctlcluster <version> main start) or point HEARTH_PRODUCTION_POSTGRES at one.',
    );
  }
  if (fresh) psql(t.postgresServer, `drop database if exists ${t.databaseName} with (force)`);
  if (psql(t.postgresServer, `select 1 from pg_database where datname = '${t.databaseName}'`) !== '1') {
    psql(t.postgresServer, `create database ${t.databaseName}`);
    console.log(`created database ${t.databaseName}`);
  }
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
