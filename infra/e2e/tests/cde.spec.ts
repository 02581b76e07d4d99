/**
 * Quality considerations and clinical data entry, through the real console and API: entering a
 * form with an uploaded file, the two-level review by two reviewers, a rejection with an 'Other...'
 * reason, bulk 'Submit All', the view-only modal for an item another reviewer holds, and axe on the
 * form and both modals. Each test takes its own demo items (tests share one database).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { cdeCalls, pathOf } from '@hearth/shared-kernel/api';
import { CDE_DEMO_PATIENTS, cdeGapId, cdeRequestId } from '../../api/src/demo/cde';
import { careApiAs } from './care-api';
import { expect, login, test } from './fixtures';

const page_ = (id: string) => `/patient-settings/quality-considerations/${id}`;
const REVIEW_TITLE = 'Quality Consideration - Clinical Data Entry Review';

function today(): string {
  const d = new Date();
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** A reviewer's own browser context, logged in on the patient's page. */
async function reviewerPage(browser: Browser, username: string, patientId: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, username, page_(patientId));
  await expect(page.getByRole('heading', { level: 1, name: 'Quality Considerations' })).toBeVisible();
  return page;
}

test('enter and submit a form with an attachment, progress shown; axe finds nothing serious on the form', async ({ page }) => {
  await login(page, 'dr.chen', page_(CDE_DEMO_PATIENTS.theodore.id));
  await page.getByRole('button', { name: 'Enter data: Diabetes: Eye Exam' }).click();
  const modal = page.getByRole('dialog', { name: REVIEW_TITLE });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Submit' })).toBeVisible();

  // Submitting nothing earns SPEC's message.
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByRole('alert')).toContainText('No selections have been made');

  await modal.getByText('Exam performed by an eye care professional').click();
  await modal.getByLabel('Result').selectOption('negative');
  await modal.getByLabel('Provider NPI').fill('1234567890');
  await modal.getByLabel('Provider type').selectOption('OPH');
  await modal.getByRole('textbox', { name: 'Date of service' }).fill(today());
  await expectNoSeriousViolations(page, '.ant-modal');

  // Hold the answer a moment so the finished progress bar can be seen before the file name replaces it.
  await page.route('**/cde/attachment/?*', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
  // The file is chosen with the keyboard: Enter on the labelled button opens the file chooser.
  const chooser = page.waitForEvent('filechooser');
  await modal.getByRole('button', { name: 'File' }).press('Enter');
  await (await chooser).setFiles({ name: 'retinal-exam.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(modal.getByRole('progressbar')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'retinal-exam.pdf' })).toBeVisible();

  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submitted form')).toBeVisible();
  await expect(modal).toBeHidden();
  const row = page.getByRole('row', { name: /^Diabetes: Eye Exam/ });
  await expect(row).toContainText('First review needed');
  await expect(row).toContainText('Dr. Mei Chen');
});

test('first review then second review to approved, by two different users; axe on the review and reason modals', async ({ browser }) => {
  const patient = CDE_DEMO_PATIENTS.theodore.id;
  const first = await reviewerPage(browser, 'review.first', patient);
  await first.getByRole('button', { name: 'Review: Controlling High Blood Pressure' }).click();
  const modal = first.getByRole('dialog', { name: REVIEW_TITLE });
  await expect(modal.getByText('In first review', { exact: true })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Reject' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await expectNoSeriousViolations(first, '.ant-modal');
  await modal.getByRole('button', { name: 'Approve' }).click();
  const reason = first.getByRole('dialog', { name: 'Clinical Data Entry', exact: true });
  await reason.getByRole('button', { name: 'Approve' }).click();
  await expect(reason.getByRole('alert')).toHaveText('Please enter a reason');
  await reason.getByLabel('Reason for approval').fill('Blood pressure matches the visit note');
  await expectNoSeriousViolations(first, '.ant-modal-wrap:last-of-type');
  await reason.getByRole('button', { name: 'Approve' }).click();
  await expect(first.getByText('Your Approval has been recorded')).toBeVisible();
  await expect(first.getByRole('row', { name: /^Controlling High Blood Pressure/ })).toContainText('Second review needed');
  await first.context().close();

  const second = await reviewerPage(browser, 'review.second', patient);
  await second.getByRole('button', { name: 'Review: Controlling High Blood Pressure' }).click();
  const modal2 = second.getByRole('dialog', { name: REVIEW_TITLE });
  await expect(modal2.getByText('In second review', { exact: true })).toBeVisible();
  await modal2.getByRole('button', { name: 'Approve' }).click();
  const reason2 = second.getByRole('dialog', { name: 'Clinical Data Entry', exact: true });
  await reason2.getByLabel('Reason for approval').fill('Meets the measure');
  await reason2.getByRole('button', { name: 'Approve' }).click();
  await expect(second.getByText('Your Approval has been recorded')).toBeVisible();
  await expect(second.getByRole('row', { name: /^Controlling High Blood Pressure/ })).toContainText('Approved');
  await second.context().close();
});

test("a reject with an 'Other...' reason", async ({ browser }) => {
  const page = await reviewerPage(browser, 'review.second', CDE_DEMO_PATIENTS.oskar.id);
  await page.getByRole('button', { name: /^Review: Kidney Health Evaluation/ }).click();
  const modal = page.getByRole('dialog', { name: REVIEW_TITLE });
  await expect(modal.getByText('In second review', { exact: true })).toBeVisible();
  await modal.getByRole('button', { name: 'Reject' }).click();
  const reason = page.getByRole('dialog', { name: 'Clinical Data Entry', exact: true });
  await expect(reason.getByText('Insufficient documentation')).toBeVisible();
  await reason.getByText('Other...').click();
  const text = reason.getByLabel('Other reason');
  // Measured once the dialog's opening zoom has ended: during it the box is scaled down.
  const height = async () => (await text.boundingBox())?.height ?? 0;
  await expect.poll(height).toBeGreaterThanOrEqual(250);
  expect(await height()).toBeLessThanOrEqual(300);
  await text.fill('The uACR result is from a different laboratory panel');
  await reason.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Your Rejection Reason selection has been saved')).toBeVisible();
  const row = page.getByRole('row', { name: /Kidney Health Evaluation/ }).first();
  await expect(row).toContainText('Rejected');
  // The reason is on the item itself, and at the top of its modal (not only in the collapsed history).
  const note = /Rejected by Selma Secker on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M: The uACR result is from a different laboratory panel/;
  await expect(row).toContainText(note);
  await row.getByRole('button', { name: /^(View|Review): Kidney Health Evaluation/ }).click();
  await expect(modal.locator('.cde-modal-meta + .cde-review-note')).toHaveText(note);
  await page.context().close();
});

test("bulk 'Submit All' submits both forms and returns to the list", async ({ page }) => {
  const patient = CDE_DEMO_PATIENTS.marisol.id;
  await login(page, 'dr.chen', `/patient-settings/quality-considerations-bulk/${patient}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quality Considerations - CDE Bulk Entry' })).toBeVisible();
  const bp = page.getByRole('region', { name: /Controlling High Blood Pressure/ });
  const kidney = page.getByRole('region', { name: /Kidney Health Evaluation/ });
  await expect(bp).toBeVisible();
  await expect(kidney).toBeVisible();

  // Nothing chosen yet: each form says so, and its banner follows the form as it is filled in.
  await page.getByRole('button', { name: 'Submit All' }).click();
  await expect(bp.getByRole('alert')).toContainText('No selections have been made');
  await bp.getByLabel(/^Systolic/).fill('128');
  await bp.getByLabel(/^Diastolic/).fill('82');
  await bp.getByRole('textbox', { name: 'Date of service' }).fill(today());
  await expect(bp.getByRole('alert')).toHaveCount(0);
  // Record 5186 asks for the uACR: a form that fails stays, with its message.
  await kidney.getByLabel(/^eGFR/).fill('60');
  await kidney.getByRole('textbox', { name: 'Date of service' }).fill(today());
  await page.getByRole('button', { name: 'Submit All' }).click();
  await expect(bp).toHaveCount(0);
  await expect(kidney.getByRole('alert')).toContainText('The uACR is required as an entry');

  await kidney.getByRole('button', { name: 'uACR' }).click();
  await kidney.getByLabel(/^uACR/).fill('24');
  await kidney.getByRole('textbox', { name: 'Date of service' }).fill(today());
  await expect(kidney.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit All' }).click();
  await expect(page).toHaveURL(new RegExp(`/patient-settings/quality-considerations/${patient}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Quality Considerations' })).toBeVisible();
});

test('a second reviewer opening an item another reviewer holds sees View Only Mode', async ({ browser, request }) => {
  // The demo's claim is renewed first: a claim is a lease that runs out after 15 minutes without activity.
  const held = cdeRequestId(cdeGapId(CDE_DEMO_PATIENTS.marisol.id, 'm-ifr'));
  await (await careApiAs(request, 'review.first')).put(pathOf(cdeCalls.claim.path, { id: held }));
  const page = await reviewerPage(browser, 'review.full', CDE_DEMO_PATIENTS.marisol.id);
  await page.getByRole('button', { name: 'Review: Controlling High Blood Pressure (1 of 4)' }).click();
  await expect(page.getByText('View Only Mode')).toBeVisible();
  await expect(page.getByText('This item is already being reviewed by someone else')).toBeVisible();
  const modal = page.getByRole('dialog', { name: REVIEW_TITLE });
  await expect(modal.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(modal.getByRole('button', { name: /Approve|Reject|Update/ })).toHaveCount(0);
  await page.context().close();
});

test('a review left by navigating away or closing the tab is given back: another reviewer claims it, not View Only Mode', async ({ browser }) => {
  const patient = CDE_DEMO_PATIENTS.oskar.id;
  const review = 'Review: Controlling High Blood Pressure';
  const a = await reviewerPage(browser, 'review.first', patient);
  await a.getByRole('button', { name: review }).click();
  await expect(a.getByRole('dialog', { name: REVIEW_TITLE }).getByText('In first review', { exact: true })).toBeVisible();
  // A route change inside the console (history moves as Back or Forward does): the modal goes away without Cancel.
  await a.evaluate(() => {
    history.pushState(null, '', '/professional/cde-review');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(a.getByRole('heading', { level: 1, name: 'CDE Review Worklist' })).toBeVisible();

  const b = await reviewerPage(browser, 'review.full', patient);
  await expect(b.getByRole('row', { name: /^Controlling High Blood Pressure/ })).toContainText('First review needed');
  await b.getByRole('button', { name: review }).click();
  const modal = b.getByRole('dialog', { name: REVIEW_TITLE });
  await expect(modal.getByText('In first review', { exact: true })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(b.getByText('View Only Mode')).toHaveCount(0);
  // B closes the tab with the review open: pagehide gives the claim back, and A gets it.
  await b.close({ runBeforeUnload: true });
  await b.context().close();

  await a.goto(page_(patient));
  await expect(async () => {
    await a.reload();
    await expect(a.getByRole('row', { name: /^Controlling High Blood Pressure/ })).toContainText('First review needed', { timeout: 1000 });
  }).toPass();
  await a.getByRole('button', { name: review }).click();
  await expect(a.getByRole('dialog', { name: REVIEW_TITLE }).getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(a.getByText('View Only Mode')).toHaveCount(0);
  await a.context().close();
});

test('the worklist lists items to review and opens the review; axe finds nothing serious on the CDE pages', async ({ page }) => {
  await login(page, 'review.full', '/professional/cde-review');
  await expect(page.getByRole('heading', { level: 1, name: 'CDE Review Worklist' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CDE review' })).toBeVisible();
  await page.getByLabel('Status').selectOption('second_review_needed');
  const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Review / }) });
  // The filter reloads the page of results from the server.
  await expect(page.getByRole('row').filter({ hasText: /First review needed|In first review|In second review/ })).toHaveCount(0);
  await expect(rows.first()).toContainText('Second review needed');
  for (const text of await rows.allInnerTexts()) expect(text).toContain('Second review needed');
  await expectNoSeriousViolations(page);
  await rows.first().getByRole('button').click();
  await expect(page.getByRole('dialog', { name: REVIEW_TITLE })).toBeVisible();
  await page.getByRole('dialog', { name: REVIEW_TITLE }).getByRole('button', { name: 'Cancel' }).click();

  for (const path of [page_(CDE_DEMO_PATIENTS.marisol.id), `/patient-settings/diagnosis-considerations/${CDE_DEMO_PATIENTS.marisol.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  }
});
