/**
 * The patient roster end to end: among the demo's hundreds of patients, a search by name
 * finds one on the server; approved shows as Enrolled; a row opens the patient.
 */
import { formatCalendarDate, type Paged, type PatientRow } from '@hearth/shared-kernel/domain';
import { careApiAs } from './care-api';
import { expect, login, test } from './fixtures';

test('the roster finds a patient by name among hundreds and opens them', async ({ page, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const all = await api.get<Paged<PatientRow>>('roster', { take: 1 });
  expect(all.totalRecords).toBeGreaterThanOrEqual(500);
  const [wanted] = (await api.get<Paged<PatientRow>>('roster', { sortKey: 'mrn', skip: Math.floor(all.totalRecords / 2), take: 1 })).results;

  await login(page, 'dr.chen', '/professional/roster');
  await expect(page.getByText(new RegExp(`of ${all.totalRecords.toLocaleString('en-US')} patients`))).toBeVisible();

  await page.getByLabel('Search patients').fill(`${wanted.firstName} ${wanted.lastName}`);
  // Namesakes are common on a real roster; the date of birth tells them apart.
  const row = page.getByRole('row', { name: new RegExp(`${wanted.lastName}, ${wanted.firstName}`) }).filter({ hasText: wanted.dateOfBirth ? formatCalendarDate(wanted.dateOfBirth) : undefined });
  await expect(row).toBeVisible();
  const rows = page.locator('tbody tr.ant-table-row');
  expect(await rows.count()).toBeLessThan(20);

  await row.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(`/patient-settings/general-info/${wanted.id}`);
  await expect(page.getByText(wanted.mrn)).toBeVisible();
});

test('a row whose enrollment link was sent offers Resend, not Invite', async ({ page, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const sent = (await api.get<Paged<PatientRow>>('roster', { enrollmentStatus: 'sent', sortKey: 'mrn', take: 1 })).results[0];
  const notEnrolled = (await api.get<Paged<PatientRow>>('roster', { enrollmentStatus: 'not_enrolled', sortKey: 'mrn', take: 1 })).results[0];

  await login(page, 'dr.chen', '/professional/roster');
  const find = async (p: PatientRow) => {
    await page.getByLabel('Search patients').fill(p.mrn);
    const row = page.getByRole('row', { name: new RegExp(`${p.lastName}, ${p.firstName}`) });
    await expect(row).toBeVisible();
    return row;
  };
  const sentRow = await find(sent);
  await expect(sentRow.getByText('Sent', { exact: true })).toBeVisible();
  await expect(sentRow.getByRole('button', { name: 'Resend' })).toBeVisible();
  await expect(sentRow.getByRole('button', { name: 'Invite' })).toHaveCount(0);
  const otherRow = await find(notEnrolled);
  await expect(otherRow.getByRole('button', { name: 'Invite' })).toBeVisible();
});

test('a call is started from the roster after the new-call form shows its messages', async ({ page }) => {
  await login(page, 'dr.chen', '/professional/roster');
  const firstRow = page.locator('tbody tr.ant-table-row').first();
  await firstRow.getByRole('button', { name: 'Call' }).click();
  const dialog = page.getByRole('dialog', { name: /New call with/ });
  await dialog.getByLabel('Patient number').fill('12');
  await dialog.getByRole('button', { name: 'Call' }).click();
  await expect(dialog.getByText('Please enter a valid phone number for the patient')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid phone number for the provider')).toBeVisible();
  await expect(dialog.getByText("Please enter provider's name")).toBeVisible();

  await dialog.getByLabel('Patient number').fill('(201) 555-0101');
  await dialog.getByLabel('Provider number').fill('(201) 555-0199');
  await dialog.getByLabel('Provider name').fill('Dr. Mei Chen');
  await dialog.getByRole('button', { name: 'Call' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Calling' })).toBeVisible();
});

test('a sortable column says on hover what a click does, and the tooltip follows the sort', async ({ page }) => {
  await login(page, 'dr.chen', '/professional/roster');
  const header = page.getByRole('columnheader', { name: 'Date of birth' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  // Away from the headers first: one the pointer rested on after logging in may have its tooltip open.
  await heading.hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // The tooltip's code may load on this hover (the roster's first screen goes without it).
  await header.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Click to sort ascending');
  await header.click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await heading.hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await header.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Click to sort descending');
});
