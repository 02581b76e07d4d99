/**
 * The console areas style antd from the stylesheet their build makes (infra/build/antd-stylesheet),
 * not from antd's run-time CSS-in-JS: the page links the sheet from the area's origin, antd writes
 * no component rules of its own (only the theme's CSS variables and its icon base rules), and the
 * theme's colours reach the components through the sheet.
 */
import type { Page } from '@playwright/test';
import { stack } from '../stack';
import { test, expect, login } from './fixtures';

/** The selectors of rules antd wrote into style elements that set anything but a CSS variable (its icon base rules aside). */
function runtimeComponentRules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rules: string[] = [];
    const visit = (list: CSSRuleList) => {
      for (const rule of Array.from(list)) {
        if (rule instanceof CSSStyleRule) {
          const sets = Array.from(rule.style).filter((p) => !p.startsWith('--'));
          if (sets.length > 0 && !rule.selectorText.includes('anticon')) rules.push(rule.selectorText);
        } else if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const style of Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-css-hash]'))) if (style.sheet) visit(style.sheet.cssRules);
    return rules;
  });
}

const background = (page: Page, name: string) => page.getByRole('button', { name }).evaluate((b) => getComputedStyle(b).backgroundColor);

test('the roster is styled by the professional area\'s antd stylesheet, in the console theme', async ({ page }) => {
  await login(page, 'dr.chen', '/professional/roster');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  const sheet = page.locator('head > link[rel="stylesheet"][data-antd-stylesheet]');
  await expect(sheet).toHaveCount(1);
  await expect(sheet).toHaveAttribute('data-antd-stylesheet', 'done');
  expect(await sheet.getAttribute('href')).toMatch(new RegExp(`^${stack.urls['mf-professional']}/antd\\.[0-9a-f]{10}\\.css$`));
  // It comes before every stylesheet of the page but antd's own (the theme's variables), where
  // antd's component styles went.
  expect(await page.evaluate(() => document.head.querySelector('link[rel="stylesheet"], style:not([data-css-hash])')?.hasAttribute('data-antd-stylesheet'))).toBe(true);

  expect(await runtimeComponentRules(page)).toEqual([]);

  // BRAND_TOKENS' primary on the primary button, the theme's accessible red on a danger one, the
  // table's empty text in the theme's colorTextDisabled: all through the sheet's rules.
  expect(await background(page, 'Add patient')).toBe('rgb(29, 78, 216)');
  await page.getByLabel('Search patients').fill('no-such-patient-anywhere');
  const empty = page.getByRole('cell', { name: 'No patients match this search.' });
  await expect(empty).toBeVisible();
  expect(await empty.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(75, 85, 99)');

  // Without the sheet the same button is unstyled: the colour is the sheet's doing.
  await sheet.evaluate((link: HTMLLinkElement) => (link.disabled = true));
  expect(await background(page, 'Add patient')).not.toBe('rgb(29, 78, 216)');
});

test('practice admin\'s danger buttons take the theme\'s red from the admin area\'s sheet', async ({ page }) => {
  await login(page, 'admin.ortiz', '/practice-admin');
  await page.getByRole('link').filter({ hasText: /Riverside/ }).first().click();
  const deactivate = page.getByRole('button', { name: 'Deactivate' }).first();
  await expect(deactivate).toBeVisible();
  await expect(page.locator(`head > link[data-antd-stylesheet][href^="${stack.urls['mf-admin']}/antd."]`)).toHaveAttribute('data-antd-stylesheet', 'done');
  expect(await runtimeComponentRules(page)).toEqual([]);
  expect(await deactivate.evaluate((b) => getComputedStyle(b).color)).toBe('rgb(185, 28, 28)');
});

test('the patient area links no antd stylesheet', async ({ request }) => {
  const entry = await (await request.get(`${stack.urls['mf-patient']}/remoteEntry.js`)).text();
  expect(entry).toContain('mf_patient');
  expect(entry).not.toContain('antdStylesheet');
});
