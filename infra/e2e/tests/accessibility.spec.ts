/** axe finds no serious or critical violation on the public pages. */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

const PUBLIC_PAGES = [
  '/login', '/forgot', '/reset?token=example', '/login/callback', '/compliance-public', '/privacy-policy',
  '/terms-conditions', '/end-user-license-agreement', '/success', '/lost', '/unauthorized', '/no-such-page', '/enrollment',
];

for (const path of PUBLIC_PAGES) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}

test('page-not-found catch-all', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
});
