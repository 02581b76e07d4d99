/** axe finds no serious or critical violation on the public pages. */
import { test, expect, expectNoSeriousViolations } from './fixtures';

const PUBLIC_PAGES = [
  '/login', '/forgot', '/reset?token=example', '/login/callback', '/compliance-public', '/privacy-policy',
  '/terms-conditions', '/end-user-license-agreement', '/success', '/lost', '/unauthorized', '/no-such-page', '/enrollment',
];

for (const path of PUBLIC_PAGES) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('page-not-found catch-all', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
});
