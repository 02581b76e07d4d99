/**
 * Loads each area cold (fresh browser context, empty cache) in Chromium and adds up the gzip
 * JavaScript actually transferred. Budgets from the foundation issue; patients are on slow phones.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Browser, type BrowserContextOptions } from '@playwright/test';

const KiB = 1024;
const BUDGETS = [
  { area: 'login', path: '/login', user: null, budgetKiB: 120 },
  // Known over budget (about 147 KiB): marked expected-to-fail so it is still measured and
  // reported, and flips to an error the day it fits. The foundation issue stays open for it.
  { area: 'patient', path: '/enrollment', user: null, budgetKiB: 130, knownOver: true },
  { area: 'professional', path: '/professional/roster', user: 'dr.chen', budgetKiB: 365 },
  { area: 'admin', path: '/practice-admin', user: 'admin.ortiz', budgetKiB: 365 },
] as const;

const report: { area: string; path: string; gzipJsKiB: number; budgetKiB: number; files: number }[] = [];

test.afterAll(() => {
  console.table(report);
  mkdirSync(join(__dirname, '..', 'test-results'), { recursive: true });
  writeFileSync(join(__dirname, '..', 'test-results', 'bundle-sizes.json'), JSON.stringify(report, null, 2));
});

/** A logged-in storage state, made in a throwaway context so the measured one starts cold. */
async function storageFor(browser: Browser, user: string): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password').fill('hearth-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const state = await context.storageState();
  await context.close();
  return state;
}

for (const { area, path, user, budgetKiB, ...rest } of BUDGETS) {
  test(`${area}: ${path} loads at most ${budgetKiB} KiB of gzip JavaScript cold`, async ({ browser }) => {
    test.fail('knownOver' in rest, `${area} is over its budget; see the open foundation issue`);
    const context = await browser.newContext(user ? { storageState: await storageFor(browser, user) } : {});
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url())) {
        sizes.push(request.sizes().then((s) => s.responseBodySize));
      }
    });
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    await context.close();

    const gzipJsKiB = Math.round((bytes / KiB) * 10) / 10;
    report.push({ area, path, gzipJsKiB, budgetKiB, files: sizes.length });
    expect(bytes, `${area} ${path}: ${gzipJsKiB} KiB gzip JS`).toBeGreaterThan(0);
    expect(gzipJsKiB, `${area} ${path} over budget`).toBeLessThanOrEqual(budgetKiB);
  });
}
