/**
 * Delivery and read status end to end: a text shows Delivered when the (simulated) provider says
 * so; a text to a phone made unreachable on the simulator page shows Not delivered with Retry,
 * and Retry delivers it once the phone is back; a secure-chat message shows Read once the patient
 * had it on screen, and the patient sees Seen once dr.chen opened their message.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { stack } from '../stack';
import { careApiAs, openSecureLink, submitDateOfBirth, textablePatient, textsTo, usDate } from './care-api';
import { expect, login, test } from './fixtures';

const bubble = (page: Page, body: string) => page.getByLabel('Messages').locator('li', { hasText: body });

async function send(page: Page, body: string): Promise<void> {
  await page.getByLabel('Message', { exact: true }).fill(body);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

test('a text shows Delivered; to an unreachable phone it shows Not delivered, and Retry delivers it once the phone is back', async ({ page, context, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const patient = await textablePatient(api, 7);
  const phone = patient.smsPhoneNumber!;
  await login(page, 'dr.chen', `/professional?patientId=${patient.id}`);
  await expect(page.getByRole('heading', { name: 'New conversation' })).toBeVisible();
  const hello = `Your refill is ready ${randomUUID().slice(0, 6)}`;
  await send(page, hello);
  await expect(bubble(page, hello).getByText('Delivered', { exact: true })).toBeVisible({ timeout: 10_000 });

  // The phone goes out of reach, as a person marks it on the simulator page.
  const simulator = await context.newPage();
  await simulator.goto(`${stack.apiUrl}/sms-simulator#phone-${phone}`);
  await simulator.locator(`#phone-${phone}`).getByRole('button', { name: 'Make unreachable' }).click();
  await expect(simulator.locator(`#phone-${phone}`)).toContainText('texts to this phone are not delivered');

  const lost = `Please call us about your results ${randomUUID().slice(0, 6)}`;
  await send(page, lost);
  const lostBubble = bubble(page, lost);
  await expect(lostBubble.getByText('Not delivered', { exact: true })).toBeVisible({ timeout: 10_000 });
  expect(await textsTo(request, phone)).not.toContain(lost);

  await simulator.locator(`#phone-${phone}`).getByRole('button', { name: 'Make reachable again' }).click();
  await lostBubble.getByRole('button', { name: 'Retry' }).click();
  await expect(lostBubble.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(lostBubble.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect.poll(() => textsTo(request, phone)).toContain(lost);
});

test("a secure-chat message shows Read once the patient had it on screen; the patient sees Seen once dr.chen opened theirs", async ({ browser, page, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const patient = await textablePatient(api, 8);
  const { context: phoneContext, page: p } = await openSecureLink(browser, request, patient, { viewport: { width: 390, height: 800 } });
  await submitDateOfBirth(p, usDate(patient.dateOfBirth!));
  await expect(p.getByRole('heading', { level: 1, name: /^Your care team at / })).toBeVisible();

  // The patient writes; dr.chen opens it: the patient sees Seen.
  const question = `Is the swelling normal? ${randomUUID().slice(0, 6)}`;
  await p.getByLabel('Message', { exact: true }).fill(question);
  await p.getByRole('button', { name: 'Send' }).click();
  await login(page, 'dr.chen', `/professional?patientId=${patient.id}`);
  await expect(bubble(page, question)).toBeVisible();
  await expect(p.getByRole('log', { name: 'Messages' }).locator('li', { hasText: question }).getByText('Seen', { exact: true })).toBeVisible({ timeout: 10_000 });

  // dr.chen answers by secure chat (the patient wrote there); it shows Sent, then Read when on the patient's screen.
  await expect(page.getByRole('radiogroup', { name: 'Send by' }).getByRole('radio', { name: 'Secure chat' })).toBeChecked();
  const answer = `Keep it raised tonight ${randomUUID().slice(0, 6)}`;
  await send(page, answer);
  await expect(p.getByRole('log', { name: 'Messages' }).getByText(answer)).toBeVisible();
  await expect(bubble(page, answer).getByText(/^Read /)).toBeVisible({ timeout: 10_000 });
  await phoneContext.close();
});
