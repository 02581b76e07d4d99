/**
 * The patient app end to end: a patient enrolls from the texted link (the code read from the SMS
 * simulator), seeing each validation message first; a help request blocks the form; dr.chen
 * approves and the roster shows Enrolled; a patient texts 'Secure', opens the link, confirms the
 * date of birth and chats live with dr.chen; a wrong date of birth and an expired session show
 * SPEC's messages.
 */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Paged, PatientRow } from '@hearth/shared-kernel/domain';
import type { Language } from '@hearth/shared-kernel/i18n';
import { textsFor } from '@hearth/shared-kernel/i18n/texts';
import { DEMO_ORGS } from '../../api/src/demo/demo-accounts';
import { careApiAs, enrollmentCodeIn, openSecureLink, submitDateOfBirth, textablePatient, textedLink, textsTo, usDate, type CareApi } from './care-api';
import { expect, login, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const FINISHED = 'Thank you — your care team will confirm your enrollment';
const ORG_NAME = 'Riverside Family Practice';

/** A patient not enrolled yet, who can be texted; `skip` gives each test its own. */
/** A patient to invite whose pages come in `reader`'s language (their record says it, or says nothing). */
async function notEnrolledPatient(api: CareApi, skip: number, reader: Language = 'en'): Promise<PatientRow> {
  const page = await api.get<Paged<PatientRow>>('roster', { enrollmentStatus: 'not_enrolled', sortKey: 'mrn', take: 200 });
  const candidates = page.results.filter((p) => p.smsPhoneNumber && !p.optedOut && p.dateOfBirth && (!p.preferredLanguage || p.preferredLanguage === reader));
  if (!candidates[skip]) throw new Error('No patient to invite in the demo data');
  return candidates[skip];
}

/** axe finds no serious or critical violation on the page as it stands (forms with errors included). */
async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, page.url()).toEqual([]);
}

async function invite(api: CareApi, request: APIRequestContext, skip: number, reader: Language = 'en') {
  const patient = await notEnrolledPatient(api, skip, reader);
  await api.post('enrollment/invite', { patientId: patient.id });
  return { patient, link: await textedLink(request, patient.smsPhoneNumber!, '/enrollment?token=') };
}

async function newCode(request: APIRequestContext, phone: string, before: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const codes = (await textsTo(request, phone)).map(enrollmentCodeIn).filter(Boolean) as string[];
      code = codes.length > before ? codes.at(-1)! : '';
      return code;
    })
    .not.toBe('');
  return code;
}

const codesSoFar = async (request: APIRequestContext, phone: string) => (await textsTo(request, phone)).filter((t) => enrollmentCodeIn(t)).length;

/** Moves to the next step, which must be accessible when it arrives. */
async function next(page: Page, name: string | RegExp, heading: string) {
  await page.getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectAccessible(page);
}

/** The enrollment's words from the welcome page to the patient's information, in each language. */
const ENROLLMENT_WORDS = {
  en: {
    intro: [['Continue', 'Need help?'], ['I can continue on my own', 'Get started'], ['Next: verify your date of birth', 'Verify your date of birth']],
    dob: { label: /Date of birth/, next: 'Next: verify your phone', wrong: 'Date of Birth does not match record', heading: 'Verify your phone' },
    code: { send: 'Text me a code', label: 'Code', next: 'Next: your information', wrong: 'The code you entered is not correct. Click below to receive a new code.', heading: 'Your information' },
  },
  es: {
    intro: [['Continuar', '¿Necesita ayuda?'], ['Puedo continuar por mi cuenta', 'Comenzar'], ['Siguiente: confirmar su fecha de nacimiento', 'Confirme su fecha de nacimiento']],
    dob: { label: /Fecha de nacimiento/, next: 'Siguiente: confirmar su teléfono', wrong: 'La fecha de nacimiento no coincide con nuestros registros', heading: 'Confirme su teléfono' },
    code: { send: 'Enviarme un código', label: 'Código', next: 'Siguiente: sus datos', wrong: 'El código que escribió no es correcto. Pulse abajo para recibir un código nuevo.', heading: 'Sus datos' },
  },
} as const;

/**
 * From the welcome page to the patient's information, in `reader`'s words: each step accessible
 * when it arrives, and a wrong date of birth and then a wrong texted code each refused first with
 * SPEC's message.
 */
