/**
 * Runs the production topology on this machine from built deployables: nginx in front of the host,
 * the three remotes and two API instances, the API on PostgreSQL with the NATS live fan-out. Both
 * instances run the background jobs (their queue leases let any number share it). Prints the URLs
 * once everything answers through nginx; Ctrl-C stops it all.
 *
 * HEARTH_PRODUCTION_FRESH=1 drops the database and the runtime directory first (a test run).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../api/src/demo/demo-accounts';
import { repoRoot, type DeployableName } from '../scripts/stack-config';
import { ensureDatabase, ensureNats, ensurePostgres } from './backing-services';
import { renderRuntime } from './nginx/render';
import { waitFor } from '../scripts/wait-for';
import { createSupervisor, leftoverProcesses } from './supervisor';
import { topology, type ApiInstance } from './topology';

const t = topology();
const fresh = process.env.HEARTH_PRODUCTION_FRESH === '1';
const simulators = (process.env.HEARTH_SIMULATORS ?? '1') === '1';
const demo = process.env.HEARTH_DEMO !== '0';
const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

const leftovers = leftoverProcesses(t.runtimeDir);
if (leftovers.length) {
  console.error(`An earlier start's processes still run from ${t.runtimeDir}: ${leftovers.join(', ')}. Stop them first.`);
  process.exit(1);
}
if (fresh) rmSync(t.runtimeDir, { recursive: true, force: true });
mkdirSync(t.runtimeDir, { recursive: true });
const supervisor = createSupervisor(t.runtimeDir);

/** A secret both instances share (tokens signed by one are checked by the other), kept across restarts. */
function sharedSecret(name: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = join(t.runtimeDir, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

function apiEnv(api: ApiInstance, databaseUrl: string): NodeJS.ProcessEnv {
  const origins = [t.stack.urls.host, t.stack.urls.host.replace('localhost', '127.0.0.1')];
  return {
    NODE_ENV: 'production',
    PORT: String(api.port),
    HOST: '127.0.0.1',
    HEARTH_MLLP_PORT: String(api.mllpPort),
    HEARTH_METRICS_PORT: String(api.metricsPort),
    DATABASE_URL: databaseUrl,
    HEARTH_SEED_DEMO: demo ? '1' : '0',
    HEARTH_LIVE_FANOUT: t.natsUrl,
    HEARTH_LIVE_CHANNEL: t.liveChannel,
    HEARTH_JWT_SECRET: sharedSecret('jwt-secret', process.env.HEARTH_JWT_SECRET),
    HEARTH_SMS_WEBHOOK_SECRET: sharedSecret('sms-webhook-secret', process.env.HEARTH_SMS_WEBHOOK_SECRET),
    HEARTH_ENCRYPTION_KEY: sharedSecret('encryption-key', process.env.HEARTH_ENCRYPTION_KEY),
    HEARTH_ALLOWED_ORIGINS: process.env.HEARTH_ALLOWED_ORIGINS ?? origins.join(','),
    HEARTH_PORTAL_URL: process.env.HEARTH_PORTAL_URL ?? t.stack.urls.host,
    HEARTH_SIMULATORS: simulators ? '1' : '0',
    HEARTH_DATA_DIR: join(t.runtimeDir, api.name),
    // nginx's X-Forwarded-For names the client: login limits, the HL7 allow-list and the audit see it.
    HEARTH_TRUST_PROXY: '127.0.0.1',
  };
}

let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\nStopping the production topology…');
    await supervisor.stopAll();
  }
  process.exit(code);
}
// Whoever reads the output may be gone before the topology is stopped: stopping must not fail on it.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
supervisor.onUnexpectedExit((name, code, signal) => console.error(`[${name}] exited (${signal ?? code}); the other instance serves on`));

async function main(): Promise<void> {
  const postgres = await ensurePostgres(t, supervisor);
  const databaseUrl = ensureDatabase(postgres.server, t.databaseName, fresh);
  const nats = await ensureNats(t, supervisor);
  // One at a time: the first applies the migrations and seeds the demo, the second finds them done.
  for (const api of t.apis) {
    // node itself with tsx's loader, not the tsx command: the pid kept is the server's own (kill -9 must hit it).
    supervisor.run(api.name, process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: join(repoRoot, 'infra', 'api'), env: apiEnv(api, databaseUrl) });
    await waitFor(`http://127.0.0.1:${api.port}/ready`);
  }
  const conf = renderRuntime(t);
  const nginxArgs = ['-p', t.runtimeDir, '-c', conf, '-e', join(t.runtimeDir, 'logs', 'error.log')];
  // Fast shutdown on stop: a graceful one would wait for every live socket to close.
  supervisor.run('nginx', nginx, [...nginxArgs, '-g', 'daemon off;'], { stopSignal: 'SIGTERM' });
  const deployables = Object.keys(t.stack.ports) as DeployableName[];
  await Promise.all([waitFor(`${t.stack.apiUrl}/ready`), ...deployables.map((name) => waitFor(`${t.stack.urls[name]}/healthz`))]);

  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.username.length));
  console.log(`
Hearth's production topology is running.

  Portal (host)        ${t.stack.urls.host}
  mf-patient           ${t.stack.urls['mf-patient']}
  mf-professional      ${t.stack.urls['mf-professional']}
  mf-admin             ${t.stack.urls['mf-admin']}
  API (nginx)          ${t.stack.apiUrl}  (live socket ${t.stack.wsUrl}/live)
  API instances        ${t.apis.map((a) => `${a.name} 127.0.0.1:${a.port} (MLLP ${a.mllpPort})`).join(', ')}
  PostgreSQL           ${databaseUrl}${postgres.started ? ` (the topology's own cluster, in ${join(t.runtimeDir, 'postgres')})` : ''}
  Live fan-out         ${t.natsUrl} (${nats === 'started' ? 'started here' : 'already running'}), subjects under ${t.liveChannel}
  nginx                ${conf}  (logs in ${join(t.runtimeDir, 'logs')})
  Simulators           ${simulators ? 'on (HEARTH_SIMULATORS=1): the SMS phones and e-mail outbox are readable by anyone; demo only' : 'off'}
${demo ? `\nDemo accounts (password: hearth-demo, demo only):\n${DEMO_ACCOUNTS.map((a) => `  ${a.username.padEnd(width)}  ${a.description}`).join('\n')}\n` : ''}
Press Ctrl+C to stop.
`);
}

main().catch((error: Error) => {
  console.error(error.message);
  void stop(1);
});
