/**
 * An enrollment link's first screen comes before any of the page's code (the host's first script
 * paints it from the kernel's words): in the patient's language from the first paint, a Spanish
 * phone's or a patient whose record says Spanish, and then the patient area's page takes its place,
 * the one heading and the words the same. The host's code is held back here to look at the first
 * screen alone.
 */
import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import type { Paged, PatientRow } from '@hearth/shared-kernel/domain';
import { ENTRY_TEXTS_EN, ENTRY_TEXTS_ES } from '@hearth/shared-kernel/entry';
import { careApiAs, textedLink } from './care-api';
import { expect, expectNoSeriousViolations, test } from './fixtures';

const phone = { viewport: { width: 390, height: 844 } };

/** A texted link to a patient not enrolled yet, from the far end of the roster (other suites take its start), whose record says `language`. */
async function linkFor(request: APIRequestContext, language: 'es' | null, skip: number): Promise<string> {
  const api = await careApiAs(request, 'dr.chen');
  const roster = await api.get<Paged<PatientRow>>('roster', { enrollmentStatus: 'not_enrolled', sortKey: 'mrn', sortDirection: 'DESC', take: 200 });
  const patient = roster.results.filter((p) => p.smsPhoneNumber && !p.optedOut && (p.preferredLanguage ?? null) === language)[skip];
  if (!patient) throw new Error(`No patient to invite whose record says ${language}`);
  await api.post('enrollment/invite', { patientId: patient.id });
  return textedLink(request, patient.smsPhoneNumber!, '/enrollment?token=');
}

/** The link opened with the host's code held back: what the page shows before any of it runs. */
async function firstScreen(browser: Browser, link: string, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ ...phone, ...options });
  const page = await context.newPage();
  await page.route(/\/main\.[0-9a-f]+\.js(\?|$)/, (route) => route.abort());
  await page.goto(link);
  return page;
}

test('a Spanish phone sees the first screen in Spanish before any code, and the Spanish page takes its place', async ({ browser, request }) => {
  const link = await linkFor(request, null, 2);
  const before = await firstScreen(browser, link, { locale: 'es-ES' });
  await expect(before.getByRole('heading', { level: 1, name: ENTRY_TEXTS_ES.title })).toBeVisible();
  await expect(before.getByText(ENTRY_TEXTS_ES.intro)).toBeVisible();
  await expect(before.locator('html')).toHaveAttribute('lang', 'es');
  await expect(before.locator('body')).not.toContainText(ENTRY_TEXTS_EN.intro);
  await expect(before.getByText('Loading Hearth…')).toBeHidden();
  await expectNoSeriousViolations(before);
  await before.context().close();

  const context = await browser.newContext({ ...phone, locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENTRY_TEXTS_ES.title);
  await expect(page.getByText(ENTRY_TEXTS_ES.intro)).toHaveCount(1);
  await expect(page.locator('#hearth-entry-shell')).toHaveCount(0);
  await context.close();
});

test("a patient whose record says Spanish opens the link on an English phone: Spanish from the first paint", async ({ browser, request }) => {
  const link = await linkFor(request, 'es', 1);
  expect(new URL(link, 'http://x').searchParams.get('lang')).toBe('es');
  const before = await firstScreen(browser, link, { locale: 'en-US' });
  await expect(before.getByRole('heading', { level: 1, name: ENTRY_TEXTS_ES.title })).toBeVisible();
  await expect(before.locator('body')).not.toContainText(ENTRY_TEXTS_EN.intro);
  await before.context().close();

  const context = await browser.newContext({ ...phone, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await context.close();
});

test('an English phone sees the first screen in English, which the page replaces in place', async ({ browser, request }) => {
  const link = await linkFor(request, null, 3);
  const before = await firstScreen(browser, link, { locale: 'en-US' });
  const title = before.getByRole('heading', { level: 1, name: ENTRY_TEXTS_EN.title });
  await expect(title).toBeVisible();
  const shellIntro = await before.getByText(ENTRY_TEXTS_EN.intro).boundingBox();
  await before.context().close();

  const context = await browser.newContext({ ...phone, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  // The page's introduction stands where the first screen's stood: nothing moves when it takes over.
  expect(await page.getByText(ENTRY_TEXTS_EN.intro).boundingBox()).toEqual(shellIntro);
  await context.close();
});
