/**
 * Issue 3, the dashboard end to end: organisation metrics as figures and a 30-day chart; a user
 * of several organisations switches organisation there and sees that organisation's figures.
 */
import type { OrgMetrics } from '@hearth/shared-kernel/domain';
import { careApiAs } from './care-api';
import { expect, login, test } from './fixtures';

test('nurse.kim sees the figures and chart of one organisation, then switches to the other', async ({ page, request }) => {
  const api = await careApiAs(request, 'nurse.kim');
  const metrics = await api.get<OrgMetrics>('organization/metrics');
  expect(metrics.daily).toHaveLength(30);

  await login(page, 'nurse.kim');
  await expect(page).toHaveURL(/\/organizations\?goto=/);
  await page.getByRole('button', { name: /Riverside Family Practice/ }).click();
  await expect(page).toHaveURL('/professional/dashboard');

  const figures = page.getByRole('list', { name: 'Figures' });
  await expect(figures).toBeVisible();
  await expect(page.getByRole('img', { name: /Messages and tasks, last 30 days: .* over 30 days/ })).toBeVisible();
  const riversidePatients = await figures.locator('li', { hasText: 'Patients' }).first().locator('.pro-metric__value').innerText();
  expect(Number(riversidePatients.replace(/,/g, ''))).toBeGreaterThanOrEqual(500);

  await page.getByLabel('Organisation').click();
  await page.locator('.ant-select-item-option', { hasText: 'Lakeside Health Center' }).click();
  await expect(page.getByRole('banner')).toContainText('Lakeside Health Center');
  await expect(figures).toBeVisible();
  await expect(page.getByRole('img', { name: /Messages and tasks, last 30 days/ })).toBeVisible();
});
