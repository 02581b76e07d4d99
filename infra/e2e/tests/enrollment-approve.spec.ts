/**
 * The enrollment approval screen over the demo's waiting enrollments: a paged table (20 a page,
 * newest first) with the count, searched on the server as one types, each row with the date of
 * birth entered beside the one on file, the phone formatted and the time zone by its name; a
 * denial is texted to the patient with how to get a new link. axe finds nothing serious (the Deny
 * button's contrast included).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Paged, PatientDetail, PendingEnrollment } from '@hearth/shared-kernel/domain';
import { textsFor } from '@hearth/shared-kernel/i18n/texts';
import { careApiAs, textsTo } from './care-api';
import { expect, login, test } from './fixtures';

test('the approval screen pages, counts and searches the waiting enrollments, and a denial is texted', async ({ page, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const all = await api.get<Paged<PendingEnrollment>>('enrollment/pending', { take: 100 });
  expect(all.totalRecords).toBeGreaterThan(20);

  await login(page, 'dr.chen', '/enrollment/approve');
  await expect(page.getByRole('status').filter({ hasText: `${all.totalRecords} enrollments wait for approval` })).toBeVisible();
  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText(all.results[0].patientName);
  // Both dates of birth, a formatted phone, the time zone's name (no IANA id).
  const first = rows.first();
  await expect(first.getByText('Entered')).toBeVisible();
  await expect(first.getByText('On file')).toBeVisible();
  await expect(first).toContainText(/\(\d{3}\) \d{3}-\d{4}/);
  await expect(first).not.toContainText(/America\/|Pacific\/|Europe\//);
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The second page holds the rest.
  await page.getByRole('listitem', { name: '2' }).click();
  await expect(rows).toHaveCount(Math.min(all.totalRecords - 20, 20));

  // Typing searches on the server: one patient, from the first page.
  let wanted: PendingEnrollment | undefined;
  for (const r of all.results.slice(1)) {
    if (!r.info || all.results.filter((o) => o.patientName.split(' ').at(-1) === r.patientName.split(' ').at(-1)).length !== 1) continue;
    const detail = await api.get<PatientDetail>(`patients/${r.patientId}`);
    if (detail.smsPhoneNumber && !detail.optedOut && !detail.doNotDisturb && detail.preferredLanguage !== 'es') {
      wanted = r;
      break;
    }
  }
  if (!wanted) throw new Error('No textable patient waiting for approval in the demo data');
  await page.getByLabel('Search enrollments').pressSequentially(wanted.patientName.split(' ').at(-1)!);
  await expect(page.getByRole('link', { name: wanted.patientName })).toBeVisible();
  await expect(rows.filter({ hasNotText: wanted.patientName.split(' ').at(-1)! })).toHaveCount(0);

  const phone = (await api.get<PatientDetail>(`patients/${wanted.patientId}`)).smsPhoneNumber!;
  const before = (await textsTo(request, phone)).length;
  await page.getByRole('button', { name: `Deny ${wanted.patientName}` }).click();
  await expect(page.getByRole('link', { name: wanted.patientName })).toHaveCount(0);
  await expect
    .poll(async () => (await textsTo(request, phone)).slice(before))
    .toContainEqual(expect.stringContaining('To get a new enrollment link'));
  expect((await textsTo(request, phone)).slice(before).some((t) => t.startsWith(textsFor(null)('enrollmentDenied', { orgName: 'Riverside Family Practice' }).slice(0, 40)))).toBe(true);
});
