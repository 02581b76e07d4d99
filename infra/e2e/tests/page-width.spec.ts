/**
 * No page is wider than the screen (SPEC §9: phones first): every route of every area's route
 * manifest (the routes.json each remote serves) and the host's own pages, at 390 px and 1280 px,
 * as a demo user allowed to see it. A wide table scrolls inside its own box; the page itself never
 * scrolls sideways. Routes with parameters get real ids from the API. Each page's text is read too:
 * no raw ISO date, seconds, zone id, facility code, record id, bare phone number or British spelling.
 * And axe finds nothing serious or critical at either width.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type { ArticlePreview, ArticleSent, Paged, PatientRow } from '@hearth/shared-kernel/domain';
import { PUBLIC_PATHS } from '@hearth/shared-kernel/paths';
import { stack } from '../stack';
import { careApiAs, enrollmentCodeIn, textablePatient, textedLink, textFromPhone, textsTo, type CareApi } from './care-api';
import { CONSOLE_USERS, consoleRoutes, fill, manifest, type ConsoleUser } from './console-routes';
import { expect, login, seriousViolationsOf, test } from './fixtures';

const WIDTHS = [390, 1280] as const;
const PHONE = { width: 390, height: 844 };

/** How far the page reaches past the screen at its current width, with the widest elements that cause it. */
async function overflowOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const doc = document.documentElement.scrollWidth;
    const body = document.body.scrollWidth;
    if (doc <= width && body <= width) return null;
    const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= width + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`);
    return `page ${doc} px, body ${body} px wide (${culprits.join(', ')})`;
  });
}

/**
 * What a clinic should never read on a page (issue: names, never ids or codes; one date format;
 * US English): the page's visible text, form controls' own option lists aside.
 */
const RAW_TEXT: readonly [string, RegExp][] = [
  ['an ISO date', /\b(19|20)\d\d-\d\d-\d\d\b/],
  ['a time with seconds', /\b\d{1,2}:\d\d:\d\d\b/],
  ['an IANA time-zone id', /\b(America|Europe|Asia|Africa|Pacific|Atlantic|Australia)\/[A-Z][a-z]/],
  ['a facility code', /\b[A-Z]{2,}_[A-Z][A-Z_]+\b/],
  ['a record id', /\brecord \d+/i],
  ['an unformatted phone number', /(?<![\d-])\d{10}(?!\d)/],
  ['British spelling', /\b(organisation|licence|catalogue)s?\b/i],
];

const DEVELOPER_PAGES: ReadonlySet<string> = new Set(['/professional/dbugga']);

async function rawTextOf(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const el of copy.querySelectorAll('select, option, script, style, textarea, [aria-hidden="true"]')) el.remove();
    return copy.innerText ?? copy.textContent ?? '';
  });
  return RAW_TEXT.filter(([, re]) => re.test(text)).map(([what, re]) => `${what}: "${re.exec(text)![0]}"`);
}

/** Opens `path` at the phone's width, measures, widens the window to 1280 px and measures again. */
async function visit(page: Page, path: string, failures: string[]): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.locator('h1').first(), `${path} shows its page`).toBeVisible();
  // The debugger is a developer's page: it shows permission keys on purpose.
  if (!DEVELOPER_PAGES.has(path)) for (const raw of await rawTextOf(page)) failures.push(`${path} shows ${raw}`);
  for (const width of WIDTHS) {
    if (width !== PHONE.width) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    }
    const overflow = await overflowOf(page);
    if (overflow) failures.push(`${path} at ${width} px: ${overflow}`);
    for (const violation of await seriousViolationsOf(page)) failures.push(`${path} at ${width} px: axe ${violation}`);
  }
}

async function loggedIn(browser: Browser, username: ConsoleUser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await login(page, username);
  return { context, page };
}

test('every route of the professional and admin areas fits 390 px and 1280 px', async ({ browser, request }) => {
  // About 40 routes at two widths, axe at each: with the areas' full antd stylesheets axe takes longer a page.
  test.setTimeout(600_000);
  const { plan: routes, patientId } = await consoleRoutes(request);
  const plan = new Map<ConsoleUser, string[]>(CONSOLE_USERS.map((u) => [u, []]));
  for (const { user, path } of routes) plan.get(user)!.push(path);
  // The conversation of a patient, as Patient View shows it, and the organisation picker.
  plan.get('dr.chen')!.push(`/professional?patientId=${patientId}`, '/organizations');
  plan.get('dr.chen')!.push(`/enrollment-info?patientId=${patientId}`);

  const failures: string[] = [];
  for (const [user, paths] of plan) {
    if (!paths.length) continue;
    const { context, page } = await loggedIn(browser, user);
    for (const path of paths) await visit(page, path, failures);
    await context.close();
  }
  expect(failures).toEqual([]);
});

/** A patient's own pages: the secure chat opened from the texted link, an article sent to them. */
async function patientPages(api: CareApi, request: APIRequestContext, page: Page): Promise<Record<string, string>> {
  const patient = await textablePatient(api, 9);
  const phone = patient.smsPhoneNumber!;
  const [article] = (await api.get<{ results: ArticlePreview[] }>('articles/previews')).results;
  await api.post<ArticleSent>(`articles/${article.id}/send`, { patientId: patient.id });
  const articleLink = (await textedLink(request, phone, '/article/')).split('?')[0];
  await textFromPhone(request, phone, 'Secure');
  await page.goto(await textedLink(request, phone, '/patient?link='));
  const dob = patient.dateOfBirth!;
  await page.getByLabel(/Date of birth/).fill(`${dob.slice(5, 7)}/${dob.slice(8, 10)}/${dob.slice(0, 4)}`);
  await page.getByRole('button', { name: 'Open secure chat' }).click();
  await expect(page.getByRole('log', { name: 'Messages' })).toBeVisible();
  const [toId, fromId] = articleLink.split('/').slice(2);
  return { toId, fromId, id: article.id };
}

/**
 * Enrollment steps open only once the patient has reached them: before each, the link is taken
 * that far through the API, as the steps before it would.
 */
function enrollmentAdvances(request: APIRequestContext, token: string, patient: PatientRow): Record<string, () => Promise<unknown>> {
  const at = `${stack.apiUrl}/enrollment/${encodeURIComponent(token)}`;
  const dob = patient.dateOfBirth!;
  const phone = patient.smsPhoneNumber!;
  return {
    '/enrollment/verify-phone': () => request.post(`${at}/verifyDob`, { data: { dob: `${dob.slice(5, 7)}/${dob.slice(8, 10)}/${dob.slice(0, 4)}` } }),
    '/enrollment/info': async () => {
      await request.post(`${at}/sendCode`);
      let code = '';
      await expect.poll(async () => (code = (await textsTo(request, phone)).map(enrollmentCodeIn).filter(Boolean).at(-1) ?? '')).not.toBe('');
      await request.post(`${at}/verifyCode`, { params: { code } });
    },
    '/enrollment/confirmation': () =>
      request.put(`${at}/info`, {
        data: { title: '', firstName: patient.firstName, lastName: patient.lastName, email: '', pin: '4821', smsPhoneNumber: phone, voicePhoneNumber: '', timeZone: 'America/Chicago' },
      }),
  };
}

test("every route of the patient area and the host's public pages fit 390 px and 1280 px", async ({ browser, request }) => {
  test.setTimeout(300_000);
  const api = await careApiAs(request, 'dr.chen');
  const notEnrolled = (await api.get<Paged<PatientRow>>('roster', { enrollmentStatus: 'not_enrolled', sortKey: 'mrn', take: 200 })).results;
  const invitee = notEnrolled.filter((p) => p.smsPhoneNumber && !p.optedOut && p.dateOfBirth && p.preferredLanguage !== 'es').at(-1)!;
  await api.post('enrollment/invite', { patientId: invitee.id });
  const token = new URLSearchParams((await textedLink(request, invitee.smsPhoneNumber!, '/enrollment?token=')).split('?')[1]).get('token')!;
  const advance = enrollmentAdvances(request, token, invitee);

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const ids = await patientPages(api, request, page);
  const failures: string[] = [];
  const publicRoutes: string[] = [];
  for (const route of (await manifest(request, 'mf-patient')).routes) {
    if (!route.public) await visit(page, route.path, failures);
    else publicRoutes.push(route.path);
  }
  await context.close();

  const anonymous = await browser.newContext({ viewport: PHONE });
  const visitor = await anonymous.newPage();
  for (const path of publicRoutes) {
    await advance[path]?.();
    await visit(visitor, path.startsWith('/enrollment') ? `${path}?token=${encodeURIComponent(token)}` : fill(path, ids), failures);
    // Each step is the page asked for, not the one an out-of-turn link is sent back to.
    if (path.startsWith('/enrollment')) expect(new URL(visitor.url()).pathname).toBe(path);
  }
  for (const path of PUBLIC_PATHS) await visit(visitor, path, failures);
  await anonymous.close();
  expect(failures).toEqual([]);
});
