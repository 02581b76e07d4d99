/**
 * Nobody misses a patient's message: while dr.chen is on the roster a patient of his care team
 * texts; within two seconds the tab title and the Patient view badge count it and a notice links
 * to the conversation; opening it reads it, and the count falls on every tab.
 */
import { randomUUID } from 'node:crypto';
import type { CareTeamMember, Paged, PatientRow } from '@hearth/shared-kernel/domain';
import { demoAccount } from '../../api/src/demo/demo-accounts';
import { careApiAs, textFromPhone, type CareApi } from './care-api';
import { expect, login, test } from './fixtures';

/** A patient on dr.chen's care team, with a phone number of their own and no conversation open. */
async function chensPatient(api: CareApi, skip: number): Promise<PatientRow> {
  const chen = demoAccount('dr.chen').id;
  const page = await api.get<Paged<PatientRow>>('roster', { enrollmentStatus: 'approved', sortKey: 'mrn', sortDirection: 'DESC', take: 100 });
  let seen = 0;
  for (const row of page.results) {
    if (!row.smsPhoneNumber || row.optedOut || row.doNotDisturb || row.needsResponse) continue;
    const team = await api.get<CareTeamMember[]>(`patients/${row.id}/care-team`);
    if (!team.some((m) => m.id === chen)) continue;
    const samePhone = await api.get<Paged<PatientRow>>('roster', { search: row.smsPhoneNumber });
    if (samePhone.results.length !== 1) continue;
    if (seen++ === skip) return row;
  }
  throw new Error("No patient of dr.chen's care team to text in the demo data");
}

const countIn = (title: string) => Number(/^\((\d+)\) /.exec(title)?.[1] ?? 0);

test("a patient texts while dr.chen is on the roster: the tab title and the Patient view badge count it within 2 s, on every tab; opening it reads it", async ({ page, context, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const patient = await chensPatient(api, 0);
  await login(page, 'dr.chen', '/professional/roster');
  await expect(page.getByRole('heading', { level: 1, name: 'Patient Roster' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/professional/dashboard');
  await expect(other.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: /^Patient view/ })).toBeVisible();
  const before = countIn(await page.title());

  const sentAt = Date.now();
  await textFromPhone(request, patient.smsPhoneNumber!, `I have chest pain ${randomUUID().slice(0, 6)}`);
  await expect.poll(async () => countIn(await page.title()), { timeout: 2_000 }).toBe(before + 1);
  const within = Date.now() - sentAt;
  expect(within).toBeLessThan(2_000);
  await expect(page).toHaveTitle(`(${before + 1}) Patient Roster · Hearth`);
  await expect(nav.getByRole('link', { name: `Patient view ${before + 1} unread` })).toBeVisible();
  await expect.poll(async () => countIn(await other.title()), { timeout: 2_000 }).toBe(before + 1);

  // The notice names the first name only, and links to the conversation.
  const notice = page.getByRole('status').filter({ hasText: `${patient.firstName} sent a message` });
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText(patient.lastName);
  await notice.getByRole('link', { name: 'Open the conversation' }).click();
  await expect(page.getByLabel('Messages').getByText(/I have chest pain/)).toBeVisible();
  await expect.poll(async () => countIn(await page.title())).toBe(before);
  await expect.poll(async () => countIn(await other.title())).toBe(before);
  const settled = before === 0 ? 'Patient view' : `Patient view ${before} unread`;
  await expect(nav.getByRole('link', { name: settled, exact: true })).toBeVisible();
});
