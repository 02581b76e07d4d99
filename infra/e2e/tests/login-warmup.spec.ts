/**
 * The way from *Log in* to the roster (issue 38): the first keystroke on the login page fetches
 * the professional area and the roster's screen; the roster's first page is asked for as the area
 * starts, beside its screen's code rather than after it, once, and taken by the page.
 */
import { DEMO_PASSWORD, expect, login, test } from './fixtures';

const isRosterPage = (url: string) => new URL(url).pathname === '/roster';

test("the login page's first keystroke fetches the area, and the roster asks for its first page once", async ({ page }) => {
  const areaEntries: string[] = [];
  page.on('request', (r) => {
    if (/remoteEntry\.js/.test(r.url())) areaEntries.push(r.url());
  });
  await page.goto('/login?goto=%2Fprofessional%2Froster');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(areaEntries, 'a visitor who has not typed loads no area').toEqual([]);

  const entry = page.waitForRequest((r) => /remoteEntry\.js/.test(r.url()));
  await page.getByLabel('Username').fill('dr.chen');
  await entry;
  await page.getByLabel('Password').fill(DEMO_PASSWORD);

  const rosterCalls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && isRosterPage(r.url())) rosterCalls.push(r.url());
  });
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 15_000 });
  expect(rosterCalls, 'one first page, taken by the page').toHaveLength(1);
});

test("a full load of the roster asks for its data before the screen's code has arrived", async ({ page }) => {
  await login(page, 'dr.chen', '/professional/tasks');
  // The area's code comes slowly (a slow network): without the early call the data would wait for it.
  let areaPort = '';
  await page.route(
    (url) => url.pathname.endsWith('.js') && url.port !== new URL(page.url()).port && !url.pathname.endsWith('remoteEntry.js'),
    async (route) => {
      areaPort = new URL(route.request().url()).port;
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    },
  );
  await page.goto('/professional/roster');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 15_000 });
  const { rosterStart, lastChunkEnd } = await page.evaluate((port) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const chunks = entries.filter((e) => new URL(e.name).port === port && e.name.endsWith('.js') && !e.name.endsWith('remoteEntry.js'));
    return {
      rosterStart: entries.find((e) => new URL(e.name).pathname === '/roster')?.startTime ?? Number.POSITIVE_INFINITY,
      lastChunkEnd: Math.max(...chunks.map((e) => e.responseEnd)),
    };
  }, areaPort);
  expect(rosterStart).toBeLessThan(lastChunkEnd);
});
