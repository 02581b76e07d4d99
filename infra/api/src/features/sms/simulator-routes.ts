/**
 * The other side of a text, for the demo and the tests (registered only with HEARTH_SIMULATORS=1):
 *   GET  /sms-simulator                  every phone number's texts, with a reply form (HTML)
 *   POST /sms-simulator/reply            the form's target (phone, body): the simulated provider
 *                                        posts it, signed, to the inbound webhook; then the page
 *   POST /sms-simulator/reachable        the form's target (phone, reachable yes/no): an unreachable
 *                                        phone's texts end undelivered, as the provider reports them
 *   GET  /sms-simulator/phones?phone=    the same data as JSON, for tests and scripts
 * Anyone who reaches these pages reads every texted link and texts as any phone: never on unless asked.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { smsSimulatorCalls } from '@hearth/shared-kernel/api';
import { smsSchemas } from '@hearth/shared-kernel/api/schemas';
import type { SimulatedPhone } from '@hearth/shared-kernel/domain';
import { formatPhone, normalizePhone } from '@hearth/shared-kernel/rules';
import type { Db } from '../../platform/db/types';
import { serve, type CallRequest } from '../../platform/http/serve';
import type { InboundOutcome } from './inbound';
import { signSmsWebhook } from '../../channels/sms/signature';
import { INVALID_NUMBER_MESSAGE } from './webhook';
import { setReachable, simulatedPhones } from './simulator-queries';

type Calls = typeof smsSimulatorCalls;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderSimulator(phones: SimulatedPhone[], notice?: string): string {
  const sections = phones
    .map((p) => {
      const texts = p.texts
        .map(
          (t) =>
            `<li><strong>${t.direction === 'to_phone' ? 'Received' : 'Sent'}</strong> <time datetime="${t.at}">${t.at}</time><br>${linkify(t.body)}</li>`,
        )
        .join('\n');
      return `<section id="phone-${p.phone}" aria-labelledby="h-${p.phone}">
<h2 id="h-${p.phone}">${escapeHtml(formatPhone(p.phone))}</h2>
<ol>
${texts}
</ol>
<form method="post" action="/sms-simulator/reply">
<input type="hidden" name="phone" value="${p.phone}">
<label for="reply-${p.phone}">Reply from ${escapeHtml(formatPhone(p.phone))}</label>
<input id="reply-${p.phone}" name="body" required maxlength="1600" autocomplete="off">
<button type="submit">Send reply</button>
</form>
<form method="post" action="/sms-simulator/reachable">
<input type="hidden" name="phone" value="${p.phone}">
<input type="hidden" name="reachable" value="${p.unreachable ? 'yes' : 'no'}">
${p.unreachable ? '<p><strong>Unreachable:</strong> texts to this phone are not delivered.</p>' : ''}
<button type="submit">${p.unreachable ? 'Make reachable again' : 'Make unreachable'}</button>
</form>
</section>`;
    })
    .join('\n<hr>\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Hearth SMS simulator</title></head>
<body>
<main>
<h1>Hearth SMS simulator</h1>
<p>The texts each phone number received from Hearth (newest number first). Reply as the patient: a
reply lands in their conversation live; Stop, unsubscribe or cancel opts them out, Start opts them back in.</p>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<form method="post" action="/sms-simulator/reply">
<label for="from-any">Text from any number</label>
<input id="from-any" name="phone" required maxlength="30" placeholder="(555) 201-0100" autocomplete="off">
<label for="body-any">Message</label>
<input id="body-any" name="body" required maxlength="1600" autocomplete="off">
<button type="submit">Send</button>
</form>
<hr>
${sections || '<p>No texts yet.</p>'}
</main>
</body>
</html>`;
}

const OUTCOME_TEXT: Record<InboundOutcome['kind'], string> = {
  opted_out: 'Opted out: Hearth will not text this number until it replies Start.',
  opted_in: 'Opted back in.',
  message: 'Reply delivered to the patient’s conversation.',
  secure_link_requested: 'A secure-chat link was asked for: Hearth texts one back.',
  unknown_number: 'No patient has this number; the text was kept here only.',
  invalid_number: INVALID_NUMBER_MESSAGE,
};

export function registerSmsSimulatorRoutes(app: FastifyInstance, opts: { db: Db; webhookSecret: string }): void {
  const { db } = opts;

  /** What a provider does with a phone's text: post it, signed, to the webhook. */
  async function receive(from: string, body: string): Promise<InboundOutcome['kind']> {
    const payload = JSON.stringify({ from, body });
    const res = await app.inject({
      method: 'POST',
      url: '/sms/inbound',
      headers: { 'content-type': 'application/json', ...signSmsWebhook(opts.webhookSecret, payload) },
      payload,
    });
    if (res.statusCode === 400) return 'invalid_number';
    if (res.statusCode !== 202) throw new Error(`The SMS webhook answered ${res.statusCode}`);
    return (res.json() as { outcome: InboundOutcome['kind'] }).outcome;
  }

  async function simulatorPhones(request: CallRequest<Calls['simulatorPhones']>, reply: FastifyReply) {
    const q = request.query;
    const phone = q.phone ? normalizePhone(q.phone) : null;
    if (q.phone && !phone) return reply.status(400).send({ message: INVALID_NUMBER_MESSAGE });
    return { phones: await simulatedPhones(db, { phone, limit: q.limit }) };
  }

  const page = async (notice?: string) => renderSimulator(await simulatedPhones(db, { limit: 100 }), notice);
  const html = (reply: FastifyReply, body: string) =>
    reply
      // No scripts or styles; forms post only back here.
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'")
      .type('text/html; charset=utf-8')
      .send(body);

  async function simulator(_request: CallRequest<Calls['simulator']>, reply: FastifyReply) {
    return html(reply, await page());
  }

  async function simulatorReply(request: CallRequest<Calls['simulatorReply']>, reply: FastifyReply) {
    const { phone, body } = request.body;
    if (!body.trim()) return html(reply.status(400), await page('Type a message first.'));
    const outcome = await receive(phone, body);
    return html(reply.status(outcome === 'invalid_number' ? 400 : 200), await page(OUTCOME_TEXT[outcome]));
  }

  async function simulatorReachable(request: CallRequest<Calls['simulatorReachable']>, reply: FastifyReply) {
    const phone = normalizePhone(request.body.phone);
    if (!phone) return html(reply.status(400), await page(INVALID_NUMBER_MESSAGE));
    await setReachable(db, phone, request.body.reachable !== 'no');
    const notice = request.body.reachable === 'no' ? 'Unreachable: texts to this phone will not be delivered.' : 'Reachable again.';
    return html(reply, await page(`${formatPhone(phone)} ${notice}`));
  }

  serve(app, smsSimulatorCalls, smsSchemas, { simulatorPhones, simulator, simulatorReply, simulatorReachable });
}
