/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, ORGS, textFromPhone, until, useTestApp } from '../../testing/harness';
import { conversationCalls, pathOf } from '@hearth/shared-kernel/api';
import type { LiveMessage, UnreadCount, UnreadEvent } from '@hearth/shared-kernel/domain';
import { demoAccount } from '../../demo/demo-accounts';
import { professionalSub } from '../../platform/live/subscriptions';

const CHEN = demoAccount('dr.chen').id;

const s = useTestApp({ logins: ['dr.chen', 'nurse.kim'] });
const chen = s.token('dr.chen');
const kim = s.token('nurse.kim');

const unread = async (token = chen, orgId = ORGS.riverside) => {
  const res = await s.app.inject({ method: 'GET', url: conversationCalls.unread.path, headers: bearer(token.access_token, orgId) });
  expect(res.statusCode).toBe(200);
  return (res.json() as UnreadCount).unread;
};
const read = (conversationId: string, upToSeq: number, token = chen, orgId = ORGS.riverside) =>
  s.app.inject({ method: 'POST', url: pathOf(conversationCalls.markRead.path, { id: conversationId }), headers: bearer(token.access_token, orgId), payload: { upToSeq } });

/** dr.chen's care-team patients in Riverside with a phone of their own, no active conversation, and not in Do Not Disturb or opted out. */
async function chensPatients(n: number, offset = 0): Promise<{ id: string; phone: string; firstName: string }[]> {
  const { rows } = await s.db.query<{ id: string; phone: string; first_name: string }>(
    `select p.id::text as id, p.sms_phone as phone, p.first_name from patients p join care_team_members c on c.patient_id = p.id and c.professional_id = $2
      where p.org_id = $1 and p.sms_phone is not null and p.enrollment_status = 'approved' and not p.do_not_disturb
        and not exists (select 1 from patients o where o.sms_phone = p.sms_phone and o.id <> p.id)
        and not exists (select 1 from conversations x where x.patient_id = p.id and x.status = 'active')
      order by p.mrn offset $3 limit $4`,
    [ORGS.riverside, CHEN, offset, n],
  );
  return rows.map((r) => ({ id: r.id, phone: r.phone, firstName: r.first_name }));
}

/** The patient texts; answers the message's conversation and seq. */
async function text(phone: string, body: string): Promise<{ conversationId: string; seq: number }> {
  const res = await textFromPhone(s.app, phone, body);
  expect(res.statusCode).toBe(202);
  const { conversationId, messageId } = res.json() as { conversationId: string; messageId: string };
  const { rows } = await s.db.query<{ seq: string }>(`select seq::text as seq from messages where id = $1`, [messageId]);
  return { conversationId, seq: Number(rows[0].seq) };
}

