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
import type { Db } from '../../platform/db/types';
import { appendMessage, earlierSend } from './append';
import { patientInOrg } from '../patients/port';
import { SmsRefusedError, type SmsProvider } from '../../channels/sms/provider';
import { activeConversationOf, sendTarget, setMessageStatus, type ReachablePatient, type SendTarget } from './queries';
import { CHAT_OPEN_SQL } from '../patient-app/port';
import { recordProviderSend } from './status';

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
  const target = await sendTarget(db, { orgId: ctx.orgId, patientId: input.patientId, conversationId: input.conversationId ?? null, ...key });
  const earlier = target.earlierId ? await earlierSend(db, key) : null;
  if (earlier) return answerEarlier(earlier, input);

  const outcome = await attemptSend(db, sms, ctx, input, target);
  if (outcome.kind !== 'refused' || outcome.message !== SEND_REFUSALS.oneActive) return outcome;
  // "Another active conversation" may be this send's own first attempt, racing it: when that
  // attempt has stored the message meanwhile, the retry answers it.
  const first = await earlierSend(db, key);
  return first ? answerEarlier(first, input) : outcome;
}

async function attemptSend(db: Db, sms: SmsProvider, ctx: Ctx, input: SendMessageInput, { patient, conversation }: SendTarget): Promise<SendOutcome> {
  if (!patient) return { kind: 'not-found' };

  let into: { id: string; automated: boolean } | 'new' = 'new';
  if (input.conversationId) {
    if (!conversation || conversation.patientId !== patient.id) return { kind: 'not-found' };
    if (conversation.status === 'closed') return { kind: 'refused', message: SEND_REFUSALS.closed };
    if (conversation.automated) return { kind: 'refused', message: SEND_REFUSALS.automated, conversationId: conversation.id };
    into = { id: conversation.id, automated: false };
  } else {
    const active = await activeConversationOf(db, patient.id);
    if (active) return { kind: 'refused', message: active.automated ? SEND_REFUSALS.automated : SEND_REFUSALS.oneActive, conversationId: active.id };
  }

  const refusal = refusalFor(patient, input.channel);
  if (refusal) return { kind: 'refused', message: refusal };

  const body = input.body.trim();
  const subject = input.subject?.trim() || null;
  const stored = await appendMessage(db, {
    orgId: ctx.orgId,
    patientId: patient.id,
    into,
    opening: { channel: input.channel, subject, urgency: input.urgency, createdBy: ctx.professionalId },
    // A text is queued until the provider takes it; a secure-chat message is sent once stored.
    message: { clientId: input.clientId, senderId: ctx.professionalId, direction: 'outbound', channel: input.channel, status: input.channel === 'sms' ? 'queued' : 'sent', body, urgency: input.urgency, subject },
  });
  if (stored.kind !== 'appended') {
    // The same send's retry stored it meanwhile (sendMessage answers that), or another send opened a conversation.
    const active = await activeConversationOf(db, patient.id);
    return { kind: 'refused', message: SEND_REFUSALS.oneActive, conversationId: active?.id };
  }

  const { message } = stored;
  if (input.channel === 'chat') return { kind: 'sent', message, created: true, newConversation: stored.newConversation };
  const texted = await textMessage(db, sms, { to: patient.smsPhoneNumber!, body, orgId: ctx.orgId, patientId: patient.id, messageId: message.id });
  if (texted.kind === 'refused') return texted;
  return { kind: 'sent', message: texted.message, created: true, newConversation: stored.newConversation };
}

/** Why the patient may not be written to on this channel now (null: they may): a send and a retry ask alike. */
function refusalFor(patient: ReachablePatient, channel: 'sms' | 'chat'): string | null {
  if (patient.doNotDisturb) return SEND_REFUSALS.doNotDisturb;
  if (channel === 'chat') return patient.chatOpen ? null : SEND_REFUSALS.chatOff;
  if (patient.optedOut) return SEND_REFUSALS.optedOut;
  if (!patient.smsPhoneNumber) return SEND_REFUSALS.noPhone;
  return patient.smsEnabled ? null : SEND_REFUSALS.smsOff;
}

/** The same, for a patient found otherwise (a retry, a notice): their channel settings are read first. */
export async function channelRefusal(
  db: Db,
  patient: { id: string; doNotDisturb: boolean; optedOut: boolean; smsPhoneNumber: string | null },
  channel: 'sms' | 'chat',
): Promise<string | null> {
  const prefs = await db.query<{ sms_enabled: boolean; chat_open: boolean }>(`select sms_enabled, ${CHAT_OPEN_SQL} as chat_open from patients p where id = $1`, [patient.id]);
  return refusalFor({ ...patient, smsEnabled: prefs.rows[0].sms_enabled, chatOpen: prefs.rows[0].chat_open }, channel);
}

/**
 * A text Hearth sends a patient on its own (an enrollment decision, a program's confirmation): it
 * goes only when a professional's text could (the same consent rules: not in Do Not Disturb, not
 * opted out, a number for texts, texts allowed in the communication preferences), and a refusal,
 * by those rules or by the gateway, is answered, never thrown: the action that caused it stands.
 */
export async function textPatientNotice(
  db: Db,
  sms: { send(input: { to: string; body: string; orgId: string; patientId: string; purpose: string }): Promise<unknown> },
  notice: { orgId: string; patientId: string; body: string; purpose: string },
): Promise<{ sent: true } | { sent: false; reason: string }> {
  const patient = await patientInOrg(db, notice.orgId, notice.patientId);
  if (!patient) return { sent: false, reason: 'not found' };
  const refusal = await channelRefusal(db, patient, 'sms');
  if (refusal) return { sent: false, reason: refusal };
  try {
    await sms.send({ to: patient.smsPhoneNumber!, body: notice.body, orgId: notice.orgId, patientId: patient.id, purpose: notice.purpose });
    return { sent: true };
  } catch (error) {
    if (error instanceof SmsRefusedError) return { sent: false, reason: error.message };
    throw error;
  }
}

/**
 * Gives a stored text to the SMS provider: 'sent' with the provider's id (its reports then move it
 * on), or kept as failed, so the thread shows it with Retry, and the gateway's reason goes back.
 */
export async function textMessage(
  db: Db,
  sms: SmsProvider,
  text: { to: string; body: string; orgId: string; patientId: string; messageId: string },
): Promise<{ kind: 'sent'; message: Message } | { kind: 'refused'; message: string }> {
  try {
    const { id } = await sms.send({ ...text, purpose: 'message' });
    return { kind: 'sent', message: await recordProviderSend(db, text.messageId, id) };
  } catch (error) {
    await setMessageStatus(db, text.messageId, 'failed');
    if (error instanceof SmsRefusedError) return { kind: 'refused', message: error.message };
    throw error;
  }
}
