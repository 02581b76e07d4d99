/**
 * What nginx answers in the production topology: the static server's headers and caching for the
 * host and a remote (infra/scripts/static-server.ts), and reads that keep working when an API
 * instance is killed (kill -9: no goodbye), the live socket included.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Paged, PatientRow } from '@hearth/shared-kernel/domain';
import { hostCsp, type RuntimeConfigDocument } from '../../scripts/static-server';
import { repoRoot } from '../../scripts/stack-config';
import { productionTopology as t, stack } from '../stack';
import { careApiAs } from '../tests/care-api';
import { DEMO_PASSWORD, expect, test } from '../tests/fixtures';

const hashedFile = (dir: string) => readdirSync(join(repoRoot, dir, 'dist')).find((f) => /^\d+\.[0-9a-f]+\.js$/.test(f))!;

test('the host and a remote carry the static server’s headers, caching and refusals', async ({ request }) => {
  const config = (await (await request.get(`${stack.urls.host}/config.json`)).json()) as RuntimeConfigDocument;
  expect(config.apiUrl).toBe(stack.apiUrl);

  const page = await request.get(`${stack.urls.host}/professional/roster`);
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toMatch(/^text\/html/);
  expect(page.headers()['content-security-policy']).toBe(hostCsp(config));
  expect(page.headers()['cache-control']).toBe('no-cache');
  for (const [name, value] of [['x-content-type-options', 'nosniff'], ['referrer-policy', 'no-referrer'], ['x-frame-options', 'DENY']]) {
    expect(page.headers()[name], name).toBe(value);
  }

  const hashed = await request.get(`${stack.urls.host}/${hashedFile('host')}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(hashed.headers()['content-encoding']).toBe('gzip');
  expect((await request.get(`${stack.urls.host}/${hashedFile('host')}.map`)).status()).toBe(404);
  expect((await request.get(`${stack.urls.host}/no-such-file.js`)).status()).toBe(404);
  expect((await request.post(`${stack.urls.host}/professional/roster`)).status()).toBe(405);

  const entry = await request.get(`${stack.urls['mf-admin']}/remoteEntry.js`);
  expect(entry.status()).toBe(200);
  expect(entry.headers()['cache-control']).toBe('no-cache');
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
  expect(entry.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  expect(entry.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect((await request.get(`${stack.urls['mf-admin']}/`)).status()).toBe(404);
});

/** Opens a live socket through nginx from the portal's page: true when it is still open a second later (a refused one is closed at once). */
function liveSocketHolds(page: Page, token: string): Promise<boolean> {
  return page.evaluate(
    (url) =>
      new Promise<boolean>((resolve) => {
        const socket = new WebSocket(url);
        socket.onerror = () => resolve(false);
        socket.onopen = () =>
          setTimeout(() => {
            resolve(socket.readyState === WebSocket.OPEN);
            socket.close();
          }, 1_000);
      }),
    `${stack.wsUrl}/live?token=${encodeURIComponent(token)}`,
  );
}

test('with one API instance killed, reads and new live sockets go to the other', async ({ page, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const login = await (await request.post(`${stack.apiUrl}/auth/login`, { data: { username: 'dr.chen', password: DEMO_PASSWORD } })).json();
  const [victim] = t.apis;
  const pid = Number(readFileSync(join(t.runtimeDir, `${victim.name}.pid`), 'utf8'));
  process.kill(pid, 'SIGKILL');

  // Every read succeeds: one refused by the dead instance is retried on the other (proxy_next_upstream).
  for (let i = 0; i < 10; i++) {
    const roster = await api.get<Paged<PatientRow>>('roster', { take: 1 });
    expect(roster.totalRecords).toBeGreaterThan(0);
  }
  await page.goto('/login');
  for (let i = 0; i < 4; i++) expect(await liveSocketHolds(page, login.access_token)).toBe(true);
});
