/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, ORGS, textFromPhone, until, useTestApp } from '../../testing/harness';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { ConversationSummary, Message, Paged } from '@hearth/shared-kernel/domain';
import { MESSAGE_BODY_REQUIRED } from '@hearth/shared-kernel/rules';
import { orgSub } from '../../platform/live/subscriptions';
import { OPTED_OUT_MESSAGE } from '../../channels/sms/provider';
import { SEND_REFUSALS, type LiveEvent } from '@hearth/shared-kernel/conversations';
import { conversationIn } from './queries';

const sockets: WebSocket[] = [];
// Declared before useTestApp: jest runs afterAll hooks in order, and the sockets go before the app.
afterAll(() => sockets.forEach((socket) => socket.terminate()));
const s = useTestApp({ listen: true, logins: ['dr.chen', 'nurse.kim', 'partner.lee', 'admin.ortiz'] });
const chen = s.token('dr.chen');
const kim = s.token('nurse.kim');
const lee = s.token('partner.lee');
const ortiz = s.token('admin.ortiz');

const get = (url: string, token = chen, orgId?: string) => s.app.inject({ method: 'GET', url, headers: bearer(token.access_token, orgId) });
const post = (url: string, payload: object, token = chen, orgId?: string) =>
  s.app.inject({ method: 'POST', url, headers: bearer(token.access_token, orgId), payload });
const send = (payload: Record<string, unknown>, token = chen) =>
  post('/messages', { clientId: randomUUID(), channel: 'sms', urgency: 'normal', ...payload }, token);
const texts = async (phone: string) => {
  const res = await s.app.inject({ method: 'GET', url: `/sms-simulator/phones?phone=${phone}` });
  return (res.json().phones[0]?.texts ?? []) as { direction: string; body: string }[];
};
const inbound = (from: string, body: string) => textFromPhone(s.app, from, body);

/** A patient of the organisation without any conversation, enrolled, with a phone. */
async function quietPatient(orgId: string = ORGS.riverside, skip = 0): Promise<{ id: string; phone: string }> {
  const { rows } = await s.db.query<{ id: string; sms_phone: string }>(
    `select id::text as id, sms_phone from patients p
      where org_id = $1 and enrollment_status = 'approved' and sms_phone is not null and not do_not_disturb
        and not exists (select 1 from conversations c where c.patient_id = p.id)
        and not exists (select 1 from patients o where o.sms_phone = p.sms_phone and o.id <> p.id)
      order by mrn offset $2 limit 1`,
    [orgId, skip],
  );
  return { id: rows[0].id, phone: rows[0].sms_phone };
}
/** Asserts a non-empty answer whose every row passes, naming the rows that do not. */
function expectOnly(rows: ConversationSummary[], holds: (c: ConversationSummary) => boolean): void {
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((c) => !holds(c)).map((c) => c.id)).toEqual([]);
}
let quietIndex = 0;
const nextQuiet = () => quietPatient(ORGS.riverside, quietIndex++);

