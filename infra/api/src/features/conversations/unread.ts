/**
 * Unread conversations per professional: a patient's message is unread for each of the patient's
 * care team (the rows conversation_unread, written with the message in messages/append.ts) until
 * the professional opens the conversation. Counts are counts of those rows; every change is
 * told to the professional's own live sub, so each of their open tabs follows within a second.
 */
import type { Message, UnreadCount, UnreadEvent } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../../platform/db/types';
import type { LiveFanout } from '../../platform/live/fanout';
import { professionalSub } from '../../platform/live/subscriptions';

export async function unreadCount(q: Queryable, professionalId: string, orgId: string): Promise<UnreadCount> {
  const { rows } = await q.query<{ n: number }>(`select count(*)::int as n from conversation_unread where professional_id = $1 and org_id = $2`, [
    professionalId,
    orgId,
  ]);
  return { orgId, unread: Number(rows[0].n) };
}

/**
 * The professional opened the conversation holding messages up to `upToSeq`: read, unless a
 * newer message came meanwhile (it stays unread until the screen has it). The care team has now
 * seen the patient's messages (the patient's "Seen").
 */
export async function markRead(q: Queryable, professionalId: string, conversationId: string, upToSeq: number): Promise<void> {
  await q.query(
    `with d as (delete from conversation_unread where professional_id = $1 and conversation_id = $2 and last_seq <= $3)
     update conversations set care_team_seen_at = now() where id = $2`,
    [professionalId, conversationId, upToSeq],
  );
}

/** A closed conversation waits for nobody. Answers who had it unread. */
export async function forgetUnread(q: Queryable, conversationId: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(`delete from conversation_unread where conversation_id = $1 returning professional_id::text as id`, [conversationId]);
  return rows.map((r) => r.id);
}

/** Tells each professional their new count in the organisation (with the patient who just wrote, if one did). */
export async function publishUnread(
  q: Queryable,
  live: Pick<LiveFanout, 'publish'>,
  orgId: string,
  professionalIds: readonly string[],
  latest?: UnreadEvent['latest'],
): Promise<void> {
  if (!professionalIds.length) return;
  const { rows } = await q.query<{ id: string; n: number }>(
    `select p.id::text as id, (select count(*)::int from conversation_unread u where u.professional_id = p.id and u.org_id = $2) as n
       from unnest($1::uuid[]) as p(id)`,
    [professionalIds, orgId],
  );
  for (const r of rows) {
    const event: UnreadEvent = { orgId, unread: Number(r.n), ...(latest ? { latest } : {}) };
    await live.publish(professionalSub(r.id), 'unread', event);
  }
}

/** After a patient's message: the care team members it is unread for, told with the patient's first name. */
export async function publishPatientMessageUnread(q: Queryable, live: Pick<LiveFanout, 'publish'>, orgId: string, message: Message): Promise<void> {
  const { rows } = await q.query<{ id: string; first_name: string }>(
    `select u.professional_id::text as id, c.patient_first_name as first_name
       from conversation_unread u join conversations c on c.id = u.conversation_id
      where u.conversation_id = $1 and u.last_seq = $2`,
    [message.conversationId, message.seq],
  );
  if (!rows.length) return;
  await publishUnread(q, live, orgId, rows.map((r) => r.id), { conversationId: message.conversationId, patientId: message.patientId, patientFirstName: rows[0].first_name });
}
