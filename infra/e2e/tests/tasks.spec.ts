/**
 * Tasks end to end: the new-task form shows SPEC's three messages first; tasks land in
 * the due group their date says (noon due times; overdue = an earlier day); a status change goes
 * through the task's available statuses and says 'Task Status Updated'.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { chooseOption, expect, login, test } from './fixtures';

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function createTask(page: Page, title: string, dueDate: string): Promise<void> {
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByLabel('Title').fill(title);
  // Keyboard only: type to filter the care team, Enter picks.
  await dialog.getByLabel('Assign to').click();
  await dialog.getByLabel('Assign to').pressSequentially('Chen');
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Due date').fill(dueDate);
  await dialog.getByLabel('Description').fill(`Created by the end-to-end suite: ${title}`);
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog).toBeHidden();
}

test('a task is created after each validation message, grouped by its due day, and its status changed', async ({ page }) => {
  await login(page, 'dr.chen', '/professional/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();

  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog.getByText('Please enter a Task Title')).toBeVisible();
  await expect(dialog.getByText('Please assign this task to a Care Team Member')).toBeVisible();
  await expect(dialog.getByText('Please enter a Task Description')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const tomorrow = `Call back about the refill ${randomUUID().slice(0, 6)}`;
  const yesterday = `Review missed readings ${randomUUID().slice(0, 6)}`;
  await createTask(page, tomorrow, day(1));
  await createTask(page, yesterday, day(-1));

  await expect(page.getByRole('region', { name: /^Tomorrow/ }).getByText(tomorrow, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Overdue/ }).getByText(yesterday, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Today/ }).getByText(tomorrow, { exact: true })).toHaveCount(0);

  const task = page.locator('li.pro-task', { hasText: tomorrow });
  await expect(task.getByText('Open', { exact: true })).toBeVisible();
  await chooseOption(task.getByLabel(`Status of ${tomorrow}`), 'In Progress');
  await expect(page.getByRole('status').filter({ hasText: 'Task Status Updated' })).toBeVisible();
  await expect(task.getByText('In Progress', { exact: true })).toBeVisible();
});

test('completed work leaves Overdue, and a task without a due date is grouped as such', async ({ page }) => {
  await login(page, 'dr.chen', '/professional/tasks');
  const late = `Chase the lab result ${randomUUID().slice(0, 6)}`;
  const undated = `Check the blood pressure cuff ${randomUUID().slice(0, 6)}`;
  await createTask(page, late, day(-2));
  await createTask(page, undated, '');

  const noDate = page.getByRole('region', { name: /^No due date/ });
  await expect(noDate.getByText(undated, { exact: true })).toBeVisible();
  await expect(page.locator('li.pro-task', { hasText: undated }).getByText('No due date', { exact: true })).toBeVisible();
  await expect(page.getByText(/Due No due date/)).toHaveCount(0);

  const overdue = page.getByRole('region', { name: /^Overdue/ });
  await expect(overdue.getByText(late, { exact: true })).toBeVisible();
  const task = page.locator('li.pro-task', { hasText: late });
  await chooseOption(task.getByLabel(`Status of ${late}`), 'Completed');
  await expect(page.getByRole('status').filter({ hasText: 'Task Status Updated' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Completed or canceled/ }).getByText(late, { exact: true })).toBeVisible();
  await expect(overdue.getByText(late, { exact: true })).toHaveCount(0);

  // A search narrows the list as it is typed.
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(undated.split(' ').pop()!);
  await expect(page.locator('li.pro-task')).toHaveCount(1);
  await expect(page.locator('li.pro-task', { hasText: undated })).toBeVisible();
});
