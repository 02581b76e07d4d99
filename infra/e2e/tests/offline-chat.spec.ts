/**
 * Secure chat on a weak signal: a patient writes two messages offline (each shown as waiting on
 * the device), the page is reloaded, the connection returns, and both reach the care team once
 * each, in the order written; in English and in Spanish.
 */
import { randomUUID } from 'node:crypto';
import { careApiAs, textablePatient, textedLink, textFromPhone } from './care-api';
import { expect, expectNoSeriousViolations, login, test } from './fixtures';

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The phone's words in each language (the patient's pages follow the browser's language). */
const PHONES = [
  {
    language: 'English',
    reader: 'en',
    skip: 11,
    locale: 'en-US',
    words: { dob: /Date of birth/, open: 'Open secure chat', log: 'Messages', message: 'Message', send: 'Send', connected: 'Connected', connecting: 'Connecting…', offline: 'Offline', waiting: 'Waiting to send' },
    bodies: ['Running late today', 'Should I still come?'],
  },
  {
    language: 'Spanish',
    reader: 'es',
    skip: 12,
    locale: 'es-ES',
    words: { dob: /Fecha de nacimiento/, open: 'Abrir el chat seguro', log: 'Mensajes', message: 'Mensaje', send: 'Enviar', connected: 'Conectado', connecting: 'Conectando…', offline: 'Sin conexión', waiting: 'Esperando para enviar' },
    bodies: ['Llego tarde hoy', '¿Todavía puedo ir?'],
  },
] as const;

for (const { language, reader, skip, locale, words: w, bodies } of PHONES) {
  test(`in ${language}: messages written offline wait on the phone, survive a reload and reach the care team once each, in order`, async ({ browser, page, request }) => {
    const api = await careApiAs(request, 'dr.chen');
    const patient = await textablePatient(api, skip, reader);
    const phone = patient.smsPhoneNumber!;
    await textFromPhone(request, phone, 'Secure');
    const link = await textedLink(request, phone, '/patient?link=');

    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 740 }, locale });
    const p = await phoneContext.newPage();
    await p.goto(link);
    await p.getByLabel(w.dob).fill(usDate(patient.dateOfBirth!));
    await p.getByRole('button', { name: w.open }).click();
    const log = p.getByRole('log', { name: w.log });
    await expect(log).toBeVisible();
    const connection = p.getByRole('status').filter({ hasText: new RegExp(`^(${w.connected}|${w.connecting}|${w.offline})`) });
    await expect(connection).toHaveText(w.connected);

    await phoneContext.setOffline(true);
    await expect(connection).toContainText(w.offline);
    const tag = randomUUID().slice(0, 6);
    const [first, second] = bodies.map((body) => `${body} ${tag}`) as [string, string];
    for (const body of [first, second]) {
      await p.getByLabel(w.message, { exact: true }).fill(body);
      await p.getByRole('button', { name: w.send }).click();
    }
    for (const body of [first, second]) {
      await expect(log.getByRole('listitem').filter({ hasText: body })).toContainText(w.waiting);
    }
    await expectNoSeriousViolations(p);

    // The reload finds no network (the page is gone, as when a phone drops a tab); the connection
    // returns and the page loads again: what waited on the device goes.
    await p.reload().catch(() => undefined);
    await phoneContext.setOffline(false);
    await p.reload();
    await expect(connection).toHaveText(w.connected);
    for (const body of [first, second]) await expect(log.getByText(body)).toHaveCount(1);
    await expect(log.getByText(w.waiting)).toHaveCount(0);

    // At the care team's console: both, once each, in the order written.
    await login(page, 'dr.chen', `/professional?patientId=${patient.id}`);
    const thread = page.getByLabel('Messages');
    await expect(thread.getByText(second)).toHaveCount(1);
    await expect(thread.getByText(first)).toHaveCount(1);
    const text = (await thread.textContent()) ?? '';
    expect(text.indexOf(first)).toBeLessThan(text.indexOf(second));
    await phoneContext.close();
  });
}
