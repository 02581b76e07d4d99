/**
 * @jest-environment ./src/testing/native-environment.cjs
 */
/**
 * What one professional text costs the database, its provider's report (delivered)
 * included: the statements are counted, so a change that adds round trips to the busiest write
 * path shows here before it shows in the failover run's rate.
 */
import { randomUUID } from 'node:crypto';
import { conversationCalls } from '@hearth/shared-kernel/api';
import type { Message } from '@hearth/shared-kernel/domain';
import { bearer, ORGS, until, useTestApp, watchingRoundTrips } from '../../testing/harness';

const statements: string[] = [];
let counting = false;
const s = useTestApp({
  logins: ['dr.chen'],
  prepare: (t) => ({ db: watchingRoundTrips(t.db, (sql) => void (counting && statements.push(sql))) }),
});

test('a text in an open conversation, with the provider\'s report on it, takes at most 6 statements and no transaction', async () => {
  const auth = bearer(s.token('dr.chen').access_token, ORGS.riverside);
  const { rows } = await s.db.query<{ id: string }>(
    `select id::text as id from patients p where org_id = $1 and sms_phone is not null and enrollment_status <> 'opted_out' and not do_not_disturb and sms_enabled
        and not exists (select 1 from conversations c where c.patient_id = p.id and c.status = 'active') limit 1`,
    [ORGS.riverside],
  );
  const send = (body: string, conversationId: string | null) =>
    s.app.inject({ method: 'POST', url: conversationCalls.send.path, headers: auth, payload: { clientId: randomUUID(), patientId: rows[0].id, conversationId, body, channel: 'sms', urgency: 'normal' } });
  const opened = (await send('Opening the conversation', null)).json() as Message;
  const delivered = async (id: string) => (await s.db.query<{ status: string }>(`select status from messages where id = $1`, [id])).rows[0].status === 'delivered';
  await until(() => delivered(opened.id), Boolean);

  counting = true;
  const texts = 5;
  const sent: Message[] = [];
  for (let i = 0; i < texts; i++) {
    const answer = await send(`Reminder ${i}`, opened.conversationId);
    expect(answer.statusCode).toBe(201);
    sent.push(answer.json() as Message);
  }
  // The simulator reports 'delivered' a second after each text, as a provider's callback.
  for (const m of sent) await until(() => delivered(m.id), Boolean);
  counting = false;

  expect(statements.filter((sql) => sql === 'begin')).toEqual([]);
  expect(statements.length / texts).toBeLessThanOrEqual(6);
});
