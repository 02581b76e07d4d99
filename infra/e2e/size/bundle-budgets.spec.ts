/**
 * Loads each area cold (fresh browser context, empty cache) in Chromium and adds up the gzip
 * JavaScript actually transferred, against the budgets below (tight: patients are on slow phones).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type APIRequestContext, type Browser, type BrowserContextOptions } from '@playwright/test';
import { careApiAs, textablePatient, textedLink, textFromPhone } from '../tests/care-api';

const KiB = 1024;
const BUDGETS = [
  // 87.8 KiB measured (108.6 before): the host's entry without the federation runtime (only an
  // area's page loads it), the sign-in pages' chunk, and the page's first script (1.2 KiB: it
  // starts the host, and on an enrollment link paints its first screen).
  { area: 'login', path: '/login', user: null, budgetKiB: 100 },
  // 123.9 KiB measured (131.9 before): the page's first script (the link's first screen, 1.2 KiB),
  // the host's entry (React, the kernel's session, bus, router and guard), the area machinery
  // (single-spa and the federation runtime, started here rather than on every page), the patient
  // area's entry and first chunk (its first screen with its English; the later pages' English comes
  // with them, Spanish only to a Spanish reader). What no first screen shows stays out: the sign-in
  // pages, single sign-on, idle logout, toasts, the chat's styles, manifest snapshots. 124.4 since
  // screens can be preloaded with their data (issue 38's login and navigation), within issue 37's 125.
  { area: 'patient', path: '/enrollment', user: null, budgetKiB: 125 },
  // A Spanish phone: the same pages with the Spanish catalogue, at most English + 6 KiB (issue 37). 128.2 measured.
  { area: 'patient-es', path: '/enrollment', user: null, budgetKiB: 130, locale: 'es-ES' },
  // 292.3 KiB measured (367.2 before issue 38): antd's rc-component packages tree-shaken, antd's
  // table without the code of header filters, selection shortcuts, virtual bodies and the sorter's
  // tooltip until a table needs them, the search box without antd's other inputs, the kernel's
  // router instead of react-router (297.6), and the host's entry without the sign-in pages.
  // 295.1 with the screens' preloading and data loaders (2.2) and the link of the area's
  // build-time antd stylesheet (0.2; the sheet itself is CSS), within issue 38's 300.
  { area: 'professional', path: '/professional/roster', user: 'dr.chen', budgetKiB: 296 },
  // 202.3 KiB measured (246.2 before issue 38, for the same reasons; 201.6 before the preloading).
  { area: 'admin', path: '/practice-admin', user: 'admin.ortiz', budgetKiB: 203 },
  // The secure chat's door: a texted link (/patient?link=…) asking for the date of birth. 127.4
  // KiB measured (135.7 before the federation runtime left the host's entry and the sign-in pages
  // its start-up; 132.7 before the patient's language, the offline outbox and the practice logo).
  { area: 'patient-chat', path: '/patient', user: null, budgetKiB: 128 },
] as const;

/** A real secure-chat link, as a patient receives it after texting Secure. */
async function secureLink(request: APIRequestContext): Promise<string> {
  const patient = await textablePatient(await careApiAs(request, 'dr.chen'), 13);
  await textFromPhone(request, patient.smsPhoneNumber!, 'Secure');
  return textedLink(request, patient.smsPhoneNumber!, '/patient?link=');
}

const report: { area: string; path: string; gzipJsKiB: number; budgetKiB: number; files: number }[] = [];
/** Each area's scripts and their transferred bytes, written next to the table (what to cut next). */
const detail: Record<string, Record<string, number>> = {};

test.afterAll(() => {
  console.table(report);
  mkdirSync(join(__dirname, '..', 'test-results'), { recursive: true });
  writeFileSync(join(__dirname, '..', 'test-results', 'bundle-sizes.json'), JSON.stringify({ report, detail }, null, 2));
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

for (const budget of BUDGETS) {
  const { area, path, user, budgetKiB } = budget;
  const locale = 'locale' in budget ? budget.locale : undefined;
  test(`${area}: ${path} loads at most ${budgetKiB} KiB of gzip JavaScript cold`, async ({ browser, request }) => {
    const context = await browser.newContext({ ...(user ? { storageState: await storageFor(browser, user) } : {}), ...(locale ? { locale } : {}) });
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    const files: Record<string, number> = (detail[area] = {});
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url())) {
        const file = new URL(request.url()).pathname;
        sizes.push(request.sizes().then(({ responseBodySize }) => (files[file] = responseBodySize)));
      }
    });
    await page.goto(area === 'patient-chat' ? await secureLink(request) : path);
    // The area may route within itself (a link without a token shows the enrollment not-found page).
    await expect(page).toHaveURL(new RegExp(`^[^?]*${path.replace(/[/]/g, '\\/')}`));
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
