/**
 * Writes the runtime directory nginx runs from: nginx.conf filled in from the templates beside
 * this file for a topology, the host's runtime config.json, and the log and temporary folders.
 * The host's CSP is the one the static server sends (hostCsp), for the same configuration.
 */
import { chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { hostCsp, type RuntimeConfigDocument } from '../../scripts/static-server';
import { repoRoot, type DeployableName } from '../../scripts/stack-config';
import type { Topology } from '../topology';

const NGINX_DIR = __dirname;
/** Workers drop to this user when nginx is started by root (it cannot be told to stay root safely). */
const ROOT_WORKER = { user: 'nobody', group: 'nogroup' };

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`nginx template: no value for {{${key}}}`);
    return values[key];
  });
}

const template = (name: string) => readFileSync(join(NGINX_DIR, name), 'utf8');
const distOf = (name: DeployableName) => join(repoRoot, name, 'dist');

/** The host's runtime configuration under this topology (what /config.json answers). */
function runtimeConfigOf(t: Topology, env: NodeJS.ProcessEnv = process.env): RuntimeConfigDocument {
  return {
    apiUrl: t.stack.apiUrl,
    wsUrl: t.stack.wsUrl,
    apiKey: env.HEARTH_API_KEY ?? '',
    env: env.HEARTH_ENV ?? 'production',
    simulators: (env.HEARTH_SIMULATORS ?? '1') === '1',
    remotes: t.stack.remotes,
  };
}

function nginxConf(t: Topology, config: RuntimeConfigDocument, runningAsRoot: boolean): string {
  const common = { LISTEN: t.listen, NGINX_DIR, RUNTIME: t.runtimeDir };
  const remotes = (['mf-patient', 'mf-professional', 'mf-admin'] as const).map((name) =>
    fill(template('remote-server.conf.template'), { ...common, NAME: name, PORT: String(t.stack.ports[name]), DIST: distOf(name) }),
  );
  return fill(template('nginx.conf.template'), {
    ...common,
    USER: runningAsRoot ? `user ${ROOT_WORKER.user} ${ROOT_WORKER.group};` : '# Started by an unprivileged user: workers run as that user.',
    API_SERVERS: t.apis.map((a) => `server 127.0.0.1:${a.port} max_fails=1 fail_timeout=5s;`).join('\n    '),
    HOST_PORT: String(t.stack.ports.host),
    HOST_DIST: distOf('host'),
    HOST_CSP: hostCsp(config),
    REMOTE_SERVERS: remotes.join('\n'),
    API_PORT: String(t.stack.apiPort),
  });
}

/**
 * Writes nginx.conf and config.json into the runtime directory. An existing config.json is kept:
 * it is the operator's to edit (repointing a remote), and survives a restart.
 */
export function renderRuntime(t: Topology, env: NodeJS.ProcessEnv = process.env): string {
  const runningAsRoot = userInfo().uid === 0;
  for (const dir of ['logs', 'tmp']) mkdirSync(join(t.runtimeDir, dir), { recursive: true });
  if (runningAsRoot) {
    // The workers write request bodies and proxied answers here.
    const worker = lookupIds(ROOT_WORKER.user);
    if (worker) chownSync(join(t.runtimeDir, 'tmp'), worker.uid, worker.gid);
  }
  const configFile = join(t.runtimeDir, 'config.json');
  if (!existsSync(configFile)) writeFileSync(configFile, `${JSON.stringify(runtimeConfigOf(t, env), null, 2)}\n`);
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as RuntimeConfigDocument;
  const confFile = join(t.runtimeDir, 'nginx.conf');
  writeFileSync(confFile, nginxConf(t, config, runningAsRoot));
  return confFile;
}

/** A user's ids from /etc/passwd (node has no getpwnam). */
function lookupIds(user: string): { uid: number; gid: number } | null {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${user}:`));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