describe('unread conversations per professional', () => {
  test("the demo starts with every conversation waiting for a response unread for its patient's care team", async () => {
    const { rows } = await s.db.query<{ n: number }>(
      `select count(*)::int as n from conversations c join care_team_members t on t.patient_id = c.patient_id and t.professional_id = $2
        where c.org_id = $1 and c.status = 'active' and c.needs_response`,
      [ORGS.riverside, CHEN],
    );
    expect(Number(rows[0].n)).toBeGreaterThan(0);
    expect(await unread()).toBe(Number(rows[0].n));
  });

  test("a patient's text is unread for their care team until opened; the count is of conversations, live on the professional's sub with the first name only", async () => {
    const heard: LiveMessage<UnreadEvent>[] = [];
    const client = { professionalId: CHEN, send: (raw: string) => heard.push(JSON.parse(raw) as LiveMessage<UnreadEvent>) };
    s.app.live.hub.subscribe(client, professionalSub(CHEN));
    const [patient] = await chensPatients(1);
    const before = await unread();
    const first = await text(patient.phone, 'My ankle is swollen');
    expect(await unread()).toBe(before + 1);
    const second = await text(patient.phone, 'And it hurts');
    expect(second.conversationId).toBe(first.conversationId);
    expect(await unread()).toBe(before + 1);
    const events = await until(async () => heard.filter((m) => m.type === 'unread'), (e) => e.length >= 2);
    expect(events.at(-1)!.data).toEqual({ orgId: ORGS.riverside, unread: before + 1, latest: { conversationId: first.conversationId, patientId: patient.id, patientFirstName: patient.firstName } });
    expect(JSON.stringify(events.at(-1)!.data)).not.toContain('ankle');

    // Opened with only the first message on screen: the second still waits.
    const stale = await read(first.conversationId, first.seq);
    expect(stale.statusCode).toBe(200);
    expect((stale.json() as UnreadCount).unread).toBe(before + 1);
    const fresh = await read(first.conversationId, second.seq);
    expect((fresh.json() as UnreadCount).unread).toBe(before);
    expect(await unread()).toBe(before);
    const told = await until(async () => heard.filter((m) => m.type === 'unread').at(-1)!.data, (d) => d.unread === before);
    expect(told).toEqual({ orgId: ORGS.riverside, unread: before });
    s.app.live.hub.unsubscribe(client, professionalSub(CHEN));

    // The care team has seen it.
    const { rows } = await s.db.query<{ seen: Date | null }>(`select care_team_seen_at as seen from conversations where id = $1`, [first.conversationId]);
    expect(rows[0].seen).not.toBeNull();
  });

  test('my conversations only: a professional not on the care team has nothing unread; another organisation cannot mark or see it', async () => {
    const [patient] = await chensPatients(1, 1);
    const kimBefore = await unread(kim, ORGS.riverside);
    const onKimsTeam = await s.db.query(`select 1 from care_team_members where patient_id = $1 and professional_id = $2`, [patient.id, demoAccount('nurse.kim').id]);
    const { conversationId, seq } = await text(patient.phone, 'Question about my pills');
    expect(await unread(kim, ORGS.riverside)).toBe(kimBefore + (onKimsTeam.rows.length ? 1 : 0));
    expect((await read(conversationId, seq, kim, ORGS.lakeside)).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'POST', url: pathOf(conversationCalls.markRead.path, { id: conversationId }), payload: { upToSeq: seq } })).statusCode).toBe(401);
    expect((await read(conversationId, -1)).statusCode).toBe(400);
    expect((await read('not-a-uuid', seq)).statusCode).toBe(400);
    await read(conversationId, seq);
  });

  test('under concurrent texts and reads the count stays exact', async () => {
    const patients = await chensPatients(10, 2);
    expect(patients).toHaveLength(10);
    const before = await unread();
    const firsts = await Promise.all(patients.map((p, i) => text(p.phone, `Concurrent ${i}`)));
    expect(await unread()).toBe(before + 10);
    // Five are opened while the other five patients write again, all at once.
    await Promise.all([
      ...firsts.slice(0, 5).map((m) => read(m.conversationId, m.seq)),
      ...patients.slice(5).map((p, i) => text(p.phone, `Again ${i}`)),
    ]);
    expect(await unread()).toBe(before + 5);
    // A read racing a newer message of the same conversation never loses it.
    const racing = patients[0];
    const latest = await text(racing.phone, 'One more');
    const [, newer] = await Promise.all([read(latest.conversationId, latest.seq), text(racing.phone, 'And another')]);
    const { rows } = await s.db.query<{ last_seq: string }>(`select last_seq::text from conversation_unread where professional_id = $1 and conversation_id = $2`, [CHEN, latest.conversationId]);
    expect(rows.map((r) => Number(r.last_seq))).toEqual([newer.seq]);
    expect(await unread()).toBe(before + 6);
  });

  test('closing a conversation takes it off every unread count', async () => {
    const [patient] = await chensPatients(1, 20);
    const before = await unread();
    const { conversationId } = await text(patient.phone, 'Thanks, all good now');
    expect(await unread()).toBe(before + 1);
    const closed = await s.app.inject({ method: 'POST', url: pathOf(conversationCalls.close.path, { id: conversationId }), headers: bearer(chen.access_token, ORGS.riverside) });
    expect(closed.statusCode).toBe(200);
    expect(await unread()).toBe(before);
  });
});
