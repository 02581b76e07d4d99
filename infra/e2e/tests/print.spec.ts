/**
 * A conversation prints as a clean transcript: the patient's secure chat and the professional's
 * conversation view, each without the host's header and navigation or the composer, and with the
 * whole thread on paper rather than the part its scroll box showed.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { careApiAs, openSecureLink, submitDateOfBirth, textablePatient, usDate } from './care-api';
import { expect, login, test } from './fixtures';

/** Messages the element holds that a scrolling or clipping box around them cuts off. */
function clippedMessages(thread: Locator, item: string): Promise<string[]> {
  return thread.evaluate((root, selector) => {
    const cut: string[] = [];
    for (const message of root.querySelectorAll<HTMLElement>(selector)) {
      const box = message.getBoundingClientRect();
      for (let box2 = message.parentElement; box2 && box2 !== document.body; box2 = box2.parentElement) {
        const style = getComputedStyle(box2);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const frame = box2.getBoundingClientRect();
        const inside = box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
        const scrolled = box2.scrollHeight > box2.clientHeight + 1 || box2.scrollWidth > box2.clientWidth + 1;
        if (!inside || scrolled) {
          cut.push(message.innerText.slice(0, 40));
          break;
        }
      }
    }
    return cut;
  }, item);
}

/** The page in print: what `hidden` names is gone, every message of `thread` shown whole. */
async function expectTranscript(page: Page, thread: Locator, item: string, bodies: string[], hidden: Locator[]): Promise<void> {
  for (const part of hidden) await expect(part).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const part of hidden) await expect(part).toBeHidden();
  for (const body of bodies) await expect(thread.getByText(body)).toBeVisible();
  expect(await clippedMessages(thread, item)).toEqual([]);
  await page.emulateMedia({ media: 'screen' });
}

test('a conversation prints as a whole transcript, for the patient and for the care team', async ({ browser, page, request }) => {
  const api = await careApiAs(request, 'dr.chen');
  const patient = await textablePatient(api, 10);

  // The patient writes enough that the thread is taller than the care team's scroll box.
  const { context: phone, page: p } = await openSecureLink(browser, request, patient, { viewport: { width: 390, height: 844 } });
  await submitDateOfBirth(p, usDate(patient.dateOfBirth!));
  const log = p.getByRole('log', { name: 'Messages' });
  await expect(log).toBeVisible();
  const tag = randomUUID().slice(0, 6);
  const bodies = Array.from({ length: 10 }, (_, i) => `Question ${i + 1} (${tag})\nabout my new medication\nand the dose`);
  for (const body of bodies) {
    await p.getByLabel('Message', { exact: true }).fill(body);
    await p.getByRole('button', { name: 'Send' }).click();
    await expect(log.locator('.pt-msg-body').filter({ hasText: body.split('\n')[0] })).toHaveCount(1);
  }
  const firstLines = bodies.map((b) => b.split('\n')[0]);
  await expectTranscript(p, log, '.pt-msg', firstLines, [
    p.getByLabel('Message', { exact: true }),
    p.getByRole('button', { name: 'Send' }),
    p.locator('.shell-header'),
  ]);
  await phone.close();

  await login(page, 'dr.chen', `/professional?patientId=${patient.id}`);
  const thread = page.getByLabel('Messages', { exact: true });
  await expect(thread.getByText(firstLines[9])).toBeVisible();
  // On screen the thread scrolls inside its box: the oldest message is out of its view.
  expect(await clippedMessages(thread, '.pro-msg')).not.toEqual([]);
  await expectTranscript(page, thread, '.pro-msg', firstLines, [
    page.getByRole('banner'),
    page.getByRole('navigation', { name: 'Main' }),
    page.getByRole('region', { name: 'Conversations' }),
    page.getByRole('complementary', { name: 'Patient' }),
    page.getByLabel('Message', { exact: true }),
    page.getByRole('button', { name: 'Send', exact: true }),
  ]);
});
