/**
 * Screenshots of the screens a clinic's walkthrough found roughest, at 390 px and 1280 px, as the
 * user who works there: into walkthrough/shots/<WALKTHROUGH_LABEL>/ (before/after a change).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';

const PASSWORD = 'hearth-demo';
const MARISOL = 'c48129e5-c7ec-4651-875a-cd06f2d98b34';
const SCREENS: [string, string, string][] = [
  ['events', 'dr.chen', '/professional/events'],
  ['event-history', 'dr.chen', '/professional/event-history'],
  ['program-roster', 'dr.chen', '/programs/stayintouch/roster'],
  ['outreaches', 'dr.chen', '/programs/stayintouch/outreaches'],
  ['tasks', 'dr.chen', '/professional/tasks'],
  ['dashboard', 'dr.chen', '/professional/dashboard'],
  ['broadcast-history', 'dr.chen', '/professional/broadcast-message-history'],
  ['enrollment-approve', 'dr.chen', '/professional/enrollment-approve'],
  ['quality-considerations', 'dr.chen', `/patient-settings/quality-considerations/${MARISOL}`],
  ['cde-worklist', 'review.first', '/professional/cde-review'],
  ['practice-figures', 'admin.ortiz', '/programs/stayintouch/practice'],
];

test('screens of the walkthrough', async ({ browser }) => {
  test.setTimeout(300_000);
  const dir = join(__dirname, 'shots', process.env.WALKTHROUGH_LABEL ?? 'after');
  mkdirSync(dir, { recursive: true });
  for (const user of [...new Set(SCREENS.map(([, u]) => u))]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill(user);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    for (const [name, , path] of SCREENS.filter(([, u]) => u === user)) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 1000 });
        await page.goto(path);
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        await page.waitForTimeout(500);
        await page.screenshot({ path: join(dir, `${name}-${width}.jpg`), type: 'jpeg', quality: 55 });
      }
    }
    await context.close();
  }
});
