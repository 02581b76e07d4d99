/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, login, ORGS, startTestApp, TEST_SMS_WEBHOOK_SECRET, until, useTestApp } from '../../testing/harness';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { conversationCalls, pathOf, secureChatCalls } from '@hearth/shared-kernel/api';
import { SEND_REFUSALS } from '@hearth/shared-kernel/conversations';
import type { LiveMessage, Message, MessageStatusEvent } from '@hearth/shared-kernel/domain';
import { orgSub } from '../../platform/live/subscriptions';
import { insertPatient } from '../patient-app/fixtures';
import { createSecureLink } from '../secure-chat/links';
import { simulatorSmsProvider } from '../../channels/sms/provider';
import { signSmsWebhook } from '../../channels/sms/signature';

/** As the product runs: the simulator reports on its texts itself. */
let live: FastifyInstance;
// Declared before useTestApp: jest runs afterAll hooks in order, and this app closes before the database.
afterAll(() => live?.close());
/** The provider's reports are posted by the test (the simulator's own reporter is off). */
const s = useTestApp({ prepare: (t) => ({ sms: simulatorSmsProvider(t.db) }), logins: ['dr.chen'] });
const chen = s.token('dr.chen');
beforeAll(async () => {
  live = await startTestApp(s.db);
});

/** A Riverside patient of their own, enrolled, with a phone. */
const newPatient = () => insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved' });

