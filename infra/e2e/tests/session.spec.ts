/** Idle logout (SPEC §4, §8) with Playwright's clock, and logout clearing state. */
import { test, expect, login } from './fixtures';

test('20 minutes idle logs out with the session-timeout toast', async ({ page }) => {
  await page.clock.install();
  await login(page, 'dr.chen');
  await expect(page).toHaveURL('/professional/roster');
  await page.evaluate(() => localStorage.setItem('hearth.roster.filter', '{"q":"x"}'));

  await page.clock.fastForward('19:00');
  await expect(page).toHaveURL('/professional/roster');

  await page.clock.fastForward('01:01');
  await expect(page).toHaveURL(/\/login/);
  const toast = page.getByRole('status').filter({ hasText: 'Your session has timed out' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Please login again');
  expect(await page.evaluate(() => localStorage.getItem('hearth.roster.filter'))).toBeNull();

  await page.goto('/professional/roster');
  await expect(page).toHaveURL(/\/login\?goto=/);
});

test('/logout clears the session and returns to /login', async ({ page }) => {
  await login(page, 'dr.chen');
  await page.goto('/logout');
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('hearth.')))).toEqual([]);
  await page.goto('/professional/roster');
  await expect(page).toHaveURL(/\/login\?goto=/);
});
