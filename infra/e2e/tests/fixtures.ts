/**
 * The suite's fixtures: every page reports CSP violations (a test fails on any), and helpers to
 * log in through the real login page and to ask the real API for facts the UI shows.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type APIRequestContext } from '@playwright/test';
import { stack } from '../stack';

export const DEMO_PASSWORD = 'hearth-demo';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ page }, use) => {
      const refused: string[] = [];
      page.on('console', (msg) => {
        if (/Content Security Policy/i.test(msg.text())) refused.push(msg.text());
      });
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      await use();
      const inPage = page.isClosed() ? [] : await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      expect([...refused, ...inPage], 'CSP violations reported').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** axe's serious and critical violations on the page as it is now, each named with its elements. */
export async function seriousViolationsOf(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolationsOf(page)).toEqual([]);
}

/**
 * Each screen in turn, as a step named `step` (the path unless told): its level-1 heading shown,
 * the network quiet, no Loading status left when `loaded` asks for it, and then axe finds no
 * serious or critical violation.
 */
export async function expectScreensAccessible(
  page: Page,
  screens: (string | { path: string; step: string })[],
  { loaded = false }: { loaded?: boolean } = {},
): Promise<void> {
  for (const screen of screens) {
    const { path, step } = typeof screen === 'string' ? { path: screen, step: screen } : screen;
    await test.step(step, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (loaded) await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });
  }
}

/**
 * Picks one option of a single antd Select with the pointer, as a user does. A click that lands
 * while the list is still sliding open can go unheard (a user would click again), so the option is
 * clicked again only while the list is still open: never a second pick.
 */
export async function chooseOption(combobox: Locator, label: string): Promise<void> {
  await combobox.click();
  const option = combobox.page().locator('.ant-select-item-option', { hasText: label });
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) === 'true') await option.click({ timeout: 2_000 });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false', { timeout: 1_000 });
  }).toPass();
}

export async function login(page: Page, username: string, goto?: string): Promise<void> {
  await page.goto(goto ? `/login?goto=${encodeURIComponent(goto)}` : '/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

export interface OrgFacts {
  id: string;
  name: string;
}

/** The organisations of a demo user, straight from the API. */
export async function organisationsOf(request: APIRequestContext, username: string): Promise<OrgFacts[]> {
  const tokens = await (await request.post(`${stack.apiUrl}/auth/login`, { data: { username, password: DEMO_PASSWORD } })).json();
  const security = await (
    await request.get(`${stack.apiUrl}/security`, { headers: { authorization: `Bearer ${tokens.access_token}` } })
  ).json();
  return Object.entries(security.security as Record<string, { organizationName: string }>).map(([id, s]) => ({
    id,
    name: s.organizationName,
  }));
}

/** Origins of the JavaScript files the page has fetched so far. */
export function trackScriptOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript')) origins.add(new URL(response.url()).origin);
  });
  return origins;
}
