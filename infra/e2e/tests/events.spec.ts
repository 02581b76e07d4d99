/**
 * Hospital events end to end: an ADT admission sent over MLLP (the hospital's transport, framed
 * by hand here: an independent client) is acknowledged AA and appears on /professional/events
 * without a reload, through the live socket; acknowledging it takes it off the list.
 */
import { randomUUID } from 'node:crypto';
import { adtText } from '../../api/src/channels/mllp/hl7-builder';
import type { CareTeamMember, Paged, PatientRow } from '@hearth/shared-kernel/domain';
import { DEMO_ORGS, demoAccount } from '../../api/src/demo/demo-accounts';
import { stack } from '../stack';
import { careApiAs } from './care-api';
import { DEMO_PASSWORD, expect, login, test } from './fixtures';
import { sendMllp } from './mllp';

test('an admission sent over MLLP appears live on /professional/events and can be acknowledged', async ({ page, request }) => {
  // dr.chen's patient RFP100000 (the demo puts them on that care team), by name as the page shows it.
  const tokens = await (await request.post(`${stack.apiUrl}/auth/login`, { data: { username: 'dr.chen', password: DEMO_PASSWORD } })).json();
  const roster = await (
    await request.get(`${stack.apiUrl}/roster?search=RFP100000`, { headers: { authorization: `Bearer ${tokens.access_token}` } })
  ).json();
  const patient = roster.results.find((p: { mrn: string }) => p.mrn === 'RFP100000');
  expect(patient).toBeTruthy();

  await login(page, 'dr.chen', '/professional/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByText(/events? needs? action/)).toBeVisible();
  // Set in the page: still there afterwards means the list changed without a reload.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  const reason = `Syncope ${randomUUID().slice(0, 8)}`;
  const controlId = `E2E-${randomUUID()}`;
  const ack = await sendMllp(
    adtText({
      controlId, facility: 'RIVERSIDE_HOSP', trigger: 'A01', patientClass: 'I', mrn: 'RFP100000', lastName: patient.lastName,
      firstName: patient.firstName, dateOfBirth: null, at: new Date(), location: '4W/410/A', attending: 'Okafor, Ada', reason,
    }),
  );
  expect(ack).toMatch(new RegExp(`\\rMSA\\|AA\\|${controlId}\\|`));

  const row = page.locator('tr', { hasText: reason });
  await expect(row).toBeVisible();
  await expect(row.getByText('Inpatient admission')).toBeVisible();
  // The hospital by its name, not the code in its messages.
  await expect(row.getByText('Riverside General Hospital')).toBeVisible();
  await expect(page.getByText('RIVERSIDE_HOSP')).toHaveCount(0);
  await expect(row.getByRole('link', { name: `${patient.firstName} ${patient.lastName}` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // The list follows a search by the patient as it is typed.
  const dataRows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await page.getByRole('searchbox', { name: 'Search events by patient' }).fill('RFP100000');
  await expect(dataRows.filter({ hasNotText: `${patient.firstName} ${patient.lastName}` })).toHaveCount(0);
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(page.locator('tr', { hasText: reason })).toHaveCount(0);

  // The history keeps it, found by the same search.
  await page.goto('/professional/event-history');
  await page.getByRole('searchbox', { name: 'Search events by patient' }).fill(patient.lastName);
  await expect(page.locator('tr', { hasText: reason })).toBeVisible();
  await expect(dataRows.filter({ hasNotText: patient.lastName })).toHaveCount(0);
});

test('an assignment alone routes an admission: the practice administrator assigns nurse.kim inpatient admissions, and she is e-mailed about a patient not on her care team', async ({ page, request }) => {
  const kim = demoAccount('nurse.kim');
  const riverside = DEMO_ORGS.riverside.id;
  const chen = await careApiAs(request, 'dr.chen');
  // A patient of Riverside whose care team does not hold her.
  const roster = await chen.get<Paged<PatientRow>>('roster', { sortKey: 'mrn', take: 50 });
  let patient: PatientRow | undefined;
  for (const p of roster.results) {
    const team = await chen.get<CareTeamMember[]>(`patients/${p.id}/care-team`);
    if (team.length && !team.some((m) => m.id === kim.id)) {
      patient = p;
      break;
    }
  }
  expect(patient).toBeTruthy();
  const mailsToKim = async () => {
    const { emails } = (await (await request.get(`${stack.apiUrl}/outbox`, { headers: { accept: 'application/json' } })).json()) as { emails: { to: string; subject: string }[] };
    return emails.filter((m) => m.to === kim.email && m.subject.includes('Inpatient admission')).length;
  };
  const admit = async () => {
    const controlId = `E2E-${randomUUID()}`;
    const ack = await sendMllp(
      adtText({ controlId, facility: 'RIVERSIDE_HOSP', trigger: 'A01', patientClass: 'I', mrn: patient!.mrn, lastName: patient!.lastName, firstName: patient!.firstName, dateOfBirth: null, at: new Date() }),
    );
    expect(ack).toMatch(new RegExp(`\\rMSA\\|AA\\|${controlId}\\|`));
  };

  await login(page, 'admin.ortiz');
  await page.goto(`/practice-admin/${riverside}/notification-assignments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notification Assignments' })).toBeVisible();
  const box = page.getByRole('checkbox', { name: 'Inpatient admission for Ms. Jiyoon Kim' });
  await box.check();
  await page.getByRole('button', { name: 'Save assignments' }).click();
  await expect(page.getByText('Assignments saved')).toBeVisible();

  const before = await mailsToKim();
  await admit();
  await expect.poll(mailsToKim, { timeout: 15_000 }).toBe(before + 1);

  // Taken off again: the next admission does not reach her.
  await expect(page.getByText('Assignments saved')).toHaveCount(0, { timeout: 15_000 });
  await box.uncheck();
  await page.getByRole('button', { name: 'Save assignments' }).click();
  await expect(page.getByText('Assignments saved')).toBeVisible();
  await admit();
  // The admission's notifications are written with it; give the sender a moment, then count again.
  await page.waitForTimeout(2_000);
  expect(await mailsToKim()).toBe(before + 1);
});
