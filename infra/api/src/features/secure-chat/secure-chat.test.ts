/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, login, ORGS, slowQueries, startTestApp, TEST_SECRET, textFromPhone, until, useTestApp } from '../../testing/harness';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import WebSocket from 'ws';
import { SECURE_CHAT_ERRORS, type InteractionEvent, type LiveMessage } from '@hearth/shared-kernel/domain';
import { PERMISSIONS, userKind } from '@hearth/shared-kernel/permissions';
import { insertPatient, type FixturePatient } from '../patient-app/fixtures';
import { hashToken, newLinkToken } from '../patient-app/secrets';
import { CLOSE_UNAUTHORIZED } from '../../platform/live/routes';
import { orgSub } from '../../platform/live/subscriptions';
import { createSecureLink, SECURE_LINK_LIMIT } from './links';
import { startPatientSession } from '../patient-app/patient-sessions';
import { createPatientTokenService } from '../patient-app/patient-token';
import { SECURE_API_MESSAGES } from '@hearth/shared-kernel/conversations';

const sockets: WebSocket[] = [];
// Declared before useTestApp: jest runs afterAll hooks in order, and the sockets go before the app.
afterAll(() => sockets.forEach((socket) => socket.terminate()));
const s = useTestApp({ listen: true });

const login2 = (body: object) => s.app.inject({ method: 'POST', url: '/secure/login', payload: body });

async function patientWithLink(): Promise<{ patient: FixturePatient; link: string }> {
  const patient = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved' });
  return { patient, link: await createSecureLink(s.db, patient.id, ORGS.riverside) };
}

async function patientToken(): Promise<{ patient: FixturePatient; token: string }> {
  const { patient, link } = await patientWithLink();
  const res = await login2({ link, dob: '05/31/1980' });
  expect(res.statusCode).toBe(200);
  return { patient, token: res.json().token };
}

/** A message of the care team in the patient's (new) conversation, written straight to the tables. */
async function careTeamMessage(patient: FixturePatient, body: string): Promise<{ conversationId: string; messageId: string }> {
  const existing = await s.db.query<{ id: string }>(`select id::text from conversations where patient_id = $1 and status = 'active'`, [patient.id]);
  const conversationId = existing.rows[0]?.id ?? randomUUID();
  if (!existing.rows[0]) {
    await s.db.query(`insert into conversations (id, org_id, patient_id, type, status, channel) values ($1, $2, $3, 'conversation', 'active', 'chat')`, [
      conversationId,
      patient.orgId,
      patient.id,
    ]);
  }
  const messageId = randomUUID();
  await s.db.query(
    `insert into messages (id, conversation_id, patient_id, org_id, direction, channel, status, body) values ($1, $2, $3, $4, 'outbound', 'chat', 'delivered', $5)`,
    [messageId, conversationId, patient.id, patient.orgId, body],
  );
  return { conversationId, messageId };
}

