/**
 * Patients in: a professional with ADD_PATIENT adds a patient from the roster, is told about a
 * likely duplicate before saving, and finds the new patient by a roster search at once; and
 * imports a CSV file of three rows, one of them wrong, seeing the wrong cell before anything is
 * written and the two good patients on the roster after.
 */
import type { Paged, PatientRow } from '@hearth/shared-kernel/domain';
import { careApiAs } from './care-api';
import { expect, login, test } from './fixtures';

/** Letters only (a valid name), different on every run. */
const uniqueName = () =>
  'Q' + Array.from(String(Date.now()).slice(-6), (d) => 'abcdefghij'[Number(d)]).join('');

test('add a patient, see the likely duplicate, add anyway, then find them on the roster', async ({ page }) => {
  const last = uniqueName();
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'dr.chen', '/professional/roster');
  await page.getByRole('button', { name: 'Add patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a patient' });
  await dialog.getByRole('button', { name: 'Add patient' }).click();
  await expect(dialog.getByText('Please enter a valid first name.')).toBeVisible();
  // No horizontal scroll at 390 px with the form open.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await dialog.getByLabel('Medical record number (MRN)').fill(`E2E-${last}`);
  await dialog.getByLabel('First name').fill('Rosalind');
  await dialog.getByLabel('Last name').fill(last);
  await dialog.getByLabel('Date of birth').fill('1961-04-12');
  await dialog.getByLabel('Mobile for texts').fill('(312) 555-7788');
  await dialog.getByRole('button', { name: 'Add patient' }).click();
  await expect(page).toHaveURL(/\/patient-settings\/general-info\//);
  await expect(page.getByText(`E2E-${last}`)).toBeVisible();

  // The same person again under another MRN: the match is shown before anything is saved.
  await page.goto('/professional/roster');
  await page.getByRole('button', { name: 'Add patient' }).click();
  await dialog.getByLabel('Medical record number (MRN)').fill(`E2E-${last}-2`);
  await dialog.getByLabel('First name').fill('Rosalind');
  await dialog.getByLabel('Last name').fill(last);
  await dialog.getByLabel('Date of birth').fill('1961-04-12');
  await dialog.getByRole('button', { name: 'Add patient' }).click();
  const matches = dialog.getByRole('list', { name: 'Possible matches' });
  await expect(matches).toContainText(`Rosalind ${last}, born 04/12/1961, MRN E2E-${last}`);
  await dialog.getByRole('button', { name: 'Add anyway' }).click();
  await expect(page).toHaveURL(/\/patient-settings\/general-info\//);

  await page.goto('/professional/roster');
  await page.getByLabel('Search patients').fill(last);
  const rows = page.getByRole('row', { name: new RegExp(`${last}, Rosalind`) });
  await expect(rows).toHaveCount(2);
});

test('import a 3-row CSV with one bad row: the wrong cell is shown first, the two good rows are imported', async ({ page, request }) => {
  const last = uniqueName();
  const api = await careApiAs(request, 'dr.chen');
  await login(page, 'dr.chen', '/professional/roster');
  await page.getByRole('button', { name: 'Import patients' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import patients' });
  const csv = [
    'MRN,First name,Last name,DOB,Mobile,Notes',
    `CSV-${last}-1,Ada,${last},04/12/1961,(312) 555-7701,first`,
    `CSV-${last}-2,Bea,${last},1975-09-30,,second`,
    `CSV-${last}-3,Cy,${last},02/30/1980,(312) 555-7703,bad date`,
  ].join('\r\n');
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'clinic.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByText(/Importing will add 2 new patients, update 0 patients and leave 0 patients unchanged\. 1 row with errors is not imported\./)).toBeVisible();
  await expect(dialog.getByRole('row', { name: '4 DOB Please enter a valid date of birth.' })).toBeVisible();
  await expect(dialog.getByText(/Not imported: Notes/)).toBeVisible();
  // At 390 px the preview's table and lists stay inside the dialog: the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('import-preview-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Nothing is on the roster before the import is confirmed.
  expect((await api.get<Paged<PatientRow>>('roster', { search: last })).totalRecords).toBe(0);
  const search = page.getByLabel('Search patients');
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(dialog.getByText(/Import finished: 2 patients added, 0 updated, 0 unchanged\. 1 row with errors is not imported\./)).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await search.fill(last);
  await expect(page.getByRole('row', { name: new RegExp(`${last}, Ada`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${last}, Bea`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${last}, Cy`) })).toHaveCount(0);
});