async function enrollToYourInformation(p: Page, request: APIRequestContext, patient: PatientRow, reader: Language): Promise<void> {
  const w = ENROLLMENT_WORDS[reader];
  for (const [button, heading] of w.intro) await next(p, button, heading);

  await p.getByLabel(w.dob.label).fill('01/01/1901');
  await p.getByRole('button', { name: w.dob.next }).click();
  await expect(p.getByRole('alert')).toHaveText(w.dob.wrong);
  await expectAccessible(p);
  await p.getByLabel(w.dob.label).fill(usDate(patient.dateOfBirth!));
  await next(p, w.dob.next, w.dob.heading);

  const phone = patient.smsPhoneNumber!;
  const before = await codesSoFar(request, phone);
  await p.getByRole('button', { name: w.code.send }).click();
  const code = await newCode(request, phone, before);
  await p.getByLabel(w.code.label).fill(code === '0000' ? '1111' : '0000');
  await p.getByRole('button', { name: w.code.next }).click();
  await expect(p.getByRole('alert')).toHaveText(w.code.wrong);
  await p.getByLabel(w.code.label).fill(code);
  await next(p, w.code.next, w.code.heading);
}

test('a patient enrolls from the texted link, each validation message first, and dr.chen approves', async ({ browser, page, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const { patient, link } = await invite(api, request, 0);
  const phone = patient.smsPhoneNumber!;

  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const p = await phoneContext.newPage();
  await p.goto(link);
  await expect(p.getByRole('heading', { level: 1, name: 'Welcome to Hearth' })).toBeVisible();
  await expectAccessible(p);
  await enrollToYourInformation(p, request, patient, 'en');

  // Reopening the same link resumes here.
  await p.goto(link);
  await expect(p.getByRole('heading', { level: 1, name: 'Your information' })).toBeVisible();

  for (const field of ['First name', 'Last name', 'Phone number for texts']) await p.getByLabel(field).fill('');
  await p.getByRole('button', { name: 'Next: confirmation' }).click();
  const infoAlert = p.getByRole('alert');
  for (const m of ['Please enter a valid first name.', 'Please enter a valid last name.', 'Please enter a valid pin.', 'Please enter a valid phone number for texts.']) {
    await expect(infoAlert).toContainText(m);
  }
  await expectAccessible(p);
  await p.getByLabel('First name').fill(patient.firstName);
  await p.getByLabel('Last name').fill(patient.lastName);
  await p.getByLabel(/^PIN/).fill('4821');
  await p.getByLabel('Phone number for texts').fill(phone);
  await p.getByLabel('Time zone').selectOption('America/Chicago');
  await next(p, 'Next: confirmation', 'Confirmation');

  await p.getByRole('button', { name: 'Finish enrollment' }).click();
  const consentAlert = p.getByRole('alert');
  for (const m of [
    'Please acknowledge the first section of terms and conditions.',
    'Please acknowledge the second section of terms and conditions.',
    'Please acknowledge the third section of and conditions.',
    'Please review the User License Agreement.',
    'Please enter a name into the patient signature box.',
  ]) {
    await expect(consentAlert).toContainText(m);
  }
  await expectAccessible(p);
  for (const box of await p.getByRole('checkbox').all()) await box.check();
  const signature = `${patient.firstName} ${patient.lastName}`;
  await p.getByLabel(/Electronic signature/).fill(signature);
  // Reading each policy and coming back keeps the four ticks and the signature.
  for (const policy of ['Communication Policy', 'Privacy Policy', 'End User License Agreement']) {
    await p.getByRole('link', { name: policy }).click();
    await expect(p.getByRole('heading', { level: 1, name: policy })).toBeVisible();
    await p.getByRole('link', { name: 'Back to confirmation' }).click();
    await expect(p.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
    for (const box of await p.getByRole('checkbox').all()) await expect(box).toBeChecked();
    await expect(p.getByLabel(/Electronic signature/)).toHaveValue(signature);
  }
  // Not approved yet: the last page says what is true.
  await next(p, 'Finish enrollment', FINISHED);
  await expect(p.getByText(/you are enrolled/i)).toHaveCount(0);
  // The link has done its work: it now says it awaits approval.
  await p.goto(link);
  await expect(p.getByRole('alert')).toHaveText('Oops! This enrollment link is invalid or is awaiting approval.');
  await phoneContext.close();

  const textsBefore = (await textsTo(request, phone)).length;
  await login(page, 'dr.chen', '/enrollment/approve');
  const name = `${patient.firstName} ${patient.lastName}`;
  // The newest submission heads the first page.
  await expect(page.getByRole('row').nth(1)).toContainText(name);
  await page.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  // The approval is texted to the patient.
  await expect.poll(async () => (await textsTo(request, phone)).slice(textsBefore)).toContain(textsFor(null)('enrollmentApproved', { orgName: ORG_NAME }));
  await page.goto('/professional/roster');
  await page.getByRole('searchbox').first().fill(patient.mrn);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(patient.lastName) }).getByText('Enrolled', { exact: true })).toBeVisible();
});

