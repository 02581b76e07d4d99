/**
 * One remote stopped for real leaves the others working, and its area comes back when it does.
 * Runs last (its own project), because it stops a server the other suites need.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { test, expect, login } from './fixtures';
import { e2eEnv, stack } from '../stack';

let restarted: ChildProcess | undefined;
test.afterAll(() => {
  restarted?.kill('SIGTERM');
});

const adminUp = () => fetch(`${stack.urls['mf-admin']}/healthz`).then(() => 'up', () => 'down');

test('one remote stopped leaves the others working', async ({ page }) => {
  const pid = await pidListeningOn(stack.ports['mf-admin']);
  process.kill(pid, 'SIGTERM');
  await expect.poll(adminUp).toBe('down');
  try {
    await login(page, 'admin.ortiz');
    await expect(page).toHaveURL('/programs/stayintouch/practice');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/practice-admin');
    await expect(page.getByText(/unavailable right now/i)).toBeVisible();
    await expect(page.getByRole('navigation')).toBeVisible();
    await page.goto('/enrollment');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    restarted = spawn(join(__dirname, '../../../node_modules/.bin/tsx'), [join(__dirname, '../../scripts/serve-deployable.ts'), 'mf-admin'], {
      env: { ...process.env, ...e2eEnv },
      stdio: 'ignore',
    });
    await expect.poll(adminUp, { timeout: 30_000 }).toBe('up');
  }
  await page.goto('/practice-admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** The pid of the process listening on a local TCP port, from /proc (no extra tools needed). */
async function pidListeningOn(port: number): Promise<number> {
  const { readFileSync, readdirSync, readlinkSync } = await import('node:fs');
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A') inodes.add(cols[9]);
    }
  }
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
        if (inode && inodes.has(inode)) return Number(pid);
      }
    } catch {
      // process gone or not ours
    }
  }
  throw new Error(`nothing listens on port ${port}`);
}