describe('GET /CommunicationRequest', () => {
  test('active conversations of the organisation, 20 a page, newest first, with the total', async () => {
    const res = await get('/CommunicationRequest');
    expect(res.statusCode).toBe(200);
    const page = res.json() as Paged<ConversationSummary>;
    expect(page.totalRecords).toBe(await countRows(s.db, 'conversations', "org_id = $1 and status = 'active'", [ORGS.riverside]));
    expect(page.totalRecords).toBeGreaterThan(20);
    expect(page.results).toHaveLength(20);
    expectOnly(page.results, (c) => c.status === 'active' && c.orgId === ORGS.riverside);
    const created = page.results.map((c) => c.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const second = (await get('/CommunicationRequest?skip=20')).json() as Paged<ConversationSummary>;
    expect(second.results.some((c) => page.results.some((p) => p.id === c.id))).toBe(false);
  });

  test('closed ones with status closed; system ones by type; needs-response ones only when asked', async () => {
    const closed = (await get('/CommunicationRequest?status=closed')).json() as Paged<ConversationSummary>;
    expectOnly(closed.results, (c) => c.status === 'closed');
    const system = (await get('/CommunicationRequest?communicationType=system')).json() as Paged<ConversationSummary>;
    expectOnly(system.results, (c) => c.communicationType === 'system');
    expect(system.results.some((c) => c.automated && c.isConvoLocked)).toBe(true);
    const direct = (await get('/CommunicationRequest?communicationType=direct')).json() as Paged<ConversationSummary>;
    expectOnly(direct.results, (c) => c.communicationType === 'conversation');
    const needing = (await get('/CommunicationRequest?needsResponse=true&take=100')).json() as Paged<ConversationSummary>;
    expectOnly(needing.results, (c) => c.needsResponse);
    // Each filter leaves something out: the active list holds both kinds and both answers.
    const all = (await get('/CommunicationRequest?take=100')).json() as Paged<ConversationSummary>;
    expect(new Set(all.results.map((c) => c.communicationType))).toEqual(new Set(['system', 'conversation']));
    expect(all.results.some((c) => !c.needsResponse)).toBe(true);
  });

  test('sorted by needs_response puts those waiting first; searched by patient name', async () => {
    const sorted = (await get('/CommunicationRequest?sortKey=needs_response&take=100')).json() as Paged<ConversationSummary>;
    const flags = sorted.results.map((c) => c.needsResponse);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    const target = sorted.results[5];
    const found = (await get(`/CommunicationRequest?searchValue=${encodeURIComponent(target.patientName)}`)).json() as Paged<ConversationSummary>;
    expect(found.results.map((c) => c.id)).toContain(target.id);
    expect(found.totalRecords).toBeLessThan(sorted.totalRecords);
  });

  test("a summary shows its patient as they are now: renamed, Do Not Disturb, opted out (migration 069's copies)", async () => {
    const { id: patientId, phone } = await nextQuiet();
    const conversationId = (await send({ patientId, body: 'Hello' })).json().conversationId as string;
    const summary = async () => {
      const listed = (await get(`/CommunicationRequest?patientId=${patientId}&take=100`)).json() as Paged<ConversationSummary>;
      const inList = listed.results.find((c) => c.id === conversationId);
      const byId = await conversationIn(s.db, [ORGS.riverside], conversationId);
      expect(byId).toEqual(inList);
      return byId!;
    };
    expect(await summary()).toMatchObject({ doNotDisturb: false, optedOut: false });

    const renamed = await s.app.inject({ method: 'PUT', url: `/patients/${patientId}`, headers: bearer(chen.access_token, ORGS.riverside), payload: { firstName: 'Zebulon', lastName: 'Quist' } });
    expect(renamed.statusCode).toBe(200);
    expect((await summary()).patientName).toBe('Zebulon Quist');
    const found = (await get('/CommunicationRequest?searchValue=zebulon')).json() as Paged<ConversationSummary>;
    expect(found.results.map((c) => c.id)).toEqual([conversationId]);

    await s.db.query('update patients set do_not_disturb = true where id = $1', [patientId]);
    expect((await summary()).doNotDisturb).toBe(true);
    expect((await inbound(phone, 'Stop')).statusCode).toBe(202);
    expect((await summary()).optedOut).toBe(true);
  });

  test('filterByOrgIds: both of a member’s organisations together; another one is refused (403, audited)', async () => {
    const both = (await get(`/CommunicationRequest?filterByOrgIds=${ORGS.riverside},${ORGS.lakeside}&take=100`, kim, ORGS.riverside)).json() as Paged<ConversationSummary>;
    expect(new Set(both.results.map((c) => c.orgId))).toEqual(new Set([ORGS.riverside, ORGS.lakeside]));
    const before = await countRows(s.db, 'audit_log', "event = 'access_denied'");
    expect((await get(`/CommunicationRequest?filterByOrgIds=${ORGS.lakeside}`, chen)).statusCode).toBe(403);
    expect(await countRows(s.db, 'audit_log', "event = 'access_denied'")).toBe(before + 1);
  });

  test('needs VIEW_PATIENT', async () => {
    expect((await get('/CommunicationRequest', ortiz)).statusCode).toBe(403);
    expect((await get('/CommunicationRequest', chen, ORGS.lakeside)).statusCode).toBe(403);
  });
});

describe('GET /Communication', () => {
  test("a conversation's messages, newest first, 20 at a time, and everything after a seq", async () => {
    const { id: patientId } = await nextQuiet();
    const first = await send({ patientId, body: 'Message 0', channel: 'chat' });
    const conversationId = (first.json() as Message).conversationId;
    for (let i = 1; i < 25; i++) expect((await send({ patientId, conversationId, body: `Message ${i}`, channel: 'chat' })).statusCode).toBe(201);
    const page = (await get(`/Communication?conversationId=${conversationId}&patientId=${patientId}`)).json() as Paged<Message>;
    expect(page.totalRecords).toBe(25);
    expect(page.results.map((m) => m.body)).toEqual(Array.from({ length: 20 }, (_, i) => `Message ${24 - i}`));
    const older = (await get(`/Communication?conversationId=${conversationId}&skip=20`)).json() as Paged<Message>;
    expect(older.results.map((m) => m.body)).toEqual(['Message 4', 'Message 3', 'Message 2', 'Message 1', 'Message 0']);
    // Catch-up after a dropped socket: every message newer than the last one seen, oldest first.
    const seen = page.results[10].seq;
    const missed = (await get(`/Communication?conversationId=${conversationId}&after=${seen}`)).json() as Paged<Message>;
    expect(missed.results.map((m) => m.body)).toEqual(['Message 15', 'Message 16', 'Message 17', 'Message 18', 'Message 19', 'Message 20', 'Message 21', 'Message 22', 'Message 23', 'Message 24']);
  });

  test("another organisation's conversation is 404; a query without a conversation or patient is 400", async () => {
    const { rows } = await s.db.query<{ id: string }>('select id::text as id from conversations where org_id = $1 limit 1', [ORGS.lakeside]);
    expect((await get(`/Communication?conversationId=${rows[0].id}`)).statusCode).toBe(404);
    expect((await get('/Communication')).statusCode).toBe(400);
    expect((await get('/Communication?conversationId=1', lee)).statusCode).toBe(403);
  });
});

describe('POST /messages', () => {
  test("'A message body is required.' for an empty or missing body", async () => {
    const { id } = await nextQuiet();
    for (const body of ['', '   ', undefined]) {
      const res = await send({ patientId: id, ...(body === undefined ? {} : { body }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGE_BODY_REQUIRED);
    }
  });

  test('a text opens a conversation, reaches the simulated phone, and a retry with the same client id changes nothing', async () => {
    const { id, phone } = await nextQuiet();
    const clientId = randomUUID();
    const payload = { clientId, patientId: id, body: 'Hello from the clinic', channel: 'sms', urgency: 'urgent', subject: 'Check-in' };
    const first = await post('/messages', payload);
    expect(first.statusCode).toBe(201);
    const message = first.json() as Message;
    expect(message).toMatchObject({ clientId, patientId: id, body: 'Hello from the clinic', direction: 'outbound', channel: 'sms', status: 'sent', urgency: 'urgent', subject: 'Check-in' });
    // The answer is the stored message as a read shows it, its sender's name included.
    expect(message.senderName).toMatch(/Chen$/);
    const [stored] = (await get(`/Communication?patientId=${id}`)).json().results as Message[];
    expect(message).toEqual(stored);
    const retry = await post('/messages', payload);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(message.id);
    expect(await countRows(s.db, 'messages', 'client_id = $1', [clientId])).toBe(1);
    expect((await texts(phone)).filter((x) => x.body === 'Hello from the clinic')).toHaveLength(1);
  });

  test('simultaneous retries store one message', async () => {
    const { id } = await nextQuiet();
    const clientId = randomUUID();
    const payload = { clientId, patientId: id, body: 'Sent twice at once', channel: 'chat', urgency: 'normal' };
    const answers = await Promise.all([post('/messages', payload), post('/messages', payload), post('/messages', payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await countRows(s.db, 'messages', 'client_id = $1', [clientId])).toBe(1);
  });

  test('one active conversation per patient: a second new one is refused and names the active one', async () => {
    const { id } = await nextQuiet();
    const first = (await send({ patientId: id, body: 'First', channel: 'chat' })).json() as Message;
    const second = await send({ patientId: id, body: 'Second', channel: 'chat' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: SEND_REFUSALS.oneActive, conversationId: first.conversationId });
  });

  test('a closed conversation takes no message; a new one can start after it', async () => {
    const { id } = await nextQuiet();
    const first = (await send({ patientId: id, body: 'Before closing', channel: 'chat' })).json() as Message;
    expect((await post(`/conversations/${first.conversationId}/close`, {})).json().status).toBe('closed');
    const refused = await send({ patientId: id, conversationId: first.conversationId, body: 'After closing', channel: 'chat' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SEND_REFUSALS.closed);
    const fresh = await send({ patientId: id, body: 'A new conversation', channel: 'chat' });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().conversationId).not.toBe(first.conversationId);
  });

  test("an automated conversation blocks sends until 'End Conversation'", async () => {
    const { rows } = await s.db.query<{ id: string; patient_id: string }>(
      `select id::text as id, patient_id::text as patient_id from conversations where org_id = $1 and automated and status = 'active' limit 1`,
      [ORGS.riverside],
    );
    const convo = rows[0];
    const refused = await send({ patientId: convo.patient_id, conversationId: convo.id, body: 'Can I jump in?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SEND_REFUSALS.automated);
    const ended = await post(`/conversations/${convo.id}/end`, {});
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ automated: false, isConvoLocked: false, status: 'active' });
    expect((await send({ patientId: convo.patient_id, conversationId: convo.id, body: 'Now I can reply.' })).statusCode).toBe(201);
    expect((await post(`/conversations/${convo.id}/end`, {})).statusCode).toBe(409);
  });

  test('Do Not Disturb refuses sends', async () => {
    const { id } = await nextQuiet();
    await s.db.query('update patients set do_not_disturb = true where id = $1', [id]);
    const res = await send({ patientId: id, body: 'Hello?' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SEND_REFUSALS.doNotDisturb);
  });

  test("permission and organisation: SEND_MESSAGE needed; another organisation's patient is 404", async () => {
    const { id } = await nextQuiet();
    expect((await send({ patientId: id, body: 'x' }, lee)).statusCode).toBe(403);
    const lake = await quietPatient(ORGS.lakeside);
    expect((await send({ patientId: lake.id, body: 'x' })).statusCode).toBe(404);
  });
});

describe('the SMS simulator: replies, Stop and Start', () => {
  async function connect(token: string) {
    const socket = new WebSocket(`ws://127.0.0.1:${(s.app.server.address() as AddressInfo).port}/live?token=${encodeURIComponent(token)}`);
    sockets.push(socket);
    const received: LiveEvent[] = [];
    socket.on('message', (d) => received.push(JSON.parse(d.toString()) as LiveEvent));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return { socket, received };
  }

  test('a reply lands in the conversation, needs a response, and arrives live', async () => {
    const { id, phone } = await nextQuiet();
    const sent = (await send({ patientId: id, body: 'How are you today?' })).json() as Message;
    const live = await connect(chen.access_token);
    live.socket.send(JSON.stringify({ action: 'subscribe', sub: orgSub(ORGS.riverside) }));
    await new Promise((r) => setTimeout(r, 100));
    const res = await inbound(`+1${phone}`, 'Much better, thank you');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ outcome: 'message', conversationId: sent.conversationId });
    await until(() => live.received.some((m) => m.type === 'interaction' && m.data.conversationId === sent.conversationId));
    // The list's own message follows (NOTIFY delivers each on its own).
    await until(() => live.received.some((m) => m.type === 'organization' && 'conversationId' in m.data && m.data.conversationId === sent.conversationId));
    const thread = (await get(`/Communication?conversationId=${sent.conversationId}`)).json() as Paged<Message>;
    expect(thread.results[0]).toMatchObject({ body: 'Much better, thank you', direction: 'inbound', channel: 'sms', status: 'received' });
    const list = (await get(`/CommunicationRequest?patientId=${id}`)).json() as Paged<ConversationSummary>;
    expect(list.results[0].needsResponse).toBe(true);
    expect((await get(`/patients/${id}`)).json().needsResponse).toBe(true);
    // Answering clears it.
    await send({ patientId: id, conversationId: sent.conversationId, body: 'Glad to hear it' });
    expect((await get(`/patients/${id}`)).json().needsResponse).toBe(false);
  });

  test('a retry announces its message again: the instance that stored it may have died before announcing it', async () => {
    const { id } = await nextQuiet();
    const payload = { clientId: randomUUID(), patientId: id, body: 'Stored, then its instance died', channel: 'chat', urgency: 'normal' };
    const first = (await post('/messages', payload)).json() as Message;
    const live = await connect(chen.access_token);
    live.socket.send(JSON.stringify({ action: 'subscribe', sub: orgSub(ORGS.riverside) }));
    await new Promise((r) => setTimeout(r, 100));
    expect((await post('/messages', payload)).statusCode).toBe(200);
    await until(() => live.received.some((m) => m.type === 'interaction' && m.data.messageId === first.id));
  });

  test("a reply is written with its log row, which names it, and is its conversation's and patient's last contact", async () => {
    const { id, phone } = await nextQuiet();
    const sent = (await send({ patientId: id, body: 'Any questions before Friday?' })).json() as Message;
    const reply = (await inbound(phone, '  One: when do I start fasting?  ')).json() as { messageId: string };
    const { rows } = await s.db.query<{ body: string; message_id: string | null }>(
      `select body, message_id::text as message_id from sms_texts where patient_id = $1 and direction = 'from_phone'`,
      [id],
    );
    expect(rows).toEqual([{ body: 'One: when do I start fasting?', message_id: reply.messageId }]);
    const [summary] = ((await get(`/CommunicationRequest?patientId=${id}`)).json() as Paged<ConversationSummary>).results;
    expect(summary).toMatchObject({ id: sent.conversationId, needsResponse: true, lastMessagePreview: 'One: when do I start fasting?' });
    const { rows: times } = await s.db.query<{ message: string; contact: string; last: string }>(
      `select m.created_at::text as message, p.last_contact_at::text as contact, c.last_message_at::text as last
         from messages m join patients p on p.id = m.patient_id join conversations c on c.id = m.conversation_id where m.id = $1`,
      [reply.messageId],
    );
    expect(times[0].contact).toBe(times[0].message);
    expect(times[0].last).toBe(times[0].message);
  });

  test('a number two patients share: the text goes to the one last texted at it, whoever was in contact since', async () => {
    const [a, b] = [await nextQuiet(), await nextQuiet()];
    await s.db.query('update patients set sms_phone = $1 where id = $2', [a.phone, b.id]);
    const toB = (await send({ patientId: b.id, body: 'Your results are in' })).json() as Message;
    // a was in contact more recently (say, at the desk): the number's last text still decides.
    await s.db.query(`update patients set last_contact_at = now() + interval '1 hour' where id = $1`, [a.id]);
    expect((await inbound(a.phone, 'Thanks, what do they say?')).json()).toMatchObject({ outcome: 'message', conversationId: toB.conversationId });
    const toA = (await send({ patientId: a.id, body: 'Time for your check-up' })).json() as Message;
    expect((await inbound(a.phone, 'Monday works')).json()).toMatchObject({ outcome: 'message', conversationId: toA.conversationId });
  });

  test('a text from a patient with no conversation opens one', async () => {
    const { id, phone } = await nextQuiet();
    expect((await inbound(phone, 'Is the clinic open Saturday?')).json().outcome).toBe('message');
    const list = (await get(`/CommunicationRequest?patientId=${id}`)).json() as Paged<ConversationSummary>;
    expect(list.totalRecords).toBe(1);
    expect(list.results[0]).toMatchObject({ needsResponse: true, status: 'active', channel: 'sms' });
  });

  test.each([['Stop'], ['  UNSUBSCRIBE '], ['cancel']])('%j opts the patient out; texts are then refused; Start restores the status', async (word) => {
    const { id, phone } = await nextQuiet();
    const res = await inbound(phone, word);
    expect(res.json().outcome).toBe('opted_out');
    const patient = (await get(`/patients/${id}`)).json();
    expect(patient).toMatchObject({ enrollmentStatus: 'opted_out', optedOut: true });
    expect((await texts(phone)).at(-1)!.body).toMatch(/unsubscribed/);
    const refused = await send({ patientId: id, body: 'Are you there?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(OPTED_OUT_MESSAGE);
    // The gateway itself refuses too, whoever asks it.
    await expect(s.app.sms.send({ to: phone, body: 'direct' })).rejects.toThrow(OPTED_OUT_MESSAGE);
    // Secure chat is not a text: still allowed.
    expect((await send({ patientId: id, body: 'Chat instead', channel: 'chat' })).statusCode).toBe(201);
    expect((await inbound(phone, 'start')).json().outcome).toBe('opted_in');
    expect((await get(`/patients/${id}`)).json().enrollmentStatus).toBe('approved');
    expect((await send({ patientId: id, conversationId: (await get(`/patients/${id}`)).json().activeConversationId, body: 'Welcome back' })).statusCode).toBe(201);
  });

  test('words that merely contain a keyword are messages', async () => {
    const { phone } = await nextQuiet();
    expect((await inbound(phone, 'Please stop by tomorrow')).json().outcome).toBe('message');
  });

  test('the HTML page lists numbers with a reply form, without scripts; a form reply lands like a text', async () => {
    const { id, phone } = await nextQuiet();
    await send({ patientId: id, body: 'Page check <b>bold</b>' });
    const page = await s.app.inject({ method: 'GET', url: '/sms-simulator' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain(`name="phone" value="${phone}"`);
    expect(page.body).toContain('Page check &lt;b&gt;bold&lt;/b&gt;');
    expect(page.body).not.toMatch(/<script|style=|on\w+=/i);
    const reply = await s.app.inject({
      method: 'POST',
      url: '/sms-simulator/reply',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ phone, body: 'Replying from the page' }).toString(),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('Reply delivered');
    const thread = (await get(`/Communication?patientId=${id}`)).json() as Paged<Message>;
    expect(thread.results[0].body).toBe('Replying from the page');
  });

  test('an invalid number is refused; an unknown one is kept only in the simulator', async () => {
    expect((await inbound('123', 'hi')).statusCode).toBe(400);
    const before = await countRows(s.db, 'messages');
    expect((await inbound('(099) 555-0000', 'hi')).statusCode).toBe(400);
    expect((await inbound('(303) 999-1234', 'wrong number')).json().outcome).toBe('unknown_number');
    expect(await countRows(s.db, 'messages')).toBe(before);
  });
});
