/**
 * Every message enters a conversation here, whichever path brings it: a professional's send
 * (conversations/send.ts), the patient's secure chat (secure-chat/messages.ts) and an inbound text
 * (sms/inbound.ts). The conversation is the one named, else the patient's active one, opened when
 * there is none (SPEC §2, one active conversation per patient).
 *
 * One statement locks the conversation, writes the message, its conversation's last-message
 * fields and needs-response flag, the patient's, and an inbound text's log row: atomic without a
 * transaction's extra round trips, which sit on the path to every following socket. Only opening a conversation takes a
 * transaction, so that no empty conversation stays behind.
 *
 * Idempotent on the sender's client id: the database's unique indexes settle a race between a
 * send and its own retry, and `earlierSend` is the one lookup of a message already sent.
 */
import { randomUUID } from 'node:crypto';
import type { Channel, Message, MessageStatus, Urgency } from '@hearth/shared-kernel/domain';
import type { Db, Queryable, SqlParam } from '../../platform/db/types';
import { activeConversationOf, MESSAGE_COLUMNS, MESSAGE_FROM, toMessage, writtenMessageSql, type MessageShape } from './queries';

/** Who sent a message under a client id: a professional, or the patient (sender null). */
export type SendKey = { clientId: string; senderId: string } | { clientId: string; patientId: string };

/** The message sent earlier under this client id, if any (a retry answers it). */
export async function earlierSend(q: Queryable, key: SendKey): Promise<Message | null> {
  const [who, id] = 'senderId' in key ? ['m.sender_id = $1', key.senderId] : ['m.sender_id is null and m.patient_id = $1', key.patientId];
  const { rows } = await q.query<MessageShape>(`select ${MESSAGE_COLUMNS} ${MESSAGE_FROM} where ${who} and m.client_id = $2`, [id, key.clientId]);
  return rows[0] ? toMessage(rows[0]) : null;
}

export interface AppendInput {
  orgId: string;
  patientId: string;
  /**
   * Where it goes: a conversation already checked by the caller ({ id, automated }); 'active' for
   * the patient's active conversation (opened when there is none); 'new' for a new one only (a
   * professional's first message must not slip into a conversation opened meanwhile).
   */
  into: { id: string; automated: boolean } | 'active' | 'new';
  /** A new conversation's fields. */
  opening: { channel: Channel; subject?: string | null; urgency?: Urgency; createdBy?: string | null };
  message: {
    clientId: string | null;
    senderId: string | null;
    direction: 'inbound' | 'outbound';
    channel: Channel;
    status: MessageStatus;
    body: string;
    urgency?: Urgency;
    subject?: string | null;
  };
  /** An inbound text: its log row (sms_texts) from this number, written with the message. */
  textedFrom?: string;
}

export type AppendOutcome =
  | { kind: 'appended'; message: Message; newConversation: boolean }
  /** The client id was used already (a retry racing its first attempt). */
  | { kind: 'duplicate' }
  /** 'new' was asked and another active conversation was opened meanwhile. */
  | { kind: 'conversation-taken' };

export async function appendMessage(db: Db, input: AppendInput): Promise<AppendOutcome> {
  const known = typeof input.into === 'object' ? input.into : input.into === 'active' ? await activeConversationOf(db, input.patientId) : null;
  if (known) return writeMessage(db, input, known, false);
  return db.tx(async (q) => {
    const id = randomUUID();
    const { opening, patientId } = input;
    const inserted = await q.query(
      `insert into conversations (id, org_id, patient_id, type, status, subject, urgency, channel, created_by)
       values ($1, $2, $3, 'conversation', 'active', $4, $5, $6, $7)
       on conflict (patient_id) where status = 'active' do nothing`,
      [id, input.orgId, patientId, opening.subject ?? null, opening.urgency ?? 'normal', opening.channel, opening.createdBy ?? null],
    );
    if (inserted.rowCount === 1) return writeMessage(q, input, { id, automated: false }, true);
    if (input.into === 'new') return { kind: 'conversation-taken' as const };
    // Opened by a concurrent message: join it.
    const active = await activeConversationOf(q, patientId);
    return writeMessage(q, input, active!, false);
  });
}

async function writeMessage(q: Queryable, input: AppendInput, conversation: { id: string; automated: boolean }, newConversation: boolean): Promise<AppendOutcome> {
  const { message, patientId } = input;
  // The conflict target is the unique index of the sender's kind (professional, or the patient).
  const sender = message.clientId === null ? 'unkeyed' : message.senderId === null ? 'patient' : 'professional';
  const conflict = {
    unkeyed: '',
    patient: 'on conflict (patient_id, client_id) where client_id is not null and sender_id is null do nothing',
    professional: 'on conflict (sender_id, client_id) where client_id is not null do nothing',
  }[sender];
  const params: SqlParam[] = [
    randomUUID(),
    conversation.id,
    patientId,
    input.orgId,
    message.clientId,
    message.senderId,
    message.direction,
    message.channel,
    message.status,
    message.body,
    message.urgency ?? 'normal',
    message.subject ?? null,
    // A patient's words wait for the care team, unless an automated conversation answers them.
    message.direction === 'inbound' && !conversation.automated,
  ];
  // A duplicate (nothing inserted) touches nothing: each write below needs the new row.
  const also = [
    `c as (update conversations set last_message_at = now(), updated_at = now(), last_message_preview = left($10, 140), needs_response = $13,
              last_patient_channel = case when $7 = 'inbound' then $8 else last_patient_channel end
            where id = $2 and exists (select from m))`,
    `t as (update patients set needs_response = $13, last_contact_at = now() where id = $3 and exists (select from m))`,
    // Waiting for a response: unread for each of the patient's care team until they open it.
    `u as (insert into conversation_unread (professional_id, conversation_id, org_id, last_seq)
            select c.professional_id, m.conversation_id, m.org_id, m.seq from m join care_team_members c on c.patient_id = m.patient_id where $13
            on conflict (professional_id, conversation_id) do update set last_seq = greatest(conversation_unread.last_seq, excluded.last_seq))`,
  ];
  if (input.textedFrom !== undefined) {
    params.push(input.textedFrom);
    also.push(`s as (insert into sms_texts (phone, direction, body, patient_id, message_id) select $14, 'from_phone', m.body, m.patient_id, m.id from m)`);
  }
  // The conversation is locked before the seq is drawn (the insert reads from the lock), so seqs
  // commit in order within a conversation: a screen that catches up after the newest seq it holds
  // would never see a smaller one committed later.
  const lock = `l as (select id from conversations where id = $2::uuid for no key update)`;
  const { rows } = await q.query<MessageShape>(
    writtenMessageSql(
      `insert into messages (id, conversation_id, patient_id, org_id, client_id, sender_id, direction, channel, status, body, urgency, subject)
       select $1::uuid, l.id, $3::uuid, $4::uuid, $5::text, $6::uuid, $7::text, $8::text, $9::text, $10::text, $11::text, $12::text from l
       ${conflict}`,
      also,
      [lock],
    ),
    params,
    // Prepared per text of the statement: planning it cost about as much as running it.
    { prepare: `append-message-${sender}${input.textedFrom === undefined ? '' : '-texted'}` },
  );
  return rows[0] ? { kind: 'appended', message: toMessage(rows[0]), newConversation } : { kind: 'duplicate' };
}
