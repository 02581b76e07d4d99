/**
 * Conversations end to end: a professional texts a patient, the patient answers from the
 * SMS simulator and the answer appears live; 'Stop' opts the patient out and the screen says so;
 * a dropped socket loses nothing (what arrived meanwhile is fetched on reconnect, without reload).
 */
import { randomUUID } from 'node:crypto';
import type { Page, WebSocketRoute } from '@playwright/test';
import type { Message, Paged } from '@hearth/shared-kernel/domain';
import { stack } from '../stack';
import { careApiAs, textablePatient, textFromPhone, textsTo } from './care-api';
import { expect, login, test } from './fixtures';

const OPTED_OUT_NOTICE = 'This patient has opted out of text messages';

async function sendText(page: Page, body: string, subject?: string): Promise<void> {
  if (subject) await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message', { exact: true }).fill(body);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const sent = page.getByLabel('Messages').locator('li', { hasText: body });
  await expect(sent).toHaveAttribute('data-delivery', 'sent');
}

test('dr.chen texts a patient, the phone replies, the reply arrives live; Stop opts the patient out', async ({ page, context, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const patient = await textablePatient(api, 0);
  const phone = patient.smsPhoneNumber!;
  const hello = `Hello from your care team ${randomUUID().slice(0, 8)}`;

  await login(page, 'dr.chen', `/professional?patientId=${patient.id}`);
  await expect(page.getByRole('heading', { name: 'New conversation' })).toBeVisible();
  await sendText(page, hello, 'Check-in');
  await expect.poll(() => textsTo(request, phone)).toContain(hello);

  // The other end: the simulator page on the API's origin, linked from the patient panel.
  const [phonePage] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /SMS simulator/ }).click()]);
  await expect(phonePage).toHaveURL(`${stack.apiUrl}/sms-simulator#phone-${phone}`);
  const section = phonePage.locator(`#phone-${phone}`);
  await expect(section).toContainText(hello);
  const reply = `Feeling fine, thanks ${randomUUID().slice(0, 6)}`;
  await section.getByLabel(/Reply from/).fill(reply);
  await section.getByRole('button', { name: 'Send reply' }).click();

  const thread = page.getByLabel('Messages');
  await expect(thread.getByText(reply)).toBeVisible();
  await expect(page.getByRole('heading', { name: /Check-in|Conversation with/ })).toBeVisible();

  // Stop opts the patient out (SPEC §4); the composer says so and refuses texts.
  await phonePage.goto(`${stack.apiUrl}/sms-simulator`);
  await phonePage.locator(`#phone-${phone}`).getByLabel(/Reply from/).fill('Stop');
  await phonePage.locator(`#phone-${phone}`).getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(OPTED_OUT_NOTICE)).toBeVisible();
  await expect(page.getByLabel('Patient').getByText('Opted out', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await page.getByRole('form', { name: 'New message' }).getByText('Secure chat', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
});

test('a dropped live socket loses nothing: a reply sent meanwhile shows after the reconnect', async ({ page, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const patient = await textablePatient(api, 1);
  const phone = patient.smsPhoneNumber!;

  // Stand between the page and the API's socket. 'dead': the page's socket opens but hears
  // nothing (a half-open connection), so only a fetch after a real reconnect can show what came.
  let mode: 'through' | 'dead' = 'through';
  const open: { page: WebSocketRoute; server?: WebSocketRoute }[] = [];
  await page.routeWebSocket(/\/live\?token=/, (ws) => {
    open.push({ page: ws, server: mode === 'through' ? ws.connectToServer() : undefined });
  });
  const dropAll = async () => {
    for (const s of open.splice(0)) {
      await s.server?.close();
      await s.page.close({ code: 1006, reason: 'test outage' }).catch(() => undefined);
    }
  };

  await login(page, 'dr.chen', `/professional?patientId=${patient.id}`);
  await sendText(page, `Before the outage ${randomUUID().slice(0, 8)}`);
  const thread = page.getByLabel('Messages');

  mode = 'dead';
  // A reconnect fetches the open conversation again (what came meanwhile): that fetch is done
  // before the text is sent, so only the next one can bring it.
  const caughtUp = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/Communication'));
  await dropAll();
  await expect.poll(() => open.length, { timeout: 15_000 }).toBeGreaterThan(0); // reconnected to nothing
  await caughtUp;

  const meanwhile = `Sent while you were away ${randomUUID().slice(0, 8)}`;
  const res = await textFromPhone(request, phone, meanwhile);
  expect(res.status()).toBe(202);
  // The webhook answers once the text is stored and published live; the API serves it. Only
  // then does its absence from the page say that the dead socket brought nothing.
  const { conversationId } = (await res.json()) as { conversationId: string };
  const bodies = async () => (await api.get<Paged<Message>>('Communication', { conversationId })).results.map((m) => m.body);
  await expect.poll(bodies).toContain(meanwhile);
  await expect(thread.getByText(meanwhile)).toHaveCount(0);

  mode = 'through';
  await dropAll();
  await expect(thread.getByText(meanwhile)).toBeVisible({ timeout: 40_000 });
  await expect(thread.getByText(meanwhile)).toHaveCount(1);
});

test('an automated conversation blocks replies until End Conversation', async ({ page }) => {
  await login(page, 'dr.chen', '/professional');
  await page.getByRole('radiogroup', { name: 'Conversation type' }).getByText('System', { exact: true }).click();
  // The demo's automated check-in (seeded in each organisation).
  await page.getByRole('region', { name: 'Conversations' }).getByRole('button', { name: /Daily check-in/ }).first().click();
  const notice = page.getByText("An automated conversation is in progress with this patient. Select 'End Conversation' to reply yourself.");
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();

  await page.getByRole('button', { name: 'End Conversation' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
});

/**
 * What of the conversation cards overflows, at the current width (empty when nothing): a card
 * wider than the list that shows it, or content (name, badges, subject, preview) outside its card.
 */
async function overflowingCards(page: Page): Promise<string[]> {
  return page.locator('.pro-convo-items').evaluate((list) => {
    const out: string[] = [];
    if (list.scrollWidth > list.clientWidth + 1) out.push(`list scrolls sideways: ${list.scrollWidth} > ${list.clientWidth}`);
    const listBox = list.getBoundingClientRect();
    const visibleRight = listBox.left + list.clientLeft + list.clientWidth;
    for (const card of list.querySelectorAll('.pro-convo-item')) {
      const box = card.getBoundingClientRect();
      if (box.right > visibleRight + 1) out.push(`card "${card.textContent}" ends at ${box.right}, the list at ${visibleRight}`);
      for (const el of card.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1)) out.push(`"${el.textContent}" outside its card`);
      }
    }
    return out;
  });
}

test('conversation cards keep their badges and preview inside the card at common widths', async ({ page }) => {
  await login(page, 'dr.chen', '/professional');
  const cards = page.locator('.pro-convo-item');
  await expect(cards.first()).toBeVisible();
  // The demo's list holds cards with both badges and long previews; without them this proves nothing.
  await expect(cards.filter({ hasText: 'Urgent' }).first()).toBeVisible();
  for (const width of [1280, 1024, 769, 768, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(cards.first()).toBeVisible();
    expect(await overflowingCards(page), `at ${width} px`).toEqual([]);
    // The preview ends in an ellipsis rather than being cut: it is one line, as wide as its card at most.
    const preview = page.locator('.pro-convo-item__preview').first();
    expect(await preview.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
  }
});
