/**
 * SPEC §2 conversation notices, decided in one pure function so the patient view and the
 * patient's conversations page say the same thing: one active conversation per patient, the
 * patient in Do Not Disturb, the conversation closed, an automated conversation in progress until
 * 'End Conversation'; plus SPEC §4's opted-out status (the patient texted Stop).
 */

export type NoticeKind = 'automated' | 'closed' | 'one-active' | 'opted-out' | 'do-not-disturb';

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

export const NOTICE_TEXTS: Record<NoticeKind, string> = {
  automated: "An automated conversation is in progress with this patient. Select 'End Conversation' to reply yourself.",
  closed: 'This conversation is closed. Start a new conversation to message the patient again.',
  'one-active': 'This patient already has an active conversation. Only one active conversation per patient is allowed: continue it instead.',
  'opted-out': 'This patient has opted out of text messages (they replied Stop). Texting Start opts them back in.',
  'do-not-disturb': 'This patient is in Do Not Disturb: no message can be sent until it is turned off in their communication preferences.',
};

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

/** Whether anything stops a send on this channel. */
export function sendingBlocked(notices: readonly ConversationNotice[], channel: 'sms' | 'chat'): boolean {
  return notices.some((n) => n.blocksSending || (channel === 'sms' && n.blocksText));
}
