/**
 * Runtime federation over the real servers: each remote's code comes from its own origin and only
 * when one of its routes is visited; host and remotes share one React and one kernel; a remote that
 * that fails leaves the rest working.
 */
import { test, expect, login, trackScriptOrigins } from './fixtures';
import { stack } from '../stack';

const origin = (url: string) => new URL(url).origin;
const host = origin(stack.urls.host);
const patient = origin(stack.urls['mf-patient']);
const professional = origin(stack.urls['mf-professional']);
const admin = origin(stack.urls['mf-admin']);

test('/login loads only the host: no remote code', async ({ page }) => {
  const origins = trackScriptOrigins(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...origins]).toEqual([host]);
});

test('each remote comes from its own origin when, and only when, its route is visited', async ({ page }) => {
  const origins = trackScriptOrigins(page);
  await page.goto('/enrollment');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...origins].sort()).toEqual([host, patient].sort());

  origins.clear();
  await login(page, 'dr.chen');
  await expect(page).toHaveURL('/professional/roster');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(origins.has(professional)).toBe(true);
  expect(origins.has(admin)).toBe(false);
});

test('host and all three remotes see one React and one kernel instance', async ({ page }) => {
  await login(page, 'root');
  await page.getByRole('button', { name: /Riverside Family Practice/ }).click();
  await expect(page).toHaveURL('/practice-admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Client-side navigation keeps the page, so every area loads into the same window. (The patient
  // area's page is one that needs no enrollment link: without one, /enrollment sends to it.)
  for (const path of ['/programs/stayintouch/practice', '/enrollment/not-found']) {
    await page.evaluate((p) => {
      window.history.pushState(null, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const runtime = await page.evaluate(() => {
    const r = (window as unknown as { __HEARTH_RUNTIME__: { kernelInstances: unknown; apps: { name: string; react: unknown }[] } })
      .__HEARTH_RUNTIME__;
    const kernels = Array.isArray(r.kernelInstances) ? r.kernelInstances.length : (r.kernelInstances as Set<unknown>).size;
    return { kernels, names: r.apps.map((a) => a.name).sort(), sameReact: r.apps.every((a) => a.react === r.apps[0].react) };
  });
  expect(runtime.names).toEqual(expect.arrayContaining(['host', 'mf-admin', 'mf-patient', 'mf-professional']));
  expect(runtime.kernels).toBe(1);
  expect(runtime.sameReact).toBe(true);
});

test('a remote answering garbage shows its area fallback; the others keep working', async ({ page }) => {
  await page.route(`${professional}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '<html>garbage' }));
  await login(page, 'dr.chen');
  await expect(page.getByText(/unavailable right now/i)).toBeVisible();
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto('/enrollment');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
