/**
 * A patient's preferred language on staff screens: dr.chen sets it on the general info, the
 * roster shows it in its Language column and filters by it on the server, and the conversation
 * panel says "Prefers Spanish". The patient is set back to Not set at the end.
 */
import type { Locator, Page } from '@playwright/test';
import type { Paged, PatientRow } from '@hearth/shared-kernel/domain';
import { careApiAs } from './care-api';
import { chooseOption, expect, expectNoSeriousViolations, login, test } from './fixtures';

async function setLanguage(page: Page, patientId: string, label: 'Spanish' | 'Not set'): Promise<void> {
  await page.goto(`/patient-settings/general-info/${patientId}`);
  await page.getByRole('button', { name: 'Edit details' }).click();
  await chooseOption(page.getByRole('combobox', { name: 'Preferred language' }), label);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Preferred language' })).toContainText(label);
}

/** Picks options of the roster's multiple language filter, closing its list after. */
async function filterBy(page: Page, filter: Locator, labels: string[]): Promise<void> {
  await filter.click();
  for (const label of labels) await page.locator('.ant-select-item-option', { hasText: label }).click();
  await page.keyboard.press('Escape');
}

test("dr.chen sets a patient's preferred language; the roster shows and filters it, the conversation panel says it", async ({ page, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  // From the far end of the roster: the patients other suites text are taken from its start.
  const [patient] = (await api.get<Paged<PatientRow>>('roster', { sortKey: 'mrn', sortDirection: 'DESC', skip: 3, take: 1 })).results;

  await login(page, 'dr.chen', `/patient-settings/general-info/${patient.id}`);
  await setLanguage(page, patient.id, 'Spanish');

  await page.goto('/professional/roster');
  const filter = page.getByRole('combobox', { name: 'Preferred language' });
  await filterBy(page, filter, ['Spanish']);
  await page.getByLabel('Search patients').fill(patient.mrn);
  const row = page.getByRole('row', { name: new RegExp(`${patient.lastName}, ${patient.firstName}`) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Language' })).toBeVisible();
  await expect(row).toContainText('Spanish');
  await expectNoSeriousViolations(page);
  // English only: the server leaves the Spanish-preferring patient out.
  await filterBy(page, filter, ['Spanish', 'English']);
  await expect(page.getByText('No patients match this search.')).toBeVisible();

  await page.goto(`/professional?patientId=${patient.id}`);
  await expect(page.getByRole('complementary', { name: 'Patient' })).toContainText('Prefers Spanish');

  await setLanguage(page, patient.id, 'Not set');
});
