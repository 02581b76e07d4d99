/**
 * Secure chat on a weak signal: a patient writes two messages offline (each shown as waiting on
 * the device), the page is reloaded, the connection returns, and both reach the care team once
 * each, in the order written; in English and in Spanish.
 */
import { randomUUID } from 'node:crypto';
import { careApiAs, openSecureLink, submitDateOfBirth, textablePatient, usDate } from './care-api';
import { expect, expectNoSeriousViolations, login, test } from './fixtures';

/** The phone in each language (the patient's pages follow the browser's language), with its chat's words. */
const PHONES = [
  { language: 'English', reader: 'en', skip: 11, locale: 'en-US', bodies: ['Running late today', 'Should I still come?'] },
  { language: 'Spanish', reader: 'es', skip: 12, locale: 'es-ES', bodies: ['Llego tarde hoy', '¿Todavía puedo ir?'] },
] as const;
const WORDS = {
  en: { log: 'Messages', message: 'Message', send: 'Send', connected: 'Connected', connecting: 'Connecting…', offline: 'Offline', waiting: 'Waiting to send' },
  es: { log: 'Mensajes', message: 'Mensaje', send: 'Enviar', connected: 'Conectado', connecting: 'Conectando…', offline: 'Sin conexión', waiting: 'Esperando para enviar' },
} as const;

for (const { language, reader, skip, locale, bodies } of PHONES) {
  const w = WORDS[reader];
  test(`in ${language}: messages written offline wait on the phone, survive a reload and reach the care team once each, in order`, async ({ browser, page, request }) => {
    const api = await careApiAs(request, 'dr.chen');
    const patient = await textablePatient(api, skip, reader);
    const { context: phoneContext, page: p } = await openSecureLink(browser, request, patient, { viewport: { width: 390, height: 740 }, locale });
    await submitDateOfBirth(p, usDate(patient.dateOfBirth!), reader);
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
