/**
 * The admin area is released on its own: built twice with two versions and served on two ports,
 * the host's runtime configuration is swapped from one to the other (no host rebuild, no restart)
 * and a reload shows the new version; a third build declaring a kernel range the host does not
 * satisfy shows the area's fallback while the professional area keeps working.
 * Runs after the portal suite (it repoints the shared host) and puts the configuration back.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startStaticServer, type RuntimeConfigDocument } from '../../scripts/static-server';
import { runtimeConfigFile, stack } from '../stack';
import { expect, login, test } from './fixtures';

const repo = join(__dirname, '../../..');
const base = Number(process.env.HEARTH_E2E_PORT_BASE ?? 18080);
const releasesDir = join(repo, `.data/e2e-${base}/admin-releases`);

const RELEASES = [
  { name: 'first', version: '9.1.0', port: base + 20 },
  { name: 'second', version: '9.2.0', port: base + 21 },
  { name: 'incompatible', version: '9.3.0', port: base + 22, kernelRange: '^99.0.0' },
];

const stops: (() => Promise<void>)[] = [];
let original = '';

/** A production build of mf-admin into its own folder, as a release pipeline would make it. */
function build(release: (typeof RELEASES)[number]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repo, 'infra/build/build.cjs')], {
      cwd: join(repo, 'mf-admin'),
      env: {
        ...process.env,
        HEARTH_BUILD_OUT: join(releasesDir, release.name),
        HEARTH_AREA_VERSION: release.version,
        ...(release.kernelRange ? { HEARTH_KERNEL_RANGE: release.kernelRange } : {}),
      },
      stdio: 'ignore',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`mf-admin ${release.name} build exited ${code}`))));
  });
}

/** The host's configuration with the admin area pointed at `url`. */
function pointAdminAt(url: string): void {
  const config = JSON.parse(original) as RuntimeConfigDocument;
  config.remotes = config.remotes.map((r) => (r.name === 'mf_admin' ? { ...r, url, entry: `${url}/remoteEntry.js`, routesUrl: `${url}/routes.json` } : r));
  writeFileSync(runtimeConfigFile, JSON.stringify(config, null, 2));
}

test.beforeAll(async () => {
  test.setTimeout(900_000);
  mkdirSync(releasesDir, { recursive: true });
  // One at a time: the machine's cores are shared.
  for (const release of RELEASES) await build(release);
  for (const release of RELEASES) {
    stops.push(await startStaticServer({ dir: join(releasesDir, release.name), port: release.port }));
  }
  original = readFileSync(runtimeConfigFile, 'utf8');
});

test.afterAll(async () => {
  if (original) writeFileSync(runtimeConfigFile, original);
  for (const stop of stops) await stop();
});

test('the admin area is swapped to another release by the runtime configuration alone; an incompatible one shows the fallback', async ({ page }) => {
  test.setTimeout(120_000);
  const url = (port: number) => `http://${new URL(stack.urls.host).hostname}:${port}`;
  const footer = page.getByText(/Practice administration · Release/);

  pointAdminAt(url(RELEASES[0].port));
  await login(page, 'admin.ortiz', '/practice-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Practice Admin' })).toBeVisible();
  await expect(footer).toHaveText('Practice administration · Release 9.1.0');

  pointAdminAt(url(RELEASES[1].port));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Practice Admin' })).toBeVisible();
  await expect(footer).toHaveText('Practice administration · Release 9.2.0');

  pointAdminAt(url(RELEASES[2].port));
  await page.reload();
  await expect(page.getByText('This part of Hearth was released for another version of the portal')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Administration area unavailable' })).toBeVisible();
  await expect(footer).toHaveCount(0);
  // The professional area is untouched.
  await page.goto('/programs/stayintouch/practice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
