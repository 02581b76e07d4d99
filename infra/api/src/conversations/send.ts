/**
 * A professional sends a message (POST /messages). SPEC §2/§4 rules, in order: a body
 * ('A message body is required.'); one active conversation per patient; not into a closed one;
 * not while an automated conversation runs (until 'End Conversation'); not while the patient is
 * in Do Not Disturb; no text to a patient who opted out or has no number.
 *
 * Idempotent on the client id: the first send stores the message (unique on sender + client id)
 * and texts it; a retry with the same id answers that message and sends nothing again.
 */
import { randomUUID } from 'node:crypto';
import type { Message, SendMessageInput } from '@hearth/shared-kernel/domain';
import { validateMessage } from '@hearth/shared-kernel/rules';
import type { Db, Queryable } from '../db/types';
import { patientInOrg } from '../patients/queries';
import { OPTED_OUT_MESSAGE, SmsRefusedError, type SmsProvider } from '../sms/provider';
import { activeConversationOf, conversationIn, messageById, MESSAGE_COLUMNS, MESSAGE_FROM, toMessage, touchAfterMessage, type MessageShape } from './queries';

export const SEND_REFUSALS = {
  oneActive: 'This patient already has an active conversation. Only one active conversation per patient is allowed: continue it instead.',
  closed: 'This conversation is closed. Start a new conversation to message the patient again.',
  automated: "An automated conversation is in progress with this patient. Select 'End Conversation' to reply yourself.",
  doNotDisturb: 'This patient is in Do Not Disturb. Messages cannot be sent until it is turned off.',
  optedOut: OPTED_OUT_MESSAGE,
  noPhone: 'This patient has no phone number for texts.',
  smsOff: 'This patient does not accept text messages. Use secure chat.',
  chatOff: 'This patient does not use secure chat. Send a text instead.',
} as const;

export type SendOutcome =
  | { kind: 'sent'; message: Message; created: boolean; newConversation: boolean }
  | { kind: 'invalid'; messages: string[] }
  | { kind: 'not-found' }
  | { kind: 'refused'; message: string; conversationId?: string };

async function existingSend(q: Queryable, senderId: string, clientId: string): Promise<Message | null> {
  const { rows } = await q.query<MessageShape>(
    `select ${MESSAGE_COLUMNS} ${MESSAGE_FROM} where m.sender_id = $1 and m.client_id = $2`,
    [senderId, clientId],
  );
  return rows[0] ? toMessage(rows[0]) : null;
}

export async function sendMessage(
  db: Db,
  sms: SmsProvider,
  ctx: { orgId: string; professionalId: string },
  input: SendMessageInput,
): Promise<SendOutcome> {
  const outcome = await attemptSend(db, sms, ctx, input);
  if (outcome.kind !== 'refused' || outcome.message !== SEND_REFUSALS.oneActive) return outcome;
  // A retry racing its own first attempt sees that attempt's conversation as "another active
  // one": when the first attempt has stored the message meanwhile, the retry answers it.
  const earlier = await existingSend(db, ctx.professionalId, input.clientId);
  return earlier && earlier.patientId === input.patientId ? { kind: 'sent', message: earlier, created: false, newConversation: false } : outcome;
}

