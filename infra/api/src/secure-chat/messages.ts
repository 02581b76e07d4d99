/**
 * The patient's side of their conversation, over secure chat: the same messages the care team
 * sees (conversations/queries.ts), and the patient's own sends, idempotent on their client id.
 */
import { randomUUID } from 'node:crypto';
import type { Message, Paged } from '@hearth/shared-kernel/domain';
import { validateMessage } from '@hearth/shared-kernel/rules';
import { activeConversationOf, messageById, MESSAGE_COLUMNS, MESSAGE_FROM, toMessage, touchAfterMessage, type MessageShape } from '../conversations/queries';
import type { Db, Queryable } from '../db/types';

export interface PatientIdentity {
  patientId: string;
  orgId: string;
}

export const PATIENT_MESSAGES_PAGE = 20;
export const PATIENT_MESSAGES_MAX_TAKE = 100;

/**
 * Messages of the patient, every conversation: newest first (`before` a seq for older pages), or
 * with `after` a seq everything newer, oldest first (catch-up after a dropped socket).
 */
export async function patientMessages(
  q: Queryable,
  who: PatientIdentity,
  page: { before?: number; after?: number; take?: number },
): Promise<Paged<Message>> {
  const take = Math.min(Math.max(page.take ?? PATIENT_MESSAGES_PAGE, 1), PATIENT_MESSAGES_MAX_TAKE);
  const count = await q.query<{ n: number }>('select count(*)::int as n from messages m where m.patient_id = $1 and m.org_id = $2', [
    who.patientId,
    who.orgId,
  ]);
  const base = `select ${MESSAGE_COLUMNS} ${MESSAGE_FROM} where m.patient_id = $1 and m.org_id = $2`;
  const { rows } =
    page.after !== undefined
      ? await q.query<MessageShape>(`${base} and m.seq > $3 order by m.seq asc limit $4`, [who.patientId, who.orgId, page.after, take])
      : await q.query<MessageShape>(`${base} and ($3::bigint is null or m.seq < $3::bigint) order by m.seq desc limit $4`, [
          who.patientId,
          who.orgId,
          page.before ?? null,
          take,
        ]);
  return { totalRecords: Number(count.rows[0].n), results: rows.map(toMessage) };
}

export type PatientSendOutcome =
  | { kind: 'sent'; message: Message; created: boolean; newConversation: boolean }
  | { kind: 'invalid'; messages: string[] };

async function earlierSend(q: Queryable, who: PatientIdentity, clientId: string): Promise<Message | null> {
  const { rows } = await q.query<MessageShape>(
    `select ${MESSAGE_COLUMNS} ${MESSAGE_FROM} where m.patient_id = $1 and m.client_id = $2 and m.sender_id is null`,
    [who.patientId, clientId],
  );
  return rows[0] ? toMessage(rows[0]) : null;
}

/**
 * The patient writes: into the active conversation, or a new one. A retry with the same client
 * id answers the first message (the unique index of 004_patient_app_flow settles races).
 */
export async function patientSend(db: Db, who: PatientIdentity, input: { clientId: string; body: string }): Promise<PatientSendOutcome> {
  const invalid = validateMessage(input);
  if (invalid.length) return { kind: 'invalid', messages: invalid };
  const earlier = await earlierSend(db, who, input.clientId);
  if (earlier) return { kind: 'sent', message: earlier, created: false, newConversation: false };

  const body = input.body.trim();
  const stored = await db.tx(async (q) => {
    let convo = await activeConversationOf(q, who.patientId);
    let newConversation = false;
    if (!convo) {
      const conversationId = randomUUID();
      await q.query(
        `insert into conversations (id, org_id, patient_id, type, status, channel)
         values ($1, $2, $3, 'conversation', 'active', 'chat')
         on conflict (patient_id) where status = 'active' do nothing`,
        [conversationId, who.orgId, who.patientId],
      );
      convo = await activeConversationOf(q, who.patientId);
      newConversation = convo?.id === conversationId;
    }
    const messageId = randomUUID();
    const { rows } = await q.query<{ id: string }>(
      `insert into messages (id, conversation_id, patient_id, org_id, client_id, sender_id, direction, channel, status, body)
       values ($1, $2, $3, $4, $5, null, 'inbound', 'chat', 'received', $6)
       on conflict (patient_id, client_id) where client_id is not null and sender_id is null do nothing
       returning id::text as id`,
      [messageId, convo!.id, who.patientId, who.orgId, input.clientId, body],
    );
    if (!rows[0]) return null;
    await touchAfterMessage(q, { conversationId: convo!.id, patientId: who.patientId, body, direction: 'inbound', automated: convo!.automated });
    return { id: rows[0].id, newConversation };
  });
  if (!stored) {
    const again = await earlierSend(db, who, input.clientId);
    return { kind: 'sent', message: again!, created: false, newConversation: false };
  }
  return { kind: 'sent', message: (await messageById(db, stored.id))!, created: true, newConversation: stored.newConversation };
}