describe('POST /secure/login', () => {
  test("SPEC's messages: date of birth required, malformed, wrong; an unknown or expired link says to text 'Secure'", async () => {
    const { link } = await patientWithLink();
    expect((await login2({ link })).json()).toEqual({ message: SECURE_CHAT_ERRORS.dobRequired });
    expect((await login2({ link, dob: '  ' })).statusCode).toBe(400);
    const malformed = await login2({ link, dob: '13/45/1980' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: SECURE_CHAT_ERRORS.dobInvalid });
    const wrong = await login2({ link, dob: '05/30/1980' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: SECURE_CHAT_ERRORS.wrongDob });
    for (const other of [newLinkToken(), 'x', undefined]) {
      const res = await login2({ link: other, dob: '05/31/1980' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: SECURE_CHAT_ERRORS.expired });
    }
    expect(SECURE_CHAT_ERRORS.expired).toContain("'Secure'");
    await s.db.query(`update secure_links set expires_at = now() - interval '1 second' where token_hash = $1`, [hashToken(link)]);
    expect((await login2({ link, dob: '05/31/1980' })).json()).toEqual({ message: SECURE_CHAT_ERRORS.expired });
  });

  test('the right date of birth: the patient token (typ patient, one day, ACCESS_SECURE_WEB_CHAT)', async () => {
    const { patient, link } = await patientWithLink();
    const res = await login2({ link, dob: '5/31/1980' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['token']);
    const claims = decodeJwt(res.json().token);
    expect(claims).toMatchObject({ typ: 'patient', sub: patient.id, patientId: patient.id, orgId: ORGS.riverside, orgIds: [ORGS.riverside], permissions: [PERMISSIONS.ACCESS_SECURE_WEB_CHAT] });
    expect(claims.exp! - Math.floor(Date.now() / 1000)).toBeGreaterThan(24 * 3600 - 30);
    expect(claims.exp! - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(24 * 3600);
    expect(userKind({ patientToken: false, permissions: claims.permissions as string[] })).toBe('patient');
    expect(await countRows(s.db, 'secure_links', 'token_hash = $1', [link])).toBe(0);
  });

  test('5 wrong dates lock the patient (parallel guesses included): 429 with Retry-After, a new link does not reset it', async () => {
    const { patient, link } = await patientWithLink();
    const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => login2({ link, dob: `01/0${i + 1}/1970` })));
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(4);
    const right = await login2({ link, dob: '05/31/1980' });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: SECURE_API_MESSAGES.tooManyAttempts });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(60);
    const another = await createSecureLink(s.db, patient.id, ORGS.riverside);
    expect((await login2({ link: another, dob: '05/31/1980' })).statusCode).toBe(429);
  });
});

