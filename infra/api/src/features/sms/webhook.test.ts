/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, login, ORGS, startTestApp, TEST_SMS_WEBHOOK_SECRET, textFromPhone, useTestApp } from '../../testing/harness';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { insertPatient } from '../patient-app/fixtures';
import { NO_SMS_PROVIDER_MESSAGE } from '../../channels/sms/provider';
import { SMS_SIGNATURE_HEADER, SMS_TIMESTAMP_HEADER, signSmsWebhook, smsWebhookSigned } from '../../channels/sms/signature';
import { UNSIGNED_MESSAGE } from './webhook';

const s = useTestApp();

const statusOf = async (id: string) =>
  (await s.db.query<{ s: string }>('select enrollment_status as s from patients where id = $1', [id])).rows[0].s;
const post = (payload: string, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'POST', url: '/sms/inbound', headers: { 'content-type': 'application/json', ...headers }, payload });

describe('smsWebhookSigned', () => {
  const body = '{"from":"4155550101","body":"Stop"}';
  const now = 1_800_000_000;

  test('accepts the signature of the same body, secret and a recent time', () => {
    expect(smsWebhookSigned('s'.repeat(32), signSmsWebhook('s'.repeat(32), body, now), body, now + 60)).toBe(true);
  });

  test('refuses another secret, another body, an old or future time, and a malformed signature', () => {
    const headers = signSmsWebhook('s'.repeat(32), body, now);
    expect(smsWebhookSigned('t'.repeat(32), headers, body, now)).toBe(false);
    expect(smsWebhookSigned('s'.repeat(32), headers, body.replace('Stop', 'Start'), now)).toBe(false);
    expect(smsWebhookSigned('s'.repeat(32), headers, body, now + 301)).toBe(false);
    expect(smsWebhookSigned('s'.repeat(32), headers, body, now - 301)).toBe(false);
    expect(smsWebhookSigned('s'.repeat(32), { ...headers, [SMS_SIGNATURE_HEADER]: `${headers[SMS_SIGNATURE_HEADER]}00` }, body, now)).toBe(false);
    expect(smsWebhookSigned('s'.repeat(32), { [SMS_SIGNATURE_HEADER]: headers[SMS_SIGNATURE_HEADER] }, body, now)).toBe(false);
  });
});

describe('POST /sms/inbound', () => {
  test('unsigned, wrongly signed, re-signed with an old time or with a changed body: 401; a form body: 415; nothing written', async () => {
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved' });
    const payload = JSON.stringify({ from: patient.phone, body: 'Stop' });
    const texts = await countRows(s.db, 'sms_texts');
    const attempts = [
      await post(payload),
      await post(payload, signSmsWebhook('another-secret-another-secret-0123456789', payload)),
      await post(payload, signSmsWebhook(TEST_SMS_WEBHOOK_SECRET, payload, Math.floor(Date.now() / 1000) - 600)),
      await post(payload, signSmsWebhook(TEST_SMS_WEBHOOK_SECRET, JSON.stringify({ from: patient.phone, body: 'Hello' }))),
      // Signed, but as a form: the webhook takes JSON only (415).
      await s.app.inject({
        method: 'POST',
        url: '/sms/inbound',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...signSmsWebhook(TEST_SMS_WEBHOOK_SECRET, `from=${patient.phone}&body=Stop`) },
        payload: `from=${patient.phone}&body=Stop`,
      }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 415]);
    expect(attempts[0].json()).toEqual({ message: UNSIGNED_MESSAGE });
    expect(await countRows(s.db, 'sms_texts')).toBe(texts);
    expect(await statusOf(patient.id)).toBe('approved');
  });

  test('signed by the provider: the text is read (Stop opts the patient out)', async () => {
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved' });
    const res = await textFromPhone(s.app, patient.phone!, 'Stop');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ outcome: 'opted_out' });
    expect(await statusOf(patient.id)).toBe('opted_out');
  });

  test('a signed body that is not JSON is a 400, not a 500', async () => {
    const res = await post('{"from":', signSmsWebhook(TEST_SMS_WEBHOOK_SECRET, '{"from":'));
    expect(res.statusCode).toBe(400);
  });

  test("the simulator's reply form posts signed, like the provider", async () => {
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved' });
    const res = await s.app.inject({
      method: 'POST',
      url: '/sms-simulator/reply',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ phone: patient.phone!, body: 'Stop' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Opted out');
    expect(await statusOf(patient.id)).toBe('opted_out');
  });

  test('the signing headers are the ones the webhook reads', () => {
    expect(Object.keys(signSmsWebhook('x', ''))).toEqual([SMS_TIMESTAMP_HEADER, SMS_SIGNATURE_HEADER]);
  });
});

describe('without HEARTH_SIMULATORS', () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    plain = await startTestApp(s.db, { config: { simulators: false } });
  });
  afterAll(async () => {
    await plain?.close();
  });

  test('the outbox and the SMS simulator do not exist', async () => {
    const answers = await Promise.all([
      plain.inject({ method: 'GET', url: '/outbox' }),
      plain.inject({ method: 'GET', url: '/outbox', headers: { accept: 'application/json' } }),
      plain.inject({ method: 'GET', url: '/sms-simulator' }),
      plain.inject({ method: 'GET', url: '/sms-simulator/phones' }),
      plain.inject({ method: 'POST', url: '/sms-simulator/reply', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'phone=4155550101&body=Stop' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
  });

  test('the webhook still demands the signature', async () => {
    const res = await plain.inject({ method: 'POST', url: '/sms/inbound', payload: { from: '4155550101', body: 'Stop' } });
    expect(res.statusCode).toBe(401);
  });

  test('no SMS provider: a text is refused, saying so, and nothing is stored', async () => {
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved' });
    const chen = await login(plain, 'dr.chen');
    const texts = await countRows(s.db, 'sms_texts');
    const res = await plain.inject({
      method: 'POST',
      url: '/messages',
      headers: bearer(chen.access_token, ORGS.riverside),
      payload: { clientId: randomUUID(), patientId: patient.id, body: 'Hello', channel: 'sms', urgency: 'normal' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain(NO_SMS_PROVIDER_MESSAGE);
    expect(await countRows(s.db, 'sms_texts')).toBe(texts);
  });

  test('no e-mail provider: a password reset is answered as usual and nothing is kept to read', async () => {
    const emails = await countRows(s.db, 'outbox_emails');
    const res = await plain.inject({ method: 'POST', url: '/auth/forgot', payload: { username: 'dr.chen' } });
    expect(res.statusCode).toBeLessThan(300);
    expect(await countRows(s.db, 'outbox_emails')).toBe(emails);
  });
});
