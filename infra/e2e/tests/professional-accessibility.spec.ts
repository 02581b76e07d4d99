/** axe finds no serious or critical violation on the professional console's screens. */
import type { Paged, PatientRow } from '@hearth/shared-kernel/domain';
import { careApiAs } from './care-api';
import { expectScreensAccessible, login, test } from './fixtures';

const SCREENS = [
  '/professional',
  '/professional/dashboard',
  '/professional/roster',
  '/professional/roster-professional',
  '/professional/tasks',
];
const PATIENT_PAGES = ['general-info', 'conversations', 'tasks', 'care-team', 'comm-prefs', 'programs', 'medical-history'];

test('axe: the professional screens', async ({ page }) => {
  await login(page, 'dr.chen');
  await expectScreensAccessible(page, SCREENS);
});

test('axe: the patient-settings pages', async ({ page, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const [patient] = (await api.get<Paged<PatientRow>>('roster', { enrollmentStatus: 'approved', take: 1 })).results;
  await login(page, 'dr.chen');
  await expectScreensAccessible(page, PATIENT_PAGES.map((sub) => ({ step: sub, path: `/patient-settings/${sub}/${patient.id}` })));
});
