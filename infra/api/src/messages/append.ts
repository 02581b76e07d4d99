/**
 * Every message enters a conversation here, whichever path brings it: a professional's send
 * (conversations/send.ts), the patient's secure chat (secure-chat/messages.ts) and an inbound text
 * (sms/inbound.ts). In one transaction: the conversation (the one named, else the patient's active
 * one, opened when there is none: SPEC §2, one active conversation per patient), the message,
 * and the conversation's last-message fields and needs-response flag.
 *
 * Idempotent on the sender's client id: the database's unique indexes settle a race between a
 * send and its own retry, and `earlierSend` is the one lookup of a message already sent.
 */
import { randomUUID } from 'node:crypto';
import type { Channel, Message, MessageStatus, Urgency } from '@hearth/shared-kernel/domain';
import type { Db, Queryable } from '../db/types';
import { activeConversationOf, MESSAGE_COLUMNS, MESSAGE_FROM, toMessage, touchAfterMessage, writtenMessageSql, type MessageShape } from '../conversations/queries';

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
  /** More writes of the same transaction, once the message is stored (an inbound text's log row). */
  alsoInTransaction?: (q: Queryable, stored: { messageId: string; conversationId: string }) => Promise<void>;
}

export type AppendOutcome =
  | { kind: 'appended'; message: Message; newConversation: boolean }
  /** The client id was used already (a retry racing its first attempt). */
  | { kind: 'duplicate' }
  /** 'new' was asked and another active conversation was opened meanwhile. */
  | { kind: 'conversation-taken' };

export async function appendMessage(db: Db, input: AppendInput): Promise<AppendOutcome> {
  const { orgId, patientId, opening, message } = input;
  return db.tx(async (q) => {
    let conversation = typeof input.into === 'object' ? input.into : null;
    let newConversation = false;
    if (!conversation && input.into === 'active') {
      const active = await activeConversationOf(q, patientId);
      if (active) conversation = { id: active.id, automated: active.automated };
    }
    if (!conversation) {
      const id = randomUUID();
      const inserted = await q.query(
        `insert into conversations (id, org_id, patient_id, type, status, subject, urgency, channel, created_by)
         values ($1, $2, $3, 'conversation', 'active', $4, $5, $6, $7)
         on conflict (patient_id) where status = 'active' do nothing`,
        [id, orgId, patientId, opening.subject ?? null, opening.urgency ?? 'normal', opening.channel, opening.createdBy ?? null],
      );
      if (inserted.rowCount === 1) {
        conversation = { id, automated: false };
        newConversation = true;
      } else if (input.into === 'new') {
        return { kind: 'conversation-taken' as const };
      } else {
        // Opened by a concurrent message: join it.
        const active = await activeConversationOf(q, patientId);
        conversation = { id: active!.id, automated: active!.automated };
      }
    }
    const messageId = randomUUID();
    // The conflict target is the unique index of the sender's kind (professional, or the patient).
    const conflict =
      message.clientId === null
        ? ''
        : message.senderId === null
          ? 'on conflict (patient_id, client_id) where client_id is not null and sender_id is null do nothing'
          : 'on conflict (sender_id, client_id) where client_id is not null do nothing';
    const { rows } = await q.query<MessageShape>(
      writtenMessageSql(
        `insert into messages (id, conversation_id, patient_id, org_id, client_id, sender_id, direction, channel, status, body, urgency, subject)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ${conflict}`,
      ),
      [
        messageId,
        conversation.id,
        patientId,
        orgId,
        message.clientId,
        message.senderId,
        message.direction,
        message.channel,
        message.status,
        message.body,
        message.urgency ?? 'normal',
        message.subject ?? null,
      ],
    );
    if (!rows[0]) return { kind: 'duplicate' as const };
    await input.alsoInTransaction?.(q, { messageId, conversationId: conversation.id });
    await touchAfterMessage(q, { conversationId: conversation.id, patientId, body: message.body, direction: message.direction, automated: conversation.automated });
    return { kind: 'appended' as const, message: toMessage(rows[0]), newConversation };
  });
}