/** dr.chen texts the patient (in their active conversation, when it is named). */
async function textTo(on: FastifyInstance, patientId: string, conversationId?: string): Promise<Message> {
  const body = `Reminder ${randomUUID().slice(0, 6)}`;
  const res = await on.inject({
    method: 'POST',
    url: conversationCalls.send.path,
    headers: bearer(chen.access_token, ORGS.riverside),
    payload: { clientId: randomUUID(), patientId, conversationId, body, channel: 'sms', urgency: 'normal' },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as Message;
}

const providerIdOf = async (messageId: string) =>
  (await s.db.query<{ provider_id: string }>(`select provider_id from messages where id = $1`, [messageId])).rows[0].provider_id;
const statusOf = async (messageId: string) => (await s.db.query<{ status: string }>(`select status from messages where id = $1`, [messageId])).rows[0].status;

function report(providerId: string, status: string, opts: { secret?: string; at?: number; headers?: Record<string, string> } = {}) {
  const payload = JSON.stringify({ providerId, status });
  const headers = opts.headers ?? signSmsWebhook(opts.secret ?? TEST_SMS_WEBHOOK_SECRET, payload, opts.at);
  return s.app.inject({ method: 'POST', url: '/sms/status', headers: { 'content-type': 'application/json', ...headers }, payload });
}

describe('the SMS provider reports on texts', () => {
  test('a text is sent with its provider id; reports move it forward and are told live; a late delivered after failed does not go back', async () => {
    const patient = await newPatient();
    const text = await textTo(s.app, patient.id);
    expect(text.status).toBe('sent');
    const providerId = await providerIdOf(text.id);
    expect(providerId).toMatch(/^sim-/);
    const heard: LiveMessage<MessageStatusEvent>[] = [];
    const client = { professionalId: 'test', send: (raw: string) => heard.push(JSON.parse(raw) as LiveMessage<MessageStatusEvent>) };
    s.app.live.hub.subscribe(client, orgSub(ORGS.riverside));
    try {
      expect((await report(providerId, 'failed')).json()).toEqual({ status: 'failed' });
      const told = await until(async () => heard.filter((m) => m.type === 'message_status'), (e) => e.length > 0);
      expect(told[0].data).toEqual({ conversationId: text.conversationId, patientId: patient.id, messageId: text.id, status: 'failed', readAt: null });
      // Not delivered: its conversation needs the care team again.
      const { rows } = await s.db.query<{ needs_response: boolean }>(`select needs_response from conversations where id = $1`, [text.conversationId]);
      expect(rows[0].needs_response).toBe(true);
      const late = await report(providerId, 'delivered');
      expect(late.statusCode).toBe(200);
      expect(late.json()).toEqual({ status: 'failed' });
      expect(await statusOf(text.id)).toBe('failed');
      expect((await report(providerId, 'sent')).json()).toEqual({ status: 'failed' });
    } finally {
      s.app.live.hub.unsubscribe(client, orgSub(ORGS.riverside));
    }
  });

  test('reports arriving together: each signed report is read once, and the text ends at the furthest status whatever their order', async () => {
    const patient = await newPatient();
    const text = await textTo(s.app, patient.id);
    const providerId = await providerIdOf(text.id);
    const at = Math.floor(Date.now() / 1000);
    // Each report posted three times at once (a provider's retries), 'delivered' and 'sent' together.
    const statuses = ['delivered', 'sent', 'delivered', 'sent', 'delivered', 'sent'];
    const answers = await Promise.all(statuses.map((status) => report(providerId, status, { at })));
    const codesOf = (status: string) => answers.filter((_, i) => statuses[i] === status).map((a) => a.statusCode).sort();
    expect(codesOf('delivered')).toEqual([200, 409, 409]);
    expect(codesOf('sent')).toEqual([200, 409, 409]);
    expect(await statusOf(text.id)).toBe('delivered');
  });

  test('unsigned, wrongly signed, stale, replayed and unknown reports are refused and change nothing', async () => {
    const patient = await newPatient();
    const text = await textTo(s.app, patient.id);
    const providerId = await providerIdOf(text.id);
    const reportsBefore = await countRows(s.db, 'sms_status_reports');
    expect((await report(providerId, 'delivered', { headers: {} })).statusCode).toBe(401);
    expect((await report(providerId, 'delivered', { secret: 'another-secret-another-secret-0123456789' })).statusCode).toBe(401);
    expect((await report(providerId, 'delivered', { at: Math.floor(Date.now() / 1000) - 600 })).statusCode).toBe(401);
    expect((await report('sim-never-sent', 'delivered')).statusCode).toBe(404);
    expect((await report(providerId, 'lost')).statusCode).toBe(400);
    expect(await countRows(s.db, 'sms_status_reports')).toBe(reportsBefore);
    expect(await statusOf(text.id)).toBe('sent');

    const payload = JSON.stringify({ providerId, status: 'delivered' });
    const headers = { 'content-type': 'application/json', ...signSmsWebhook(TEST_SMS_WEBHOOK_SECRET, payload) };
    expect((await s.app.inject({ method: 'POST', url: '/sms/status', headers, payload })).statusCode).toBe(200);
    expect(await statusOf(text.id)).toBe('delivered');
    const replay = await s.app.inject({ method: 'POST', url: '/sms/status', headers, payload });
    expect(replay.statusCode).toBe(409);
    expect(await countRows(s.db, 'sms_status_reports')).toBe(reportsBefore + 1);
  });

  test("the simulator reports like a provider: delivered; an unreachable phone's text ends undelivered, and Retry delivers it once reachable", async () => {
    const patient = await newPatient();
    const ok = await textTo(live, patient.id);
    expect(await until(() => statusOf(ok.id), (s) => s === 'delivered')).toBe('delivered');

    const form = (reachable: 'yes' | 'no') =>
      live.inject({ method: 'POST', url: '/sms-simulator/reachable', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `phone=${patient.phone}&reachable=${reachable}` });
    expect((await form('no')).statusCode).toBe(200);
    const lost = await textTo(live, patient.id, ok.conversationId);
    expect(await until(() => statusOf(lost.id), (s) => s === 'undelivered')).toBe('undelivered');
    const phone = (await live.inject({ method: 'GET', url: `/sms-simulator/phones?phone=${patient.phone}` })).json().phones[0];
    expect(phone.unreachable).toBe(true);
    expect(phone.texts.some((x: { body: string }) => x.body === lost.body)).toBe(false);

    const retry = (id: string, token = chen, orgId = ORGS.riverside) =>
      live.inject({ method: 'POST', url: pathOf(conversationCalls.retry.path, { id }), headers: bearer(token.access_token, orgId) });
    // Not retried while delivered; another organisation's text is not found.
    expect((await retry(ok.id)).statusCode).toBe(409);
    const kim = await login(live, 'nurse.kim');
    expect((await retry(lost.id, kim, ORGS.lakeside)).statusCode).toBe(404);
    expect((await form('yes')).statusCode).toBe(200);
    const again = await retry(lost.id);
    expect(again.statusCode).toBe(200);
    expect((again.json() as Message).status).toBe('sent');
    expect(await until(() => statusOf(lost.id), (s) => s === 'delivered')).toBe('delivered');
  });

  test('a retry checks consent again: a patient who opted out meanwhile is not texted', async () => {
    const patient = await newPatient();
    const text = await textTo(s.app, patient.id);
    await report(await providerIdOf(text.id), 'undelivered');
    await s.db.query(`update patients set enrollment_status = 'opted_out' where id = $1`, [patient.id]);
    const res = await s.app.inject({ method: 'POST', url: pathOf(conversationCalls.retry.path, { id: text.id }), headers: bearer(chen.access_token, ORGS.riverside) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SEND_REFUSALS.optedOut);
    expect(await statusOf(text.id)).toBe('undelivered');
  });
});

describe('the patient reads secure-chat messages', () => {
  test("only the patient's own care-team chat messages, each once, and the care team hears it live", async () => {
    const patient = await newPatient();
    const link = await createSecureLink(s.db, patient.id, ORGS.riverside);
    const token = (await s.app.inject({ method: 'POST', url: secureChatCalls.login.path, payload: { link, dob: '05/31/1980' } })).json().token as string;
    const send = (body: string, channel: 'sms' | 'chat', conversationId?: string) =>
      s.app.inject({
        method: 'POST',
        url: conversationCalls.send.path,
        headers: bearer(chen.access_token, ORGS.riverside),
        payload: { clientId: randomUUID(), patientId: patient.id, conversationId, body, channel, urgency: 'normal' },
      });
    const first = (await send('How is the ankle?', 'chat')).json() as Message;
    const texted = (await send('Also by text', 'sms', first.conversationId)).json() as Message;
    const other = await newPatient();
    const othersLink = await createSecureLink(s.db, other.id, ORGS.riverside);
    const othersToken = (await s.app.inject({ method: 'POST', url: secureChatCalls.login.path, payload: { link: othersLink, dob: '05/31/1980' } })).json().token as string;

    const read = (upToSeq: number, as = token) => s.app.inject({ method: 'POST', url: secureChatCalls.markRead.path, headers: bearer(as), payload: { upToSeq } });
    // Another patient's token reads nothing of this one's.
    expect((await read(texted.seq, othersToken)).json()).toEqual({ read: 0 });
    expect((await read(texted.seq, chen.access_token)).statusCode).toBe(401);
    const heard: LiveMessage<MessageStatusEvent>[] = [];
    const client = { professionalId: 'test', send: (raw: string) => heard.push(JSON.parse(raw) as LiveMessage<MessageStatusEvent>) };
    s.app.live.hub.subscribe(client, orgSub(ORGS.riverside));
    try {
      expect((await read(texted.seq)).json()).toEqual({ read: 1 });
      expect((await read(texted.seq)).json()).toEqual({ read: 0 });
      const told = await until(async () => heard.filter((m) => m.type === 'message_status'), (e) => e.length > 0);
      expect(told[0].data).toMatchObject({ messageId: first.id, status: 'sent', readAt: expect.any(String) });
    } finally {
      s.app.live.hub.unsubscribe(client, orgSub(ORGS.riverside));
    }
    const { rows } = await s.db.query<{ id: string; read_at: Date | null }>(`select id::text as id, read_at from messages where id = any($1::uuid[])`, [[first.id, texted.id]]);
    expect(rows.find((r) => r.id === first.id)!.read_at).not.toBeNull();
    expect(rows.find((r) => r.id === texted.id)!.read_at).toBeNull();
    // The care team's thread shows it read.
    const page = await s.app.inject({ method: 'GET', url: `${conversationCalls.messages.path}?conversationId=${first.conversationId}`, headers: bearer(chen.access_token, ORGS.riverside) });
    expect((page.json().results as Message[]).find((m) => m.id === first.id)!.readAt).toEqual(expect.any(String));
  });
});