async function attemptSend(
  db: Db,
  sms: SmsProvider,
  ctx: { orgId: string; professionalId: string },
  input: SendMessageInput,
): Promise<SendOutcome> {
  const invalid = validateMessage(input);
  if (invalid.length) return { kind: 'invalid', messages: invalid };

  // A retry answers the first send, whatever has happened since.
  const earlier = await existingSend(db, ctx.professionalId, input.clientId);
  if (earlier) return earlier.patientId === input.patientId ? { kind: 'sent', message: earlier, created: false, newConversation: false } : { kind: 'not-found' };

  const patient = await patientInOrg(db, ctx.orgId, input.patientId);
  if (!patient) return { kind: 'not-found' };

  let conversationId: string | null = null;
  let automated = false;
  if (input.conversationId) {
    const convo = await conversationIn(db, [ctx.orgId], input.conversationId);
    if (!convo || convo.patientId !== patient.id) return { kind: 'not-found' };
    if (convo.status === 'closed') return { kind: 'refused', message: SEND_REFUSALS.closed };
    if (convo.isConvoLocked) return { kind: 'refused', message: SEND_REFUSALS.automated, conversationId: convo.id };
    conversationId = convo.id;
    automated = convo.automated;
  } else {
    const active = await activeConversationOf(db, patient.id);
    if (active) return { kind: 'refused', message: active.automated ? SEND_REFUSALS.automated : SEND_REFUSALS.oneActive, conversationId: active.id };
  }

  if (patient.doNotDisturb) return { kind: 'refused', message: SEND_REFUSALS.doNotDisturb };
  const prefs = await db.query<{ sms_enabled: boolean; chat_enabled: boolean }>('select sms_enabled, chat_enabled from patients where id = $1', [patient.id]);
  if (input.channel === 'sms') {
    if (patient.optedOut) return { kind: 'refused', message: SEND_REFUSALS.optedOut };
    if (!patient.smsPhoneNumber) return { kind: 'refused', message: SEND_REFUSALS.noPhone };
    if (!prefs.rows[0].sms_enabled) return { kind: 'refused', message: SEND_REFUSALS.smsOff };
  } else if (!prefs.rows[0].chat_enabled) {
    return { kind: 'refused', message: SEND_REFUSALS.chatOff };
  }

  const body = input.body.trim();
  const stored = await db.tx(async (q) => {
    let newConversation = false;
    if (!conversationId) {
      const id = randomUUID();
      const inserted = await q.query(
        `insert into conversations (id, org_id, patient_id, type, status, subject, urgency, channel, created_by)
         values ($1, $2, $3, 'conversation', 'active', $4, $5, $6, $7)
         on conflict (patient_id) where status = 'active' do nothing`,
        [id, ctx.orgId, patient.id, input.subject?.trim() || null, input.urgency, input.channel, ctx.professionalId],
      );
      if (inserted.rowCount === 0) return null;
      conversationId = id;
      newConversation = true;
    }
    const messageId = randomUUID();
    const { rows } = await q.query<{ id: string }>(
      `insert into messages (id, conversation_id, patient_id, org_id, client_id, sender_id, direction, channel, status, body, urgency, subject)
       values ($1, $2, $3, $4, $5, $6, 'outbound', $7, 'sent', $8, $9, $10)
       on conflict (sender_id, client_id) where client_id is not null do nothing
       returning id::text as id`,
      [messageId, conversationId, patient.id, ctx.orgId, input.clientId, ctx.professionalId, input.channel, body, input.urgency, input.subject?.trim() || null],
    );
    if (!rows[0]) return { id: null, newConversation: false };
    await touchAfterMessage(q, { conversationId: conversationId!, patientId: patient.id, body, direction: 'outbound', automated });
    return { id: rows[0].id, newConversation };
  });

  if (stored === null) {
    // Another send opened a conversation meanwhile: the same retry, or a second one.
    const again = await existingSend(db, ctx.professionalId, input.clientId);
    if (again) return { kind: 'sent', message: again, created: false, newConversation: false };
    const active = await activeConversationOf(db, patient.id);
    return { kind: 'refused', message: SEND_REFUSALS.oneActive, conversationId: active?.id };
  }
  if (stored.id === null) {
    const again = await existingSend(db, ctx.professionalId, input.clientId);
    return { kind: 'sent', message: again!, created: false, newConversation: false };
  }

  if (input.channel === 'sms') {
    try {
      await sms.send({ to: patient.smsPhoneNumber!, body, orgId: ctx.orgId, patientId: patient.id, messageId: stored.id, purpose: 'message' });
      await db.query(`update messages set status = 'delivered' where id = $1`, [stored.id]);
    } catch (error) {
      // Kept as failed, so the thread shows it; the gateway's reason goes back to the sender.
      await db.query(`update messages set status = 'failed' where id = $1`, [stored.id]);
      if (error instanceof SmsRefusedError) return { kind: 'refused', message: error.message };
      throw error;
    }
  } else {
    await db.query(`update messages set status = 'delivered' where id = $1`, [stored.id]);
  }
  return { kind: 'sent', message: (await messageById(db, stored.id))!, created: true, newConversation: stored.newConversation };
}
