/**
 * Secure chat on a weak signal: a patient writes two messages offline (each shown as waiting on
 * the device), the page is reloaded, the connection returns, and both reach the care team once
 * each, in the order written.
 */
import { randomUUID } from 'node:crypto';
import { careApiAs, textablePatient, textedLink, textFromPhone } from './care-api';
import { expect, expectNoSeriousViolations, login, test } from './fixtures';

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

test('messages written offline wait on the phone, survive a reload and reach the care team once each, in order', async ({ browser, page, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const patient = await textablePatient(api, 11);
  const phone = patient.smsPhoneNumber!;
  await textFromPhone(request, phone, 'Secure');
  const link = await textedLink(request, phone, '/patient?link=');

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 740 } });
  const p = await phoneContext.newPage();
  await p.goto(link);
  await p.getByLabel(/Date of birth/).fill(usDate(patient.dateOfBirth!));
  await p.getByRole('button', { name: 'Open secure chat' }).click();
  const log = p.getByRole('log', { name: 'Messages' });
  await expect(log).toBeVisible();
  const connection = p.getByRole('status').filter({ hasText: /Connected|Connecting|Offline/ });
  await expect(connection).toHaveText('Connected');

  await phoneContext.setOffline(true);
  await expect(connection).toContainText('Offline');
  const tag = randomUUID().slice(0, 6);
  const first = `Running late today ${tag}`;
  const second = `Should I still come? ${tag}`;
  for (const body of [first, second]) {
    await p.getByLabel('Message', { exact: true }).fill(body);
    await p.getByRole('button', { name: 'Send' }).click();
  }
  for (const body of [first, second]) {
    await expect(log.getByRole('listitem').filter({ hasText: body })).toContainText('Waiting to send');
  }
  await expectNoSeriousViolations(p);

  // The reload finds no network (the page is gone, as when a phone drops a tab); the connection
  // returns and the page loads again: what waited on the device goes.
  await p.reload().catch(() => undefined);
  await phoneContext.setOffline(false);
  await p.reload();
  await expect(connection).toHaveText('Connected');
  for (const body of [first, second]) await expect(log.getByText(body)).toHaveCount(1);
  await expect(log.getByText('Waiting to send')).toHaveCount(0);

  // At the care team's console: both, once each, in the order written.
  await login(page, 'dr.chen', `/professional?patientId=${patient.id}`);
  const thread = page.getByLabel('Messages');
  await expect(thread.getByText(second)).toHaveCount(1);
  await expect(thread.getByText(first)).toHaveCount(1);
  const text = (await thread.textContent()) ?? '';
  expect(text.indexOf(first)).toBeLessThan(text.indexOf(second));
  await phoneContext.close();
});