describe('POST /secure/link', () => {
  test('parallel requests: exactly 5 links are texted, the rest 429 with Retry-After', async () => {
    const { access_token } = await login(s.app, 'dr.chen');
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved' });
    // Its statements interleave as on a busy server, so a check-then-record race shows.
    const busy = await startTestApp(slowQueries(s.db));
    const send = () => busy.inject({ method: 'POST', url: '/secure/link', headers: bearer(access_token), payload: { patientId: patient.id } });
    const answers = await Promise.all(Array.from({ length: 12 }, send)).finally(() => busy.close());
    expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(SECURE_LINK_LIMIT.max);
    const limited = answers.filter((a) => a.statusCode !== 202);
    expect(limited.map((a) => a.statusCode)).toEqual(Array(12 - SECURE_LINK_LIMIT.max).fill(429));
    for (const a of limited) {
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(SECURE_LINK_LIMIT.windowSeconds - 60);
      expect(Number(a.headers['retry-after'])).toBeLessThanOrEqual(SECURE_LINK_LIMIT.windowSeconds);
    }
    expect(await countRows(s.db, 'sms_texts', 'phone = $1', [patient.phone!])).toBe(SECURE_LINK_LIMIT.max);
  });

  test('texts the patient a working secure link; limited to 5 an hour; scoped to the organisation', async () => {
    const { access_token } = await login(s.app, 'dr.chen');
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved' });
    const send = () => s.app.inject({ method: 'POST', url: '/secure/link', headers: bearer(access_token), payload: { patientId: patient.id } });
    expect((await send()).statusCode).toBe(202);
    const { rows } = await s.db.query<{ body: string }>(`select body from sms_texts where phone = $1 order by id desc limit 1`, [patient.phone]);
    const link = /\/patient\?link=([A-Za-z0-9_-]{43})/.exec(rows[0].body)?.[1];
    expect(link).toBeDefined();
    expect((await login2({ link, dob: '05/31/1980' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await send()).statusCode).toBe(202);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const noChat = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved' });
    await s.db.query('update patients set chat_enabled = false where id = $1', [noChat.id]);
    const refused = await s.app.inject({ method: 'POST', url: '/secure/link', headers: bearer(access_token), payload: { patientId: noChat.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: SECURE_API_MESSAGES.chatOff });
    expect(await countRows(s.db, 'secure_links', 'patient_id = $1', [noChat.id])).toBe(0);

    const lakeside = await insertPatient(s.db, { orgId: ORGS.lakeside });
    expect((await s.app.inject({ method: 'POST', url: '/secure/link', headers: bearer(access_token), payload: { patientId: lakeside.id } })).statusCode).toBe(404);
  });
});

describe('PUT /patient/language', () => {
  const choose = (token: string | null, payload: object) =>
    s.app.inject({ method: 'PUT', url: '/patient/language', headers: token ? bearer(token) : {}, payload });

  test("sets the patient's own language, answered by their messages page; another patient's stays", async () => {
    const a = await patientToken();
    const b = await patientToken();
    const page = async (token: string) => (await s.app.inject({ method: 'GET', url: '/patient/messages', headers: bearer(token) })).json();
    expect((await page(a.token)).preferredLanguage).toBeNull();
    expect((await choose(a.token, { language: 'es' })).statusCode).toBe(204);
    expect((await page(a.token)).preferredLanguage).toBe('es');
    expect((await page(b.token)).preferredLanguage).toBeNull();
    expect(await countRows(s.db, 'audit_log', "event = 'patient_updated' and detail->>'patientId' = $1 and detail->>'by' = 'patient'", [a.patient.id])).toBe(1);
  });

  test('an unknown language is a 400; no patient token, or a professional one, a 401', async () => {
    const { token, patient } = await patientToken();
    expect((await choose(token, { language: 'de' })).statusCode).toBe(400);
    expect((await choose(token, { language: 'es', patientId: patient.id })).statusCode).toBe(400);
    expect((await choose(null, { language: 'es' })).statusCode).toBe(401);
    const { access_token } = await login(s.app, 'dr.chen');
    expect((await choose(access_token, { language: 'es' })).statusCode).toBe(401);
    expect(await countRows(s.db, 'patients', 'id = $1 and preferred_language is null', [patient.id])).toBe(1);
  });
});

describe('patient token scope', () => {
  test('a patient token opens no professional route, and a professional token no patient route', async () => {
    const { token } = await patientToken();
    for (const url of ['/security', '/enrollment/pending', '/articles/previews', '/audit']) {
      expect((await s.app.inject({ method: 'GET', url, headers: bearer(token, ORGS.riverside) })).statusCode).toBe(401);
    }
    const { access_token } = await login(s.app, 'dr.chen');
    expect((await s.app.inject({ method: 'GET', url: '/patient/messages', headers: bearer(access_token) })).statusCode).toBe(401);
    const none = await s.app.inject({ method: 'GET', url: '/patient/messages' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: SECURE_CHAT_ERRORS.expired });
  });

  test("an expired or forged patient token is refused with the message to text 'Secure'", async () => {
    const { patient } = await patientWithLink();
    const sessionId = await startPatientSession(s.db, { patientId: patient.id, orgId: ORGS.riverside }, 3600);
    const expired = await createPatientTokenService(TEST_SECRET, -60).sign({ patientId: patient.id, orgId: ORGS.riverside, sessionId });
    const forged = await createPatientTokenService('another-secret-another-secret-another-secret').sign({ patientId: patient.id, orgId: ORGS.riverside, sessionId });
    // Well signed, but naming no patient session.
    const sessionless = await createPatientTokenService(TEST_SECRET).sign({ patientId: patient.id, orgId: ORGS.riverside, sessionId: randomUUID() });
    for (const token of [expired.token, forged.token, sessionless.token]) {
      const res = await s.app.inject({ method: 'GET', url: '/patient/messages', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: SECURE_CHAT_ERRORS.expired });
    }
    const good = await createPatientTokenService(TEST_SECRET).sign({ patientId: patient.id, orgId: ORGS.riverside, sessionId });
    const ok = await s.app.inject({ method: 'GET', url: '/patient/messages', headers: bearer(good.token) });
    expect(ok.statusCode).toBe(200);
    // The chat's heading names the practice whose care team this is.
    expect(ok.json().practiceName).toBe('Riverside Family Practice');
  });

  test("a patient reads their own conversation only, never another patient's", async () => {
    const a = await patientToken();
    const b = await patientToken();
    await careTeamMessage(a.patient, 'For A: your lab results are in.');
    await careTeamMessage(b.patient, 'For B: private.');
    const res = await s.app.inject({ method: 'GET', url: '/patient/messages', headers: bearer(a.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((m: { body: string }) => m.body)).toEqual(['For A: your lab results are in.']);
    expect(res.json().totalRecords).toBe(1);
    // Query parameters cannot widen it.
    expect((await s.app.inject({ method: 'GET', url: `/patient/messages?patientId=${b.patient.id}`, headers: bearer(a.token) })).statusCode).toBe(400);
  });

  test('paging: newest first, before= for older pages, after= for everything newer', async () => {
    const { patient, token } = await patientToken();
    for (let i = 1; i <= 5; i += 1) await careTeamMessage(patient, `m${i}`);
    const page = (await s.app.inject({ method: 'GET', url: '/patient/messages?take=2', headers: bearer(token) })).json();
    expect(page.results.map((m: { body: string }) => m.body)).toEqual(['m5', 'm4']);
    const older = (await s.app.inject({ method: 'GET', url: `/patient/messages?take=2&before=${page.results[1].seq}`, headers: bearer(token) })).json();
    expect(older.results.map((m: { body: string }) => m.body)).toEqual(['m3', 'm2']);
    const newer = (await s.app.inject({ method: 'GET', url: `/patient/messages?after=${older.results[1].seq}`, headers: bearer(token) })).json();
    expect(newer.results.map((m: { body: string }) => m.body)).toEqual(['m3', 'm4', 'm5']);
  });
});

describe('POST /patient/messages', () => {
  test('idempotent on clientId, retries and parallel repeats included; lands in the conversation the care team sees', async () => {
    const { patient, token } = await patientToken();
    const { conversationId } = await careTeamMessage(patient, 'How are you feeling?');
    const heard: LiveMessage[] = [];
    const client = { professionalId: 'test', send: (text: string) => heard.push(JSON.parse(text) as LiveMessage) };
    s.app.live.hub.subscribe(client, orgSub(ORGS.riverside));
    try {
      const send = () => s.app.inject({ method: 'POST', url: '/patient/messages', headers: bearer(token), payload: { clientId: 'c-1', body: ' Better, thanks ' } });
      const first = await send();
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ body: 'Better, thanks', direction: 'inbound', channel: 'chat', conversationId, patientId: patient.id });
      const again = await send();
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.json().id);
      const parallel = await Promise.all(
        Array.from({ length: 5 }, () => s.app.inject({ method: 'POST', url: '/patient/messages', headers: bearer(token), payload: { clientId: 'c-2', body: 'Twice?' } })),
      );
      expect(new Set(parallel.map((r) => r.json().id)).size).toBe(1);
      expect(await countRows(s.db, 'messages', 'patient_id = $1', [patient.id])).toBe(3);
      const { rows } = await s.db.query<{ needs_response: boolean }>('select needs_response from conversations where id = $1', [conversationId]);
      expect(rows[0].needs_response).toBe(true);
      // Every answer announces its message (a retry too: the instance that stored it may have died
      // before announcing), always the same two messages.
      await until(() => heard.length, (n) => n >= 14, 3_000, 'an interaction and an organization frame per answer');
      const interactions = heard.filter((m) => m.type === 'interaction');
      expect(interactions).toHaveLength(7);
      expect(new Set(interactions.map((m) => (m.data as { messageId: string }).messageId)).size).toBe(2);
      expect(interactions[0]).toMatchObject({
        data: { patientId: patient.id, conversationId, messageId: first.json().id, seq: first.json().seq, direction: 'inbound' },
      });
      const lists = heard.filter((m) => m.type === 'organization');
      expect(lists.slice(0, 2)).toEqual([
        expect.objectContaining({ data: { conversationId, patientId: patient.id, change: 'message', clientId: 'c-1' } }),
        expect.objectContaining({ data: { conversationId, patientId: patient.id, change: 'message', clientId: 'c-1' } }),
      ]);
      expect(lists.slice(2).map((m) => m.data)).toEqual(Array(5).fill({ conversationId, patientId: patient.id, change: 'message', clientId: 'c-2' }));
    } finally {
      s.app.live.hub.remove(client);
    }
    const empty = await s.app.inject({ method: 'POST', url: '/patient/messages', headers: bearer(token), payload: { clientId: 'c-3', body: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('A message body is required.');
  });

  test('a patient without an active conversation starts one', async () => {
    const { patient, token } = await patientToken();
    const res = await s.app.inject({ method: 'POST', url: '/patient/messages', headers: bearer(token), payload: { clientId: 'n-1', body: 'Hello?' } });
    expect(res.statusCode).toBe(201);
    expect(await countRows(s.db, 'conversations', "patient_id = $1 and status = 'active' and channel = 'chat'", [patient.id])).toBe(1);
  });
});

describe('live socket with a patient token', () => {
  const url = (token: string) => `ws://127.0.0.1:${(s.app.server.address() as AddressInfo).port}/live?token=${encodeURIComponent(token)}`;
  async function connect(token: string) {
    const socket = new WebSocket(url(token));
    sockets.push(socket);
    const received: LiveMessage[] = [];
    socket.on('message', (data) => received.push(JSON.parse(data.toString()) as LiveMessage));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return { socket, received, send: (frame: object) => socket.send(JSON.stringify(frame)) };
  }
  const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

  test("hears its own conversation (ids only), never another patient's, and cannot subscribe to anything else", async () => {
    const a = await patientToken();
    const b = await patientToken();
    const { conversationId: convoB } = await careTeamMessage(b.patient, 'B only');
    const client = await connect(a.token);
    client.send({ action: 'subscribe', sub: `patient:${a.patient.id}` });
    client.send({ action: 'subscribe', sub: `patient:${b.patient.id}` });
    client.send({ action: 'subscribe', sub: `conversation:${convoB}` });
    client.send({ action: 'subscribe', sub: orgSub(ORGS.riverside) });
    await settle();
    // Payloads carrying content beyond the event's type, as a careless publisher might: none of it passes.
    const careless = (data: object) => data as InteractionEvent;
    await s.app.live.publish(orgSub(ORGS.riverside), 'interaction', careless({ kind: 'message', patientId: b.patient.id, conversationId: convoB, body: 'secret of B' }));
    await s.app.live.publish(orgSub(ORGS.riverside), 'interaction', careless({ kind: 'message', patientId: a.patient.id, conversationId: 'c-a', messageId: 'm-a', body: 'not forwarded', patientName: 'A' }));
    await settle();
    expect(client.received).toEqual([
      { type: 'interaction', sub: `patient:${a.patient.id}`, data: { kind: 'message', patientId: a.patient.id, conversationId: 'c-a', messageId: 'm-a' } },
    ]);
    expect(await countRows(s.db, 'audit_log', "event = 'access_denied' and route = 'WS /live'")).toBeGreaterThanOrEqual(3);
  });

  test("dr.chen's chat message reaches the patient live, and the patient's reply reaches the care team's socket", async () => {
    const { patient, token } = await patientToken();
    const client = await connect(token);
    client.send({ action: 'subscribe', sub: `patient:${patient.id}` });
    const chen = await login(s.app, 'dr.chen');
    const pro = await connect(chen.access_token);
    pro.send({ action: 'subscribe', sub: orgSub(ORGS.riverside) });
    await settle();
    const sent = await s.app.inject({
      method: 'POST',
      url: '/messages',
      headers: bearer(chen.access_token),
      payload: { clientId: randomUUID(), patientId: patient.id, body: 'Please book a follow-up.', channel: 'chat', urgency: 'normal' },
    });
    expect(sent.statusCode).toBe(201);
    await settle();
    expect(client.received).toContainEqual(
      expect.objectContaining({ type: 'interaction', data: expect.objectContaining({ messageId: sent.json().id, direction: 'outbound' }) }),
    );
    const reply = await s.app.inject({ method: 'POST', url: '/patient/messages', headers: bearer(token), payload: { clientId: 'r-1', body: 'Booked.' } });
    await settle();
    expect(pro.received).toContainEqual(
      expect.objectContaining({ type: 'interaction', data: expect.objectContaining({ messageId: reply.json().id, direction: 'inbound' }) }),
    );
    expect(reply.json().conversationId).toBe(sent.json().conversationId);
  });

  test('a bad patient token is closed like any bad token', async () => {
    const socket = new WebSocket(url('eyJhbGciOiJIUzI1NiJ9.e30.x'));
    sockets.push(socket);
    const code = await new Promise<number>((resolve) => socket.on('close', (c) => resolve(c)));
    expect(code).toBe(CLOSE_UNAUTHORIZED);
  });
});

describe('the reply channel (a conversation held in secure chat stays there)', () => {
  test("the conversation keeps the channel of the patient's last message, whatever the care team sends; the record says who has secure chat", async () => {
    const { access_token } = await login(s.app, 'dr.chen');
    const { patient, token } = await patientToken();
    const { conversationId } = await careTeamMessage(patient, 'How is the ankle?');
    const summary = async () => {
      const res = await s.app.inject({ method: 'GET', url: `/CommunicationRequest?patientId=${patient.id}&communicationType=direct`, headers: bearer(access_token) });
      return (res.json().results as { id: string; lastPatientChannel: string | null }[]).find((c) => c.id === conversationId)!;
    };
    expect((await summary()).lastPatientChannel).toBeNull();
    expect((await s.app.inject({ method: 'POST', url: '/patient/messages', headers: bearer(token), payload: { clientId: 'ankle-1', body: 'It is swollen' } })).statusCode).toBe(201);
    expect((await summary()).lastPatientChannel).toBe('chat');
    // The care team's own texts do not move it.
    const reply = await s.app.inject({
      method: 'POST',
      url: '/messages',
      headers: bearer(access_token),
      payload: { clientId: randomUUID(), patientId: patient.id, conversationId, body: 'Keep it raised', channel: 'sms', urgency: 'normal' },
    });
    expect(reply.statusCode).toBe(201);
    expect((await summary()).lastPatientChannel).toBe('chat');
    // The patient texts: the conversation is now held by text.
    expect((await textFromPhone(s.app, patient.phone!, 'Thanks, better now')).statusCode).toBeLessThan(300);
    expect((await summary()).lastPatientChannel).toBe('sms');

    const record = async (id: string) => (await s.app.inject({ method: 'GET', url: `/patients/${id}`, headers: bearer(access_token) })).json() as { secureChat: boolean };
    expect((await record(patient.id)).secureChat).toBe(true);
    await s.db.query(`update patients set chat_enabled = false where id = $1`, [patient.id]);
    expect((await record(patient.id)).secureChat).toBe(false);
    const unenrolled = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'unenrolled' });
    expect((await record(unenrolled.id)).secureChat).toBe(false);
    // The API agrees with the record: no secure chat to a patient without it.
    const refused = await s.app.inject({
      method: 'POST',
      url: '/messages',
      headers: bearer(access_token),
      payload: { clientId: randomUUID(), patientId: unenrolled.id, body: 'Hello', channel: 'chat', urgency: 'normal' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SECURE_API_MESSAGES.chatOff);
  });
});