test('asking for a call blocks the rest of the form', async ({ page, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const { link } = await invite(api, request, 1);
  await page.goto(link.replace('/enrollment?', '/enrollment/need-help?'));
  await page.getByRole('button', { name: 'Ask for a call' }).click();
  await expect(page.getByRole('alert')).toContainText('Please enter a valid phone number for calls.');
  await page.getByLabel('Phone number to call').fill('(555) 201-0199');
  await page.getByRole('button', { name: 'Ask for a call' }).click();
  await expect(page.getByText(/will call you to finish enrolling together/)).toBeVisible();
  await page.goto(link.replace('/enrollment?', '/enrollment/verify-dob?'));
  await expect(page).toHaveURL(/\/enrollment\/need-help\?/);
  await expect(page.getByText(/will call you to finish enrolling together/)).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(0);
});

test("a patient texts 'Secure', confirms the date of birth and chats live with dr.chen", async ({ browser, page, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const patient = await textablePatient(api, 5);
  const phone = patient.smsPhoneNumber!;
  const { context: phoneContext, page: p } = await openSecureLink(browser, request, patient, { viewport: { width: 360, height: 740 } });
  await submitDateOfBirth(p, '01/01/1901');
  await expect(p.getByRole('alert')).toHaveText('The date of birth you entered was incorrect.');
  await expectAccessible(p);
  await submitDateOfBirth(p, usDate(patient.dateOfBirth!));
  await expect(p.getByRole('heading', { level: 1, name: /^Your care team at / })).toBeVisible();
  await expect(p.getByRole('log', { name: 'Messages' })).toBeVisible();
  await expectAccessible(p);

  // Patient → care team, live on dr.chen's screen.
  await login(page, 'dr.chen', `/professional?patientId=${patient.id}`);
  const question = `Can I take it with food? ${randomUUID().slice(0, 6)}`;
  await p.getByLabel('Message', { exact: true }).fill(question);
  await p.getByRole('button', { name: 'Send' }).click();
  await expect(p.getByRole('log', { name: 'Messages' }).getByText(question)).toBeVisible();
  await expect(page.getByLabel('Messages').getByText(question)).toBeVisible();

  // Care team → patient from dr.chen's composer, without touching the toggle: the patient wrote in
  // secure chat, so the reply goes by secure chat (never as a text), live on the phone.
  const sendBy = page.getByRole('radiogroup', { name: 'Send by' });
  await expect(sendBy.getByRole('radio', { name: 'Secure chat' })).toBeChecked();
  const answer = `Yes, with a meal ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Message', { exact: true }).fill(answer);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(p.getByRole('log', { name: 'Messages' }).getByText(answer)).toBeVisible();
  await expect(p.getByRole('log', { name: 'Messages' }).getByText(question)).toHaveCount(1);
  expect((await textsTo(request, phone)).some((t) => t.includes(answer))).toBe(false);

  // An expired session: the patient is told to text 'Secure' for a new link.
  // A token the API refuses (here: not signed by it) stands for one whose day has run out.
  await p.evaluate((patientId) => {
    const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    localStorage.setItem('hearth.zeusToken', `${part({ alg: 'HS256' })}.${part({ typ: 'patient', patientId, exp: 1 })}.c2ln`);
  }, patient.id);
  await p.reload();
  await expect(p.getByRole('alert')).toContainText("Text 'Secure'");
  await phoneContext.close();
});

/** Presses Tab until `target` has the focus (at most 25 times): the way a keyboard user gets there. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>): Promise<void> {
  for (let i = 0; i < 25; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Could not reach the control with the Tab key');
}

test('every enrollment step works with the keyboard alone at 360 px', async ({ browser, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const { patient, link } = await invite(api, request, 2);
  const phone = patient.smsPhoneNumber!;
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const p = await context.newPage();
  const heading = (name: string) => expect(p.getByRole('heading', { level: 1, name })).toBeVisible();
  const press = async (name: string | RegExp, key = 'Enter') => {
    await tabTo(p, p.getByRole('button', { name }));
    await p.keyboard.press(key);
  };
  const type = async (label: string | RegExp, text: string) => {
    await tabTo(p, p.getByLabel(label));
    await p.keyboard.type(text);
  };

  await p.goto(link);
  await heading('Welcome to Hearth');
  await press('Continue');
  await heading('Need help?');
  await press('I can continue on my own');
  await heading('Get started');
  await press('Next: verify your date of birth', ' ');
  await heading('Verify your date of birth');
  await type(/Date of birth/, usDate(patient.dateOfBirth!));
  await p.keyboard.press('Enter');
  await heading('Verify your phone');
  const before = await codesSoFar(request, phone);
  await press('Text me a code');
  await type('Code', await newCode(request, phone, before));
  await p.keyboard.press('Enter');
  await heading('Your information');
  await tabTo(p, p.getByLabel('First name'));
  await p.keyboard.press('ControlOrMeta+a');
  await p.keyboard.type(patient.firstName);
  await type(/^PIN/, '4821');
  await tabTo(p, p.getByLabel('Time zone'));
  await p.keyboard.type('Central Time');
  await press('Next: confirmation');
  await heading('Confirmation');
  for (const box of await p.getByRole('checkbox').all()) {
    await tabTo(p, box);
    await p.keyboard.press(' ');
  }
  await type(/Electronic signature/, `${patient.firstName} ${patient.lastName}`);
  await p.keyboard.press('Enter');
  await heading(FINISHED);
  await context.close();
});

test('dr.chen sends an article from the conversation; the patient opens the texted link and reads it', async ({ browser, page, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const patient = await textablePatient(api, 6);
  await login(page, 'dr.chen', `/professional?patientId=${patient.id}`);
  await page.getByRole('button', { name: 'Send an article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send an article' });
  const first = dialog.getByRole('list', { name: 'Articles' }).getByRole('listitem').first();
  const title = (await first.locator('strong').innerText()).trim();
  await first.getByRole('button', { name: /^Send/ }).click();
  await expect(dialog).toBeHidden();

  const link = await textedLink(request, patient.smsPhoneNumber!, '/article/');
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const p = await phoneContext.newPage();
  await p.goto(link);
  await expect(p.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expectAccessible(p);
  await phoneContext.close();
});

/**
 * The same flows for a Spanish reader (a Spanish phone, nothing chosen yet): every step in Spanish,
 * SPEC's messages too, axe clean in Spanish. The main flows only: the English tests above cover
 * every branch, and the texts are one catalogue whichever the language.
 */
test.describe('en español', () => {
  const spanishPhone = { viewport: { width: 390, height: 844 }, locale: 'es-ES' };

  test('a Spanish reader enrolls in Spanish, can switch language on the first step, and reads the policies with a note that they are in English', async ({ browser, request }) => {
    const api = await careApiAs(request, 'dr.chen');
    const { patient, link } = await invite(api, request, 3, 'es');
    const phone = patient.smsPhoneNumber!;
    const context = await browser.newContext(spanishPhone);
    const p = await context.newPage();
    await p.goto(link);
    await expect(p.getByRole('heading', { level: 1, name: 'Bienvenido a Hearth' })).toBeVisible();
    await expect(p.locator('html')).toHaveAttribute('lang', 'es');
    await expect(p).toHaveTitle(/^Bienvenido a Hearth/);
    await expectAccessible(p);
    // The chooser: English at once, then back to Spanish.
    await p.getByRole('button', { name: 'English' }).click();
    await expect(p.getByRole('heading', { level: 1, name: 'Welcome to Hearth' })).toBeVisible();
    await expect(p.locator('html')).toHaveAttribute('lang', 'en');
    await p.getByRole('button', { name: 'Español' }).click();
    await expect(p.getByRole('heading', { level: 1, name: 'Bienvenido a Hearth' })).toBeVisible();

    await enrollToYourInformation(p, request, patient, 'es');

    await p.getByLabel('Nombre', { exact: true }).fill('');
    await p.getByRole('button', { name: 'Siguiente: confirmación' }).click();
    await expect(p.getByRole('alert')).toContainText('Escriba un nombre válido.');
    await expect(p.getByRole('alert')).toContainText('Escriba un PIN válido.');
    await expectAccessible(p);
    await p.getByLabel('Nombre', { exact: true }).fill(patient.firstName);
    await p.getByLabel(/^PIN/).fill('4821');
    await p.getByLabel('Número de teléfono para mensajes de texto').fill(phone);
    await p.getByLabel('Zona horaria').selectOption('America/Chicago');
    await next(p, 'Siguiente: confirmación', 'Confirmación');

    await p.getByRole('button', { name: 'Terminar la inscripción' }).click();
    await expect(p.getByRole('alert')).toContainText('Escriba un nombre en el recuadro de la firma del paciente.');
    await expectAccessible(p);
    await p.getByRole('link', { name: 'Política de privacidad' }).click();
    await expect(p.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    await expect(p.getByText('Este documento está disponible solo en inglés.')).toBeVisible();
    await expectAccessible(p);
    await p.getByRole('link', { name: 'Volver a la confirmación' }).click();
    for (const box of await p.getByRole('checkbox').all()) await box.check();
    await p.getByLabel(/Firma electrónica/).fill(`${patient.firstName} ${patient.lastName}`);
    await next(p, 'Terminar la inscripción', 'Gracias: su equipo de atención confirmará su inscripción');
    await p.goto(link);
    await expect(p.getByRole('alert')).toHaveText('¡Uy! Este enlace de inscripción no es válido o está esperando aprobación.');
    await context.close();
  });

  test("a Spanish reader opens the secure link and chats in Spanish; the chat's menu switches language", async ({ browser, page, request }) => {
    const api = await careApiAs(request, 'dr.chen');
    const patient = await textablePatient(api, 7, 'es');
    const { context, page: p } = await openSecureLink(browser, request, patient, spanishPhone);
    await expect(p.getByRole('heading', { level: 1, name: 'Mensajes seguros de su equipo de atención' })).toBeVisible();
    await submitDateOfBirth(p, '01/01/1901', 'es');
    await expect(p.getByRole('alert')).toHaveText('La fecha de nacimiento que escribió no es correcta.');
    await expectAccessible(p);
    await submitDateOfBirth(p, usDate(patient.dateOfBirth!), 'es');
    await expect(p.getByRole('heading', { level: 1, name: /^Su equipo de atención en / })).toBeVisible();
    await expect(p.getByRole('log', { name: 'Mensajes' })).toBeVisible();

    await login(page, 'dr.chen', `/professional?patientId=${patient.id}`);
    const question = `¿Puedo tomarlo con comida? ${randomUUID().slice(0, 6)}`;
    await p.getByLabel('Mensaje', { exact: true }).fill(question);
    await p.getByRole('button', { name: 'Enviar' }).click();
    await expect(p.getByRole('log', { name: 'Mensajes' }).getByText(question)).toBeVisible();
    await expect(p.getByRole('log', { name: 'Mensajes' }).getByText(/^Usted · \d{1,2} [a-z]{3}\.? \d{4}/)).toBeVisible();
    await expect(page.getByLabel('Messages').getByText(question)).toBeVisible();
    await expectAccessible(p);

    await p.getByText('Menú').click();
    await expectAccessible(p);
    await p.getByRole('button', { name: 'English' }).click();
    await expect(p.getByRole('heading', { level: 1, name: /^Your care team at / })).toBeVisible();
    await expect(p.locator('html')).toHaveAttribute('lang', 'en');
    // The choice holds on this device.
    await p.reload();
    await expect(p.getByRole('heading', { level: 1, name: /^Your care team at / })).toBeVisible();
    await context.close();
  });

  test("the patient's choice on the first step is kept on their record: the care team's texts follow", async ({ browser, request }) => {
    const api = await careApiAs(request, 'dr.chen');
    const { patient, link } = await invite(api, request, 4);
    const context = await browser.newContext(spanishPhone);
    const p = await context.newPage();
    await p.goto(link);
    await p.getByRole('button', { name: 'English' }).click();
    await p.getByRole('button', { name: 'Español' }).click();
    await expect.poll(async () => (await api.get<PatientRow>(`patients/${patient.id}`)).preferredLanguage).toBe('es');
    await context.close();
  });
});

/** A 1×1 PNG: the smallest real logo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('a page the patient trusts: the practice logo set in admin, on every enrollment page and the chat; steps numbered; phones formatted; PIN and code shown or hidden', async ({
  browser,
  page,
  request,
}) => {
  // The administrator sets Riverside's logo; an SVG is refused, whatever its name.
  await login(page, 'admin.ortiz', `/practice-admin/${DEMO_ORGS.riverside.id}/general-settings`);
  const chooser = page.locator('.adm-logo input[type="file"]');
  await chooser.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.locator('.adm-logo').getByRole('alert')).toHaveText(/PNG, JPEG or WebP/);
  await chooser.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Remove logo' })).toBeVisible();
  await expect(page.getByRole('img', { name: `${ORG_NAME} logo` })).toHaveJSProperty('naturalWidth', 1);
  await expectAccessible(page);

  const api = await careApiAs(request, 'dr.chen');
  const { patient, link } = await invite(api, request, 5);
  const phone = patient.smsPhoneNumber!;
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const p = await context.newPage();
  const logo = p.getByRole('img', { name: ORG_NAME });
  /** The step's title, its number (when it has one), the practice's logo loaded, and axe clean. */
  const onStep = async (title: string, step: string | null) => {
    await expect(p.getByRole('heading', { level: 1, name: title })).toBeVisible();
    if (step) await expect(p.getByText(step, { exact: true })).toBeVisible();
    else await expect(p.getByText(/^Step \d of \d$/)).toHaveCount(0);
    await expect(logo).toHaveJSProperty('naturalWidth', 1);
    await expectAccessible(p);
  };

  await p.goto(link);
  await onStep('Welcome to Hearth', null);
  await expect(p.getByText(ORG_NAME, { exact: true })).toBeVisible();
  await p.getByRole('button', { name: 'Continue' }).click();
  await onStep('Need help?', null);
  await expect(p.getByText(`Enrollment with ${ORG_NAME}`)).toBeVisible();
  await p.getByRole('button', { name: 'I can continue on my own' }).click();
  await onStep('Get started', 'Step 1 of 5');
  await p.getByRole('button', { name: 'Next: verify your date of birth' }).click();
  await onStep('Verify your date of birth', 'Step 2 of 5');
  await p.getByLabel(/Date of birth/).fill(usDate(patient.dateOfBirth!));
  await p.getByRole('button', { name: 'Next: verify your phone' }).click();
  await onStep('Verify your phone', 'Step 3 of 5');

  // The texted code is shown at first; it can be hidden.
  const before = await codesSoFar(request, phone);
  await p.getByRole('button', { name: 'Text me a code' }).click();
  const code = p.getByLabel('Code');
  await code.fill(await newCode(request, phone, before));
  await expect(code).toHaveAttribute('type', 'text');
  await p.getByRole('button', { name: 'Hide Code' }).click();
  await expect(code).toHaveAttribute('type', 'password');
  await expect(p.getByRole('button', { name: 'Show Code' })).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(p);
  await p.getByRole('button', { name: 'Next: your information' }).click();
  await onStep('Your information', 'Step 4 of 5');

  // The PIN is hidden at first; the phones are formatted as they are typed.
  const pin = p.getByLabel(/^PIN/);
  await expect(pin).toHaveAttribute('type', 'password');
  await p.getByRole('button', { name: 'Show PIN' }).click();
  await expect(pin).toHaveAttribute('type', 'text');
  await expect(p.getByRole('button', { name: 'Hide PIN' })).toHaveAttribute('aria-pressed', 'true');
  const voice = p.getByLabel('Phone number for calls (optional)');
  await voice.pressSequentially('5552010177');
  await expect(voice).toHaveValue('(555) 201-0177');
  await expect(p.getByLabel('Phone number for texts')).toHaveValue(/^\(\d{3}\) \d{3}-\d{4}$/);
  await expectAccessible(p);
  // Nothing is wider than the phone.
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();

  // The secure chat names the care team's practice, with its logo.
  const chatter = await textablePatient(api, 8);
  const { context: chat, page: c } = await openSecureLink(browser, request, chatter, { viewport: { width: 390, height: 800 } });
  await submitDateOfBirth(c, usDate(chatter.dateOfBirth!));
  await expect(c.getByRole('heading', { level: 1, name: `Your care team at ${ORG_NAME}` })).toBeVisible();
  await expect(c.getByRole('img', { name: ORG_NAME })).toHaveJSProperty('naturalWidth', 1);
  await expectAccessible(c);
  await chat.close();

  // Removed, the pages show the practice's name alone.
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByText('No logo')).toBeVisible();
});
