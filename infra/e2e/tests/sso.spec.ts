/**
 * Single sign-on in the browser, against the demo identity provider the stack runs: Lakeside's
 * sso.patel signs in through it from /login and lands as a password login does (home, or the
 * goto); the ?org= hint skips the e-mail; refusals read as the API words them; practice admin
 * shows the provider, never its secret.
 */
import { SSO_MESSAGES } from '@hearth/shared-kernel/rules';
import { DEMO_ORGS } from '../../api/src/demo/demo-accounts';
import { stack } from '../stack';
import { test, expect, DEMO_PASSWORD, login } from './fixtures';
import type { Page } from '@playwright/test';

async function signInAtProvider(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${stack.idpUrl}/interaction/`));
  await expect(page.getByRole('heading', { name: 'Demo identity provider' })).toBeVisible();
  await page.getByLabel('Username').fill('sso.patel');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('sso.patel signs in through Lakeside’s identity provider and lands on the roster, signed in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Work e-mail').fill('sso.patel@lakeside.example');
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await signInAtProvider(page);
  await expect(page).toHaveURL('/professional/roster');
  // Signed in as sso.patel: a reload keeps the session, as after a password login.
  await page.reload();
  await expect(page).toHaveURL('/professional/roster');
});

test('with ?org= and a goto: no e-mail asked, and the goto followed after the provider', async ({ page }) => {
  await page.goto(`/login?org=${DEMO_ORGS.lakeside.id}&goto=${encodeURIComponent('/professional/tasks')}`);
  await expect(page.getByLabel('Work e-mail')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await signInAtProvider(page);
  await expect(page).toHaveURL('/professional/tasks');
});

test('a wrong password at the provider stays there; an e-mail no organisation signs in with is refused on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Work e-mail').fill('someone@nowhere.example');
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await expect(page.getByRole('alert')).toHaveText(SSO_MESSAGES.noOrganization);

  await page.getByLabel('Work e-mail').fill('sso.patel@lakeside.example');
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await expect(page).toHaveURL(new RegExp(`^${stack.idpUrl}/interaction/`));
  await page.getByLabel('Username').fill('sso.patel');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
});

test('a callback with a state Hearth never gave is refused, with a way back to /login', async ({ page }) => {
  await page.goto('/login/callback?code=forged&state=forged-state');
  await expect(page.getByRole('alert')).toHaveText(SSO_MESSAGES.expired);
  await page.getByRole('link', { name: 'Log in again' }).click();
  await expect(page).toHaveURL('/login');
});

test('sso.patel has no Hearth password: the password form gives the wrong password’s answer', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('sso.patel');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
});

test('the Hearth administrator sees Lakeside’s provider in practice admin: the secret only as stored', async ({ page }) => {
  await login(page, 'root', `/practice-admin/${DEMO_ORGS.lakeside.id}/single-sign-on`);
  await page.getByRole('button', { name: /Lakeside Health Center/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Single Sign-On' })).toBeVisible();
  await expect(page.getByLabel('Issuer URL')).toHaveValue(stack.idpUrl);
  await expect(page.getByLabel('Allowed e-mail domains')).toHaveValue('lakeside.example');
  await expect(page.getByText('A secret is stored. Leave this empty to keep it.')).toBeVisible();
  await expect(page.getByLabel('Client secret')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Staff may also sign in with a password' })).toBeChecked();
});
