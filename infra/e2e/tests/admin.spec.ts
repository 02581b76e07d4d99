/**
 * The admin area end to end: practice settings kept across a reload; a task assignment rule that
 * sends a new urgent task to nurse.kim; a user added, invited by e-mail, who sets a password and
 * signs in; a professional's own settings from the user menu (SPEC's toast) while practice admin
 * stays closed to them; axe on every admin page.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_ORGS, demoAccount } from '../../api/src/demo/demo-accounts';
import { stack } from '../stack';
import { careApiAs } from './care-api';
import { expect, expectScreensAccessible, login, test } from './fixtures';

const RIVERSIDE = DEMO_ORGS.riverside.id;

/** Picks an option of an antd select by typing its label (the selects that list many options search). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.pressSequentially(option);
  // The typed label leaves that option first and active: Enter picks it.
  await box.press('Enter');
}

test('admin.ortiz changes the doctor display name and outreach times, and they are kept after a reload', async ({ page }) => {
  await login(page, 'admin.ortiz');
  await page.goto('/practice-admin');
  await page.getByRole('link', { name: DEMO_ORGS.riverside.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Practice administration' }).getByRole('link', { name: 'General settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'General Settings' })).toBeVisible();

  const doctor = `Dr. Mei Chen ${randomUUID().slice(0, 4)}`;
  await page.getByLabel('Doctor display name').fill(doctor);
  await choose(page, 'Initiate outreach time', '8:45 AM');
  // SPEC §9: allowed, but warned about.
  await expect(page.getByText('SPEC recommends starting outreach no earlier than 9:00 AM.')).toBeVisible();
  await choose(page, 'Stop responses time', '3:30 PM');
  await page.getByLabel('Phone for support contact').fill('555-12');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Please enter a valid phone number for support contact.')).toBeVisible();
  await page.getByLabel('Phone for support contact').fill('(312) 555-0111');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Practice settings saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Doctor display name')).toHaveValue(doctor);
  await expect(page.getByText('8:45 AM')).toBeVisible();
  await expect(page.getByText('3:30 PM')).toBeVisible();
  await expect(page.getByLabel('Phone for support contact')).toHaveValue('(312) 555-0111');
});

test('urgent tasks assigned to nurse.kim: a new urgent task lands on her task list', async ({ page, request }) => {
  await login(page, 'admin.ortiz');
  await page.goto(`/practice-admin/${RIVERSIDE}/task-assignments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Task Assignments' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Urgent for Ms. Jiyoon Kim' }).check();
  await page.getByRole('button', { name: 'Save assignments' }).click();
  await expect(page.getByText('Assignments saved')).toBeVisible();

  // dr.chen creates an urgent task and picks himself; the practice's rule decides.
  const title = `Urgent call back ${randomUUID().slice(0, 6)}`;
  const chen = await careApiAs(request, 'dr.chen');
  const task = await chen.post<{ assignedTo: string }>('task', { title, description: 'From the admin suite', assignedTo: demoAccount('dr.chen').id, type: 'URGENT' });
  expect(task.assignedTo).toBe(demoAccount('nurse.kim').id);

  await page.context().clearCookies();
  await page.goto('/logout');
  await login(page, 'nurse.kim', `/professional/tasks?orgId=${RIVERSIDE}`);
  await expect(page.getByText(title)).toBeVisible();
});

test('a user added by admin.ortiz sets a password from the invitation e-mail and signs in', async ({ page, request }) => {
  const userName = `nurse.${randomUUID().slice(0, 6)}`;
  const email = `${userName}@riverside.example`;
  await login(page, 'admin.ortiz');
  await page.goto(`/practice-admin/${RIVERSIDE}`);
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a user' });
  await dialog.getByLabel('First name').fill('Nora');
  await dialog.getByLabel('Last name').fill('Novak');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('User name').fill(userName);
  await dialog.getByRole('button', { name: 'Add and send invitation' }).click();
  await expect(page.getByText(`An invitation was sent to ${email}.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(userName);
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  await expect(page.getByRole('cell', { name: userName, exact: true })).toBeVisible();
  await expect(page.getByText('Invited')).toBeVisible();

  const { emails } = (await (await request.get(`${stack.apiUrl}/outbox`, { headers: { accept: 'application/json' } })).json()) as { emails: { to: string; text: string }[] };
  const invitation = emails.find((m) => m.to === email);
  const link = /https?:\/\/\S+\/reset\?token=\S+/.exec(invitation!.text)![0];
  await page.goto('/logout');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill('novak-password-1');
  await page.getByLabel('Confirm new password').fill('novak-password-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  // The password is saved once the success page shows; leaving earlier would abandon the request.
  await expect(page.getByText('Your password has been changed. You can now log in with it.')).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill('novak-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('dr.chen opens Settings from the user menu, saves notification settings, and cannot open practice admin', async ({ page }) => {
  await login(page, 'dr.chen');
  await page.getByText('Account', { exact: true }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(`/user-settings/${demoAccount('dr.chen').id}`);
  await expect(page.getByRole('main').getByText('dr.chen@riverside.example')).toBeVisible();
  await page.getByRole('navigation', { name: 'User settings' }).getByRole('link', { name: 'Notifications' }).click();
  const tasks = page.getByRole('group', { name: 'Tasks assigned to me' });
  await tasks.getByRole('radio', { name: 'Text message' }).check();
  await page.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Notification settings have been updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Tasks assigned to me' }).getByRole('radio', { name: 'Text message' })).toBeChecked();

  await page.goto('/practice-admin');
  await expect(page).toHaveURL('/unauthorized');
  await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
  // Another user's settings: the API refuses, the page says so.
  await page.goto(`/user-settings/${demoAccount('nurse.kim').id}`);
  await expect(page.getByText('You do not have permission to see this.')).toBeVisible();
});

test('axe: every admin page', async ({ page }) => {
  // axe over the area's full antd stylesheet takes about 4 s a page: 12 pages.
  test.setTimeout(120_000);
  const me = demoAccount('admin.ortiz').id;
  const pages = [
    '/practice-admin',
    `/practice-admin/${RIVERSIDE}`,
    `/practice-admin/${RIVERSIDE}/general-settings`,
    `/practice-admin/${RIVERSIDE}/task-assignments`,
    `/practice-admin/${RIVERSIDE}/notification-assignments`,
    `/practice-admin/${RIVERSIDE}/access-report`,
    `/practice-admin/${RIVERSIDE}/single-sign-on`,
    `/user-settings/${me}`,
    `/user-settings/${me}/profile`,
    `/user-settings/${me}/account`,
    `/user-settings/${me}/notifications`,
    `/user-settings/${me}/care-team`,
  ];
  await login(page, 'admin.ortiz');
  await expectScreensAccessible(page, pages, { loaded: true });
});
