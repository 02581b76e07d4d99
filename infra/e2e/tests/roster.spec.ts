/**
 * Issue 3, the patient roster end to end: among the demo's hundreds of patients, a search by name
 * finds one on the server; approved shows as Enrolled; a row opens the patient.
 */
import type { Paged, PatientRow } from '@hearth/shared-kernel/domain';
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
  const row = page.getByRole('row', { name: new RegExp(`${wanted.lastName}, ${wanted.firstName}`) });
  await expect(row).toBeVisible();
  const rows = page.locator('tbody tr.ant-table-row');
  expect(await rows.count()).toBeLessThan(20);

  await row.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(`/patient-settings/general-info/${wanted.id}`);
  await expect(page.getByText(wanted.mrn)).toBeVisible();
});
