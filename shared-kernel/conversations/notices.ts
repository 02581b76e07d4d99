/**
 * The conversation notices the console shows above the composer (SPEC §2), decided in one pure
 * function from what the screen holds. Each notice's text is the refusal the API gives for the
 * same case (./texts.ts), so what the professional reads before sending is what a send would answer.
 */
import { SEND_REFUSALS, type RefusalCase } from './texts';

export type NoticeKind = 'automated' | 'closed' | 'one-active' | 'opted-out' | 'do-not-disturb';

/** The refusal case behind each notice. */
export const NOTICE_CASES: Record<NoticeKind, RefusalCase> = {
  automated: 'automated',
  closed: 'closed',
  'one-active': 'oneActive',
  'opted-out': 'optedOut',
  'do-not-disturb': 'doNotDisturb',
};

export const NOTICE_TEXTS: Record<NoticeKind, string> = {
  automated: SEND_REFUSALS.automated,
  closed: SEND_REFUSALS.closed,
  'one-active': SEND_REFUSALS.oneActive,
  'opted-out': SEND_REFUSALS.optedOut,
  'do-not-disturb': SEND_REFUSALS.doNotDisturb,
};

export interface ConversationNotice {
  kind: NoticeKind;
  text: string;
  /** True when the professional cannot send in this conversation until it is resolved. */
  blocksSending: boolean;
  /** True when it blocks text messages only (secure chat still works). */
  blocksText?: boolean;
}

export interface NoticeInput {
  /** The conversation being looked at; absent when composing a new one. */
  conversation?: { status: 'active' | 'closed'; automated?: boolean; isConvoLocked?: boolean } | null;
  /** The patient has another active conversation than the one looked at. */
  otherActiveConversation?: boolean;
  doNotDisturb?: boolean;
  optedOut?: boolean;
}

export function conversationNotices(input: NoticeInput): ConversationNotice[] {
  const out: ConversationNotice[] = [];
  const convo = input.conversation;
  const notice = (kind: NoticeKind, blocksSending: boolean, blocksText?: boolean): ConversationNotice => ({
    kind,
    text: NOTICE_TEXTS[kind],
    blocksSending,
    ...(blocksText ? { blocksText } : {}),
  });
  if (convo?.status === 'closed') out.push(notice('closed', true));
  else if (convo && (convo.automated || convo.isConvoLocked)) out.push(notice('automated', true));
  if (!convo && input.otherActiveConversation) out.push(notice('one-active', true));
  if (input.optedOut) out.push(notice('opted-out', false, true));
  // The API refuses every send to a patient in Do Not Disturb.
  if (input.doNotDisturb) out.push(notice('do-not-disturb', true));
  return out;
}

/** The screen's records as the notices read them: the conversation row and the patient's record. */
export interface NoticeSources {
  conversation: { status: 'active' | 'closed'; automated: boolean; isConvoLocked: boolean; doNotDisturb?: boolean; optedOut?: boolean } | null;
  patient: { doNotDisturb: boolean; optedOut: boolean; enrollmentStatus?: string; activeConversationId?: string | null } | null;
  /** Composing a new conversation (no conversation open). */
  composingNew: boolean;
}

/** What the console feeds `conversationNotices`, from the records it holds (the patient's, when loaded, wins). */
export function noticeInputOf({ conversation, patient, composingNew }: NoticeSources): NoticeInput {
  return {
    conversation: conversation ? { status: conversation.status, automated: conversation.automated, isConvoLocked: conversation.isConvoLocked } : null,
    otherActiveConversation: composingNew && !!patient?.activeConversationId,
    doNotDisturb: patient ? patient.doNotDisturb : conversation?.doNotDisturb,
    optedOut: patient ? patient.optedOut || patient.enrollmentStatus === 'opted_out' : conversation?.optedOut,
  };
}

/** Whether anything stops a send on this channel. */
export function sendingBlocked(notices: readonly ConversationNotice[], channel: 'sms' | 'chat'): boolean {
  return notices.some((n) => n.blocksSending || (channel === 'sms' && n.blocksText));
}
