/**
 * The dashboard end to end: organisation metrics as figures and a 30-day chart; a user of several
 * organisations switches organisation there and the figures reload for the organisation chosen.
 */
import type { Page, Response } from '@playwright/test';
import type { OrgMetrics } from '@hearth/shared-kernel/domain';
import { expect, login, test } from './fixtures';

const isMetrics = (res: Response) => new URL(res.url()).pathname.endsWith('/organization/metrics') && res.request().method() === 'GET';

/** The next metrics answer, with the organisation it was asked for. */
async function nextMetrics(page: Page, act: () => Promise<void>): Promise<{ orgId: string; metrics: OrgMetrics }> {
  const [res] = await Promise.all([page.waitForResponse(isMetrics), act()]);
  expect(res.status()).toBe(200);
  return { orgId: res.request().headers()['x-organization-id'] ?? '', metrics: (await res.json()) as OrgMetrics };
}

/** The figures the page shows, as numbers whatever the browser's digit grouping. */
const figuresShown = (page: Page) => async () =>
  (await page.getByRole('list', { name: 'Figures' }).locator('.pro-metric__value').allInnerTexts()).map((v) => Number(v.replace(/\D/g, '')));

/** The same figures, in the page's order, from an answer of the API. */
const figuresOf = ({ totals: t }: OrgMetrics) => [
  t.patients,
  t.enrolled,
  t.conversationsNeedingResponse,
  t.conversationsOpen,
  t.tasksOverdue,
  t.tasksDueToday,
  t.tasksOpen,
  t.messagesLast30Days,
];

test('nurse.kim sees the figures (red only where action is needed) and chart of one organization, then switches in the header and sees the other', async ({ page }) => {
  await login(page, 'nurse.kim');
  await expect(page).toHaveURL(/\/organizations\?goto=/);
  const riverside = await nextMetrics(page, () => page.getByRole('button', { name: /Riverside Family Practice/ }).click());
  await expect(page).toHaveURL('/professional/dashboard');
  expect(riverside.metrics.daily).toHaveLength(30);
  await expect.poll(figuresShown(page)).toEqual(figuresOf(riverside.metrics));
  await expect(page.getByRole('img', { name: /Messages and tasks, last 30 days: .* over 30 days/ })).toBeVisible();

  // Colour means state: a plain count is not red, a figure needing action is.
  const valueColour = (label: string) =>
    page.getByRole('list', { name: 'Figures' }).locator('.pro-metric', { hasText: label }).locator('.pro-metric__value').evaluate((el) => getComputedStyle(el).color);
  expect(await valueColour('Patients')).toBe('rgb(17, 24, 39)');
  expect(await valueColour('Enrolled')).toBe('rgb(17, 24, 39)');
  if (riverside.metrics.totals.tasksOverdue > 0) expect(await valueColour('Overdue tasks')).toBe('rgb(185, 28, 28)');
  // Every axis label lies inside the chart's drawing.
  const chart = page.locator('.pro-chart__svg');
  const box = (await chart.boundingBox())!;
  for (const label of await chart.locator('text').all()) {
    const b = (await label.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(box.x);
    expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
  }

  // One organization selector on the page: the header's.
  await expect(page.getByRole('combobox', { name: /Organi[sz]ation/ })).toHaveCount(1);
  const lakeside = await nextMetrics(page, async () => {
    await page.getByRole('banner').getByLabel('Organization').selectOption({ label: 'Lakeside Health Center' });
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  });
  await expect(page.getByRole('banner')).toContainText('Lakeside Health Center');
  // A new request, for the other organisation, whose figures differ in the demo data: the page
  // must show the new ones, not keep Riverside's.
  expect(lakeside.orgId).not.toBe(riverside.orgId);
  expect(figuresOf(lakeside.metrics)).not.toEqual(figuresOf(riverside.metrics));
  await expect.poll(figuresShown(page)).toEqual(figuresOf(lakeside.metrics));
  await expect(page.getByRole('img', { name: /Messages and tasks, last 30 days/ })).toBeVisible();
});
