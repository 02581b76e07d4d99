/**
 * Programs and broadcasts end to end, over the running stack and the SMS simulator:
 * - a patient added to Stay In Touch from the eligible patients is invited when the next outreach
 *   window runs (the demo command's call), replies Yes from the phone, is texted a confirmation,
 *   and the program roster shows Agreed;
 * - a broadcast to a filtered audience shows its count, follows its progress live, reaches the
 *   simulator's phones, and the history lists it with its counts.
 */
import { randomUUID } from 'node:crypto';
import { textsFor } from '@hearth/shared-kernel/i18n/texts';
import type { EligiblePatient, OutreachRun, Paged, PatientDetail, ProgramOverview, ProgramRosterPatient, ProgramSummary } from '@hearth/shared-kernel/domain';
import { careApiAs, textFromPhone, textsTo } from './care-api';
import { expect, login, test } from './fixtures';

test('a patient added to a program is invited in the next window, replies yes and shows Agreed', async ({ page, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const eligible = await api.get<Paged<EligiblePatient>>('programs/stayintouch/eligible-patients', { take: 200 });
  const patient = eligible.results.find((p) => p.hasSmsPhone && !p.doNotDisturb && !p.optedOut)!;
  const detail = await api.get<PatientDetail>(`patients/${patient.patientId}`);

  await login(page, 'dr.chen', '/programs/stayintouch/roster-eligible-patients');
  await expect(page.getByRole('heading', { level: 1, name: 'Eligible Patients' })).toBeVisible();
  // The list follows the search as it is typed (no Enter): one patient has this MRN.
  await page.getByLabel('Search eligible patients').fill(patient.mrn ?? patient.lastName);
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
  // The row's checkbox is named by the patient, not by its place on the page.
  await expect(page.getByRole('checkbox', { name: `Select ${patient.firstName} ${patient.lastName}` })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Select row/ })).toHaveCount(0);
  await page.getByRole('button', { name: `Add ${patient.firstName} ${patient.lastName} to the program` }).click();
  await expect(page.getByText('1 patient added. They will be invited in the next outreach window.')).toBeVisible();

  // The demo command: run the next outreach window now.
  await api.post('programs/outreach/next-window');
  // The invitation in the patient's language (their catalogue's text).
  const program = (await api.get<ProgramSummary[]>('programs')).find((p) => p.id === 'stayintouch')!;
  const texts = textsFor(detail.preferredLanguage);
  const names = { orgName: 'Riverside Family Practice', programName: program.name };
  await expect.poll(async () => textsTo(request, detail.smsPhoneNumber!), { timeout: 20_000 }).toContain(texts('programInvitation', names));

  expect((await textFromPhone(request, detail.smsPhoneNumber!, 'Yes')).ok()).toBe(true);
  // The Yes is confirmed by text.
  await expect.poll(async () => textsTo(request, detail.smsPhoneNumber!)).toContain(texts('programAgreed', names));
  await page.goto('/programs/stayintouch/roster');
  await page.getByLabel('Search the program roster').fill(patient.mrn ?? patient.lastName);
  await page.getByLabel('Search the program roster').press('Enter');
  // This patient's row (by the MRN in it), not a namesake's: until the search applies, the page
  // shows the roster's first page, where another patient of the same last name may have agreed.
  const row = page.getByRole('row', { name: patient.mrn ?? patient.lastName });
  await expect(row.getByText('Agreed')).toBeVisible();
  const roster = await api.get<Paged<ProgramRosterPatient>>('programs/stayintouch/roster', { search: patient.mrn ?? patient.lastName });
  expect(roster.results.find((p) => p.patientId === patient.patientId)?.status).toBe('Agreed');
});

