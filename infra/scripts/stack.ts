/**
 * Runs the whole product from built deployables: the API (embedded PGlite unless DATABASE_URL is
 * set, demo data seeded on first run, the SMS simulator and e-mail outbox on unless
 * HEARTH_SIMULATORS=0) and the four static deployables, each its own process on its own port;
 * with the simulators, also the demo identity provider Lakeside signs in through (single
 * sign-on). Prints the URLs and demo accounts once everything answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot, stackConfig, type DeployableName } from './stack-config';
import { DEMO_ACCOUNTS } from '../api/src/demo/demo-accounts';
import { DEMO_SSO_USER } from '../api/src/demo/sso';
import { waitFor } from './wait-for';

const config = stackConfig();
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
const children: ChildProcess[] = [];
// The demo needs the other end of texts and e-mails; the API serves them only when told to.
const simulators = (process.env.HEARTH_SIMULATORS ?? '1') === '1';

function run(name: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(tsx, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  child.stdout?.on('data', (d: Buffer) => process.stdout.write(prefixLines(prefix, d)));
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(prefixLines(prefix, d)));
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${prefix}exited (${signal ?? code})`);
  });
  children.push(child);
  return child;
}

function prefixLines(prefix: string, data: Buffer): string {
  return data.toString().replace(/^(?=.)/gm, prefix);
}

let stopping = false;
function stopAll(code: number): void {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function main(): Promise<void> {
  const origins = process.env.HEARTH_ALLOWED_ORIGINS ?? `${config.urls.host},${config.urls.host.replace('localhost', '127.0.0.1')}`;
  const apiDir = join(repoRoot, 'infra', 'api');
  // The provider answers before the API does: once /ready answers, single sign-on works.
  if (simulators) {
    run('idp', ['src/demo/identity-provider-command.ts'], apiDir, { HEARTH_DEMO_IDP_URL: config.idpUrl, HEARTH_ALLOWED_ORIGINS: origins });
    await waitFor(`${config.idpUrl}/.well-known/openid-configuration`);
  }
  run('api', ['src/main.ts'], apiDir, {
    PORT: String(config.apiPort),
    HEARTH_METRICS_PORT: String(config.metricsPort),
    HEARTH_SIMULATORS: simulators ? '1' : '0',
    HEARTH_ALLOWED_ORIGINS: origins,
    ...(simulators ? { HEARTH_DEMO_IDP_URL: config.idpUrl } : {}),
  });
  const deployables = Object.keys(config.ports) as DeployableName[];
  // The host's page tells the console whether the simulators exist (a link to a phone's texts).
  for (const name of deployables) run(name, [join(repoRoot, 'infra', 'scripts', 'serve-deployable.ts'), name], repoRoot, { HEARTH_SIMULATORS: simulators ? '1' : '0' });

  await Promise.all([
    waitFor(`${config.apiUrl}/ready`),
    ...deployables.map((name) => waitFor(`${config.urls[name]}/healthz`)),
  ]);

  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.username.length));
  console.log(`
Hearth is running.

  Portal (host)        ${config.urls.host}
  mf-patient           ${config.urls['mf-patient']}
  mf-professional      ${config.urls['mf-professional']}
  mf-admin             ${config.urls['mf-admin']}
  API                  ${config.apiUrl}  (health ${config.apiUrl}/health)
  Metrics              http://127.0.0.1:${config.metricsPort}/metrics  (Prometheus, this machine only)
  HL7 ADT over MLLP    127.0.0.1:${process.env.HEARTH_MLLP_PORT ?? 2575}  (send demo admissions: pnpm --filter @hearth/api run adt:demo)
${simulatorLines()}
  Database             ${process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : 'embedded PGlite under .data/'}

Demo accounts (password: hearth-demo, demo only):
${DEMO_ACCOUNTS.map((a) => `  ${a.username.padEnd(width)}  ${a.description}`).join('\n')}
${simulators ? `  ${DEMO_SSO_USER.username.padEnd(width)}  Case Manager, Lakeside, single sign-on only: "Sign in with single sign-on" on /login with ${DEMO_SSO_USER.email}\n` : ''}
Press Ctrl+C to stop.
`);
}

function simulatorLines(): string {
  if (!simulators) return '  Simulators           off: texts are refused and e-mails dropped (no provider configured)';
  return `  E-mail outbox        ${config.apiUrl}/outbox  (every e-mail sent, password resets included)
  SMS simulator        ${config.apiUrl}/sms-simulator  (every patient phone's texts; reply as the patient)
  Identity provider    ${config.idpUrl}  (demo single sign-on for Lakeside: user ${DEMO_SSO_USER.login}, password hearth-demo)
                       Simulators on (HEARTH_SIMULATORS=1): anyone who reaches the API reads these. Demo only.`;
}

main().catch((error: Error) => {
  console.error(error.message);
  stopAll(1);
});
