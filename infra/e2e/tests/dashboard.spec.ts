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

test('nurse.kim sees the figures and chart of one organisation, then switches and sees the other', async ({ page }) => {
  await login(page, 'nurse.kim');
  await expect(page).toHaveURL(/\/organizations\?goto=/);
  const riverside = await nextMetrics(page, () => page.getByRole('button', { name: /Riverside Family Practice/ }).click());
  await expect(page).toHaveURL('/professional/dashboard');
  expect(riverside.metrics.daily).toHaveLength(30);
  await expect.poll(figuresShown(page)).toEqual(figuresOf(riverside.metrics));
  await expect(page.getByRole('img', { name: /Messages and tasks, last 30 days: .* over 30 days/ })).toBeVisible();

  const lakeside = await nextMetrics(page, async () => {
    await page.getByLabel('Organisation').click();
    await page.locator('.ant-select-item-option', { hasText: 'Lakeside Health Center' }).click();
  });
  await expect(page.getByRole('banner')).toContainText('Lakeside Health Center');
  // A new request, for the other organisation, whose figures differ in the demo data: the page
  // must show the new ones, not keep Riverside's.
  expect(lakeside.orgId).not.toBe(riverside.orgId);
  expect(figuresOf(lakeside.metrics)).not.toEqual(figuresOf(riverside.metrics));
  await expect.poll(figuresShown(page)).toEqual(figuresOf(lakeside.metrics));
  await expect(page.getByRole('img', { name: /Messages and tasks, last 30 days/ })).toBeVisible();
});
