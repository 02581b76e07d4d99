/** SPEC §2 '/' redirect by user kind, and the route guard's login, organisation and denial paths. */
import { test, expect, login, organisationsOf } from './fixtures';

test.describe('each demo account lands where SPEC §2 says', () => {
  for (const [username, landing] of [
    ['dr.chen', '/professional/roster'],
    ['admin.ortiz', '/programs/stayintouch/practice'],
    ['partner.lee', '/programs/stayintouch/tasks'],
    ['dev.debug', '/professional/roster'],
  ] as const) {
    test(`${username} lands on ${landing}`, async ({ page }) => {
      await login(page, username);
      await expect(page).toHaveURL(landing);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/unavailable right now/i)).toHaveCount(0);
    });
  }

  test('nurse.kim, in two organisations, picks one and lands on /professional/dashboard', async ({ page }) => {
    await login(page, 'nurse.kim');
    await expect(page).toHaveURL(/\/organizations\?goto=/);
    await page.getByRole('button', { name: /Lakeside Health Center/ }).click();
    await expect(page).toHaveURL('/professional/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Lakeside Health Center');
  });

  test('root, the Hearth administrator, picks an organisation and lands on /practice-admin', async ({ page }) => {
    await login(page, 'root');
    await expect(page).toHaveURL(/\/organizations\?goto=/);
    await page.getByRole('button', { name: /Riverside Family Practice/ }).click();
    await expect(page).toHaveURL('/practice-admin');
  });
});

test('a logged-out deep link goes to /login?goto=… and back after login', async ({ page }) => {
  await page.goto('/professional/tasks?view=today');
  await expect(page).toHaveURL(`/login?goto=${encodeURIComponent('/professional/tasks?view=today')}`);
  await page.getByLabel('Username').fill('dr.chen');
  await page.getByLabel('Password').fill('hearth-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/professional/tasks?view=today');
});

test('a wrong password says so without telling whether the user exists', async ({ page }) => {
  for (const username of ['dr.chen', 'nobody.here']) {
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page).toHaveURL(/\/login/);
  }
});

test('a missing permission shows Unauthorized', async ({ page }) => {
  await login(page, 'partner.lee');
  await page.goto('/professional/roster');
  await expect(page).toHaveURL('/unauthorized');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/unauthori[sz]ed|not allowed|permission/i);
});

test('patient chat without ACCESS_SECURE_WEB_CHAT shows Lost', async ({ page }) => {
  await login(page, 'dr.chen');
  await page.goto('/patient/secure-chat');
  await expect(page).toHaveURL('/lost');
});

test.describe('a user of several organisations', () => {
  test('goes to the organisations dashboard when none is selected', async ({ page }) => {
    await login(page, 'nurse.kim', '/professional/tasks');
    await expect(page).toHaveURL(`/organizations?goto=${encodeURIComponent('/professional/tasks')}`);
    await expect(page.getByRole('button', { name: /Riverside Family Practice/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Lakeside Health Center/ })).toBeVisible();
  });

  test('goes straight to the route when orgId names one of theirs', async ({ page, request }) => {
    const lakeside = (await organisationsOf(request, 'nurse.kim')).find((o) => o.name === 'Lakeside Health Center');
    expect(lakeside).toBeDefined();
    await login(page, 'nurse.kim', `/professional/tasks?orgId=${lakeside!.id}`);
    await expect(page).toHaveURL(new RegExp(`/professional/tasks\\?orgId=${lakeside!.id}$`));
    await expect(page.getByRole('banner')).toContainText('Lakeside Health Center');
  });

  test('an orgId that is not theirs does not select anything', async ({ page }) => {
    await login(page, 'nurse.kim', '/professional/tasks?orgId=not-an-org-of-hers');
    await expect(page).toHaveURL(/\/organizations\?goto=/);
  });
});