test('a broadcast to a filtered audience shows progress, reaches the phones and shows in history', async ({ page, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const body = `Broadcast from the end-to-end suite ${randomUUID().slice(0, 8)}`;
  await login(page, 'dr.chen', '/professional/broadcast-message');
  await expect(page.getByRole('heading', { level: 1, name: 'Broadcast Message' })).toBeVisible();

  await page.getByLabel('Program', { exact: true }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Remote Patient Monitoring' }).click();
  await page.getByLabel('Program status').click();
  await page.locator('.ant-select-item-option', { hasText: 'Agreed' }).click();
  await page.keyboard.press('Escape');
  const count = page.getByText(/patients match: .* will get the text, .* skipped/);
  await expect(count).toBeVisible();
  const [, total, willSend, skipped] = /([\d,]+) patients match: ([\d,]+) will get the text, ([\d,]+) skipped/.exec((await count.textContent())!)!.map((s) => s.replace(/,/g, ''));
  expect(Number(willSend)).toBeGreaterThan(0);

  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(body);
  await page.getByRole('button', { name: `Send to ${willSend} patients` }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this broadcast?' });
  await confirm.getByRole('button', { name: 'Send' }).click();
  // Live over the socket: the bar runs to the end without a reload.
  await expect(page.getByText(`Finished: ${willSend} of ${willSend} texts`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toBeVisible();

  // A patient of the audience has it on their phone.
  const agreed = await api.get<Paged<ProgramRosterPatient>>('programs/rpm/roster', { status: 'Agreed', take: 50 });
  let reached = 0;
  for (const p of agreed.results.slice(0, 10)) {
    const d = await api.get<{ smsPhoneNumber: string | null; optedOut?: boolean; doNotDisturb?: boolean }>(`patients/${p.patientId}`);
    if (d.smsPhoneNumber && (await textsTo(request, d.smsPhoneNumber)).includes(body)) reached++;
  }
  expect(reached).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Broadcast message history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Broadcast Message History' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(body) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: total, exact: true }).first()).toBeVisible();
  await expect(row.getByRole('cell', { name: skipped, exact: true }).first()).toBeVisible();
  await expect(row.getByText('Dr. Mei Chen')).toBeVisible();
  // The whole message shows, under one heading each; a search narrows the list to it.
  await expect(row.getByRole('cell', { name: body, exact: true })).toBeVisible();
  const headers = await page.getByRole('columnheader').allTextContents();
  expect(new Set(headers).size).toBe(headers.length);
  await page.getByRole('searchbox', { name: 'Search broadcasts' }).fill(body.slice(-8));
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
  await expect(row).toBeVisible();
});

test('outreach figures agree: each says what it counts, patients invited never exceed the program, the next window has not run, and nobody was invited in the future', async ({ page, request }) => {
  const chen = await careApiAs(request, 'dr.chen');
  await login(page, 'admin.ortiz', '/programs/stayintouch/practice');
  const figure = (label: string) => page.locator('.pro-metric', { has: page.getByText(label, { exact: true }) });
  const value = async (label: string) => Number((await figure(label).locator('.pro-metric__value').innerText()).replace(/\D/g, ''));
  await expect(figure('Patients invited in the last 7 days')).toContainText('Each patient once, however many texts');
  expect(await value('Patients invited in the last 7 days')).toBeLessThanOrEqual(await value('Patients in the program'));
  expect(await value('Agreed')).toBeLessThanOrEqual(await value('Patients in the program'));

  const runs = await chen.get<Paged<OutreachRun>>('programs/stayintouch/outreaches', { take: 50 });
  const lastRun = Math.max(...runs.results.map((r) => Date.parse(r.windowStart)));
  const figures = await chen.get<ProgramOverview>('programs/stayintouch/overview');
  expect(Date.parse(figures.nextWindowStart)).toBeGreaterThan(lastRun);

  const roster = await chen.get<Paged<ProgramRosterPatient>>('programs/stayintouch/roster', { take: 100, status: 'Invited' });
  for (const p of roster.results) if (p.lastInvitedAt) expect(Date.parse(p.lastInvitedAt)).toBeLessThanOrEqual(Date.now());
});
