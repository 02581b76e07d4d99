/**
 * Patients in: a professional with ADD_PATIENT adds a patient from the roster, is told about a
 * likely duplicate before saving, and finds the new patient by a roster search at once.
 */
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
