/**
 * The demo identity provider in its own process, as npm start runs it (pnpm run idp:demo), for
 * the API tests: oidc-provider checks that its settings are plain objects of its own realm, which
 * objects made inside Jest's sandbox are not.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { DemoIdpUser } from '../demo/identity-provider';
import { ensureDemoSso } from '../demo/sso';
import { secretBox } from '../platform/config/secret-box';
import type { Db } from '../platform/db/types';
import { TEST_ENCRYPTION_KEY } from './harness';

export interface DemoIdpProcess {
  url: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts it with `users` besides sso.patel, returning to /login/callback at `portalOrigin`; answers once it listens. */
export async function startDemoIdpProcess(users: DemoIdpUser[], portalOrigin: string): Promise<DemoIdpProcess> {
  const url = `http://localhost:${await freePort()}`;
  const apiDir = join(__dirname, '../..');
  const child = spawn(join(apiDir, 'node_modules/.bin/tsx'), ['src/demo/identity-provider-command.ts'], {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'test', HEARTH_DEMO_IDP_URL: url, HEARTH_ALLOWED_ORIGINS: portalOrigin, HEARTH_PORTAL_URL: portalOrigin, HEARTH_DEMO_IDP_USERS: JSON.stringify(users) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`demo identity provider did not start: ${output}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('demo identity provider at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.once('exit', (code) => reject(new Error(`demo identity provider exited ${code}: ${output}`)));
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The demo's single sign-on in a test database: the provider running, Lakeside set to use it (sealed with the tests' key), sso.patel's account. */
export async function withDemoSso(db: Db, users: DemoIdpUser[] = [], portalOrigin = 'http://localhost:8080'): Promise<DemoIdpProcess> {
  const idp = await startDemoIdpProcess(users, portalOrigin);
  await ensureDemoSso(db, secretBox(TEST_ENCRYPTION_KEY), idp.url);
  return idp;
}
