/**
 * A professional sends a message (POST /messages). SPEC §2/§4 rules, in order: a body
 * ('A message body is required.'); one active conversation per patient; not into a closed one;
 * not while an automated conversation runs (until 'End Conversation'); not while the patient is
 * in Do Not Disturb; no text to a patient who opted out or has no number.
 *
 * Idempotent on the client id: the first send stores the message (unique on sender + client id)
 * and texts it; a retry with the same id answers that message and sends nothing again.
 */
import type { Message, SendMessageInput } from '@hearth/shared-kernel/domain';
import { SEND_REFUSALS } from '@hearth/shared-kernel/conversations';
import { validateMessage } from '@hearth/shared-kernel/rules';
import type { Db } from '../db/types';
import { appendMessage, earlierSend } from '../messages/append';
import { patientInOrg } from '../patients/queries';
import { SmsRefusedError, type SmsProvider } from '../sms/provider';
import { activeConversationOf, conversationIn, setMessageStatus } from './queries';
import { CHAT_OPEN_SQL } from '../secure-chat/patient-sessions';

export type SendOutcome =
  | { kind: 'sent'; message: Message; created: boolean; newConversation: boolean }
  | { kind: 'invalid'; messages: string[] }
  | { kind: 'not-found' }
  | { kind: 'refused'; message: string; conversationId?: string };

type Ctx = { orgId: string; professionalId: string };

/** A retry answers its first send, whatever has happened since (another patient's id is no match). */
const answerEarlier = (earlier: Message, input: SendMessageInput): SendOutcome =>
  earlier.patientId === input.patientId ? { kind: 'sent', message: earlier, created: false, newConversation: false } : { kind: 'not-found' };

export async function sendMessage(db: Db, sms: SmsProvider, ctx: Ctx, input: SendMessageInput): Promise<SendOutcome> {
  const invalid = validateMessage(input);
  if (invalid.length) return { kind: 'invalid', messages: invalid };
  const key = { senderId: ctx.professionalId, clientId: input.clientId };
  const earlier = await earlierSend(db, key);
  if (earlier) return answerEarlier(earlier, input);

  const outcome = await attemptSend(db, sms, ctx, input);
  if (outcome.kind !== 'refused' || outcome.message !== SEND_REFUSALS.oneActive) return outcome;
  // "Another active conversation" may be this send's own first attempt, racing it: when that
  // attempt has stored the message meanwhile, the retry answers it.
  const first = await earlierSend(db, key);
  return first ? answerEarlier(first, input) : outcome;
}

async function attemptSend(db: Db, sms: SmsProvider, ctx: Ctx, input: SendMessageInput): Promise<SendOutcome> {
  const patient = await patientInOrg(db, ctx.orgId, input.patientId);
  if (!patient) return { kind: 'not-found' };

  let into: { id: string; automated: boolean } | 'new' = 'new';
  if (input.conversationId) {
    const convo = await conversationIn(db, [ctx.orgId], input.conversationId);
    if (!convo || convo.patientId !== patient.id) return { kind: 'not-found' };
    if (convo.status === 'closed') return { kind: 'refused', message: SEND_REFUSALS.closed };
    if (convo.isConvoLocked) return { kind: 'refused', message: SEND_REFUSALS.automated, conversationId: convo.id };
    into = { id: convo.id, automated: convo.automated };
  } else {
    const active = await activeConversationOf(db, patient.id);
    if (active) return { kind: 'refused', message: active.automated ? SEND_REFUSALS.automated : SEND_REFUSALS.oneActive, conversationId: active.id };
  }

  if (patient.doNotDisturb) return { kind: 'refused', message: SEND_REFUSALS.doNotDisturb };
  const prefs = await db.query<{ sms_enabled: boolean; chat_open: boolean }>(`select sms_enabled, ${CHAT_OPEN_SQL} as chat_open from patients p where id = $1`, [patient.id]);
  if (input.channel === 'sms') {
    if (patient.optedOut) return { kind: 'refused', message: SEND_REFUSALS.optedOut };
    if (!patient.smsPhoneNumber) return { kind: 'refused', message: SEND_REFUSALS.noPhone };
    if (!prefs.rows[0].sms_enabled) return { kind: 'refused', message: SEND_REFUSALS.smsOff };
  } else if (!prefs.rows[0].chat_open) {
    return { kind: 'refused', message: SEND_REFUSALS.chatOff };
  }

  const body = input.body.trim();
  const subject = input.subject?.trim() || null;
  const stored = await appendMessage(db, {
    orgId: ctx.orgId,
    patientId: patient.id,
    into,
    opening: { channel: input.channel, subject, urgency: input.urgency, createdBy: ctx.professionalId },
    message: { clientId: input.clientId, senderId: ctx.professionalId, direction: 'outbound', channel: input.channel, status: 'sent', body, urgency: input.urgency, subject },
  });
  if (stored.kind !== 'appended') {
    // The same send's retry stored it meanwhile (sendMessage answers that), or another send opened a conversation.
    const active = await activeConversationOf(db, patient.id);
    return { kind: 'refused', message: SEND_REFUSALS.oneActive, conversationId: active?.id };
  }

  const { message } = stored;
  if (input.channel === 'sms') {
    try {
      await sms.send({ to: patient.smsPhoneNumber!, body, orgId: ctx.orgId, patientId: patient.id, messageId: message.id, purpose: 'message' });
    } catch (error) {
      // Kept as failed, so the thread shows it; the gateway's reason goes back to the sender.
      await setMessageStatus(db, message.id, 'failed');
      if (error instanceof SmsRefusedError) return { kind: 'refused', message: error.message };
      throw error;
    }
  }
  return { kind: 'sent', message: await setMessageStatus(db, message.id, 'delivered'), created: true, newConversation: stored.newConversation };
}
