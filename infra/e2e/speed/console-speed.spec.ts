/**
 * Speed a person feels (issue 38), on this machine over the real stack, p50 and p90 of
 * HEARTH_SPEED_RUNS runs (default 10), cold (a fresh browser context: empty cache) and warm (the
 * same context again: scripts cached):
 * - click *Log in* → the first roster row on screen;
 * - a full page load → the page's data on screen, for every route of the professional and admin
 *   manifests (tests/console-routes.ts: the page-width sweep's plan);
 * - in-app navigation (a nav link clicked) → the next page's data on screen.
 * Writes test-results/speed.json; the table in infra/bench/README.md is copied from it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { paths } from '@hearth/shared-kernel/paths';
import { consoleRoutes, type ConsoleUser } from '../tests/console-routes';
import { DEMO_PASSWORD, expect, login, test } from '../tests/fixtures';
import { settledAt, spread, visibleAt, type Spread } from './settled';

const RUNS = Number(process.env.HEARTH_SPEED_RUNS ?? 10);
const ROSTER_ROW = 'tbody tr.ant-table-row';
const results: Record<string, Record<string, Spread>> = {};

test.afterAll(() => {
  mkdirSync(join(__dirname, '..', 'test-results'), { recursive: true });
  writeFileSync(join(__dirname, '..', 'test-results', 'speed.json'), JSON.stringify({ runs: RUNS, at: new Date().toISOString(), results }, null, 2));
});

function record(group: string, name: string, values: number[]): Spread {
  const s = spread(values);
  (results[group] ??= {})[name] = s;
  console.log(`${group} ${name}: p50 ${s.p50} ms, p90 ${s.p90} ms (${s.runs} runs)`);
  return s;
}

/** Milliseconds from the click on *Log in* to the first roster row, in the page's own clock. */
async function loginToRoster(page: Page): Promise<number> {
  await page.goto('/login?goto=%2Fprofessional%2Froster');
  await page.getByLabel('Username').fill('dr.chen');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.evaluate(() => {
    document.addEventListener('click', (e) => ((window as unknown as { clickAt: number }).clickAt = e.timeStamp), { capture: true, once: true });
  });
  await page.getByRole('button', { name: 'Log in' }).click();
  const rowAt = await visibleAt(page, ROSTER_ROW);
  return rowAt - (await page.evaluate(() => (window as unknown as { clickAt: number }).clickAt));
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
}

test('click Log in → first roster row', async ({ browser }) => {
  const cold: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    cold.push(await loginToRoster(await context.newPage()));
    await context.close();
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginToRoster(page);
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await logOut(page);
    warm.push(await loginToRoster(page));
  }
  await context.close();
  record('loginToFirstRosterRow', 'cold', cold);
  record('loginToFirstRosterRow', 'warm', warm);
});

async function signedIn(browser: Browser, user: ConsoleUser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await login(await context.newPage(), user);
  return context;
}

/** Full loads: a fresh context per cold run (its session copied), the same page reloaded when warm. */
test('full page load → data visible, every console route', async ({ browser, request }) => {
  const { plan } = await consoleRoutes(request);
  const states = new Map<ConsoleUser, Awaited<ReturnType<BrowserContext['storageState']>>>();
  for (const { user } of plan) {
    if (states.has(user)) continue;
    const context = await signedIn(browser, user);
    states.set(user, await context.storageState());
    await context.close();
  }
  const coldAll: number[] = [];
  const warmAll: number[] = [];
  for (const { user, path } of plan) {
    const cold: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ storageState: states.get(user) });
      const page = await context.newPage();
      await page.goto(path);
      cold.push(await settledAt(page));
      if (i === 0) {
        for (let j = 0; j < RUNS; j++) {
          await page.goto(path);
          warm.push(await settledAt(page));
        }
      }
      await context.close();
    }
    record('fullLoad.cold', path, cold);
    record('fullLoad.warm', path, warm);
    coldAll.push(spread(cold).p50);
    warmAll.push(spread(warm).p50);
  }
  record('fullLoad', 'cold p50 across routes', coldAll);
  record('fullLoad', 'warm p50 across routes', warmAll);
});

/** A nav link clicked → the next page's data, round the professional's main pages (the nav's own links). */
test('in-app navigation → data visible', async ({ browser }) => {
  const context = await signedIn(browser, 'dr.chen');
  const page = await context.newPage();
  await page.goto('/professional/roster');
  await settledAt(page);
  const stops = [paths.professional('tasks'), paths.professional('roster'), paths.professional('dashboard'), paths.programs(), paths.professional('broadcast-message')];
  const byPage = new Map<string, number[]>(stops.map((s) => [s, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const path of stops) {
      const before = await page.evaluate(() => performance.now());
      await page.locator(`nav[aria-label="Main"] a[href="${path}"]`).click({ timeout: 10_000 });
      await page.waitForURL((url) => url.pathname === path);
      byPage.get(path)!.push((await settledAt(page)) - before);
    }
  }
  await context.close();
  for (const [path, values] of byPage) record('inAppNavigation', path, values);
  record('inAppNavigation', 'all', [...byPage.values()].flat());
});
