/** Idle warning and logout (SPEC §4, §8) with Playwright's clock, logout clearing state, and revocation elsewhere. */
import { IDLE_WARNING } from '@hearth/shared-kernel/idle';
import { stack } from '../stack';
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

test('a minute before the idle logout a warning offers to stay signed in, and its one action keeps the user in', async ({ page }) => {
  await page.clock.install();
  await login(page, 'dr.chen');
  await expect(page).toHaveURL('/professional/roster');
  const warning = page.getByRole('alertdialog', { name: IDLE_WARNING.title });

  await page.clock.fastForward('18:58');
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward('00:03');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(IDLE_WARNING.message);
  const stay = warning.getByRole('button', { name: IDLE_WARNING.action });
  await expect(stay).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(warning).toBeHidden();
  // A whole idle period starts again: past the first deadline the user is still signed in.
  await page.clock.fastForward('18:00');
  await expect(page).toHaveURL('/professional/roster');
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward('01:01');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/login/);
  await expect(warning).toHaveCount(0);
});

test('an open dialog closes with the idle logout', async ({ page }) => {
  await page.clock.install();
  await login(page, 'dr.chen', '/professional/tasks');
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await expect(dialog).toBeVisible();

  await page.clock.fastForward('20:01');
  await expect(page).toHaveURL(/\/login/);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has timed out' })).toBeVisible();
});

test('/logout clears the session and returns to /login', async ({ page }) => {
  await login(page, 'dr.chen');
  await page.goto('/logout');
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('hearth.')))).toEqual([]);
  await page.goto('/professional/roster');
  await expect(page).toHaveURL(/\/login\?goto=/);
});

/** A laptop closed over lunch: the clock jumps past the idle deadline and late timers fire at once. */
for (const jumps of [['19:55', '00:10'], ['25:00']]) {
  test(`idle after sleep (${jumps.join(' then ')}) logs out once, to a plain /login`, async ({ page }) => {
    await page.clock.install();
    await login(page, 'dr.chen');
    await expect(page).toHaveURL('/professional/roster');
    await expect(page.getByText(/ patients/).first()).toBeVisible();
    const urls: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
    });

    for (const jump of jumps) await page.clock.fastForward(jump);

    await expect(page).toHaveURL('/login');
    const toast = page.getByRole('status').filter({ hasText: 'Your session has timed out' });
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Please login again');
    // Give a redirect loop time to show itself; the page must still answer at once.
    await page.clock.runFor(2_000);
    const started = Date.now();
    expect(await page.evaluate(() => window.location.pathname + window.location.search)).toBe('/login');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(urls).toEqual(['/login']);
    await expect(toast).toHaveCount(1);
  });
}

test('signed out elsewhere: the live socket closes at once and the page logs out cleanly, no reconnect loop', async ({ page, request }) => {
  // The page's clock, so the socket's reconnect delays can be run at once at the end (time flows as usual until then).
  await page.clock.install();
  const sockets: string[] = [];
  const firstSocket = page.waitForEvent('websocket');
  page.on('websocket', (ws) => sockets.push(ws.url()));
  // The app-config sync's first call (500 ms after login) is let through first, so only the socket can notice.
  const configSynced = page.waitForResponse((r) => r.url().includes('/feature-flags'));
  await login(page, 'dr.chen');
  await expect(page).toHaveURL('/professional/roster');
  const socket = await firstSocket;
  await configSynced;
  const closed = socket.waitForEvent('close');
  const refreshToken = await page.evaluate(() => localStorage.getItem('hearth.refreshToken'));
  expect(refreshToken).toBeTruthy();

  // The same sign-in ended from another device: the server closes this page's socket (4401).
  const revoked = await request.post(`${stack.apiUrl}/auth/logout`, {
    headers: { authorization: `Refresh ${refreshToken}`, 'content-type': 'application/x-www-form-urlencoded' },
    data: '',
  });
  expect(revoked.status()).toBe(204);
  await closed;
  await expect(page).toHaveURL(/\/login/);
  const toast = page.getByRole('status').filter({ hasText: 'There was a problem' });
  await expect(toast).toContainText('Please login again');
  // Every reconnect the socket could have scheduled (its backoff is at most 30 s) comes due and
  // runs; a frame after that, any socket it opened would have been reported.
  await page.clock.runFor('00:31');
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
  expect(sockets).toHaveLength(1);
});
