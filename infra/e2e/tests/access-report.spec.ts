/**
 * The access report end to end (issue 39): the privacy officer opens a patient's record, and the
 * practice's access report, filtered by that patient, shows the read (and its CSV holds exactly
 * those rows); the patient's "Access history" tab shows it too. dr.chen, without VIEW_AUDIT, has
 * no such tab and is refused both URLs.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Paged, PatientRow } from '@hearth/shared-kernel/domain';
import { DEMO_ORGS } from '../../api/src/demo/demo-accounts';
import { careApiAs } from './care-api';
import { expect, login, test } from './fixtures';

const RIVERSIDE = DEMO_ORGS.riverside.id;

test('privacy.park opens a record; the access report and the patient\'s Access history show that read', async ({ page, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const [patient] = (await api.get<Paged<PatientRow>>('roster', { sortKey: 'mrn', skip: 123, take: 1 })).results;
  const name = `${patient.firstName} ${patient.lastName}`;

  await login(page, 'privacy.park');
  await page.goto(`/patient-settings/general-info/${patient.id}`);
  await expect(page.getByText(patient.mrn)).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Access report' }).click();
  await expect(page).toHaveURL(`/practice-admin/${RIVERSIDE}/access-report`);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Report' })).toBeVisible();
  const box = page.getByLabel('Patient', { exact: true });
  await box.click();
  await box.pressSequentially(patient.mrn);
  // antd's visible option (its listbox for screen readers is the hidden one).
  await page.locator('.ant-select-item-option', { hasText: `${name} (MRN ${patient.mrn})` }).click();
  await page.getByRole('button', { name: 'Show' }).click();

  // Newest first: finding the patient in the filter was itself a read of their name and MRN.
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Read · Access report');
  const read = rows.filter({ hasText: 'Read · Patient record' }).first();
  await expect(read).toContainText('Ms. Priya Park');
  await expect(read).toContainText(`${name} (MRN ${patient.mrn})`);
  await expect(page.getByRole('table')).not.toContainText(patient.id);
  const shown = await rows.count();

  // The export holds exactly the rows of these filters.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^access-report-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).split('\r\n').filter(Boolean);
  expect(csv[0]).toBe('When,Who,What,Record area,Patients,From');
  expect(csv).toHaveLength(shown);
  expect(csv.slice(1).every((line) => line.includes(`${name} (MRN ${patient.mrn})`))).toBe(true);

  // Readable on a phone without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The patient's own tab.
  await page.goto(`/patient-settings/general-info/${patient.id}`);
  await page.getByRole('navigation', { name: 'Patient settings' }).getByRole('link', { name: 'Access history' }).click();
  await expect(page).toHaveURL(`/patient-settings/access-history/${patient.id}`);
  const history = page.getByRole('list', { name: 'Access history, newest first' });
  await expect(history.getByRole('listitem').first()).toContainText('Ms. Priya Park');
  await expect(history.getByRole('listitem').first()).toContainText('Read · Patient record');
});

test('dr.chen (no VIEW_AUDIT) has no Access history tab and is refused the report URLs', async ({ page, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const [patient] = (await api.get<Paged<PatientRow>>('roster', { take: 1 })).results;
  await login(page, 'dr.chen');
  await page.goto(`/patient-settings/general-info/${patient.id}`);
  const nav = page.getByRole('navigation', { name: 'Patient settings' });
  await expect(nav.getByRole('link', { name: 'Care team' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Access history' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Access report' })).toHaveCount(0);

  await page.goto(`/patient-settings/access-history/${patient.id}`);
  await expect(page).toHaveURL('/unauthorized');
  await page.goto(`/practice-admin/${RIVERSIDE}/access-report`);
  await expect(page).toHaveURL('/unauthorized');
  await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
});
