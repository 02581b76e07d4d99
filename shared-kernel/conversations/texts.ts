/**
 * What a conversation says when a send cannot go: the API answers these texts (409) and the
 * console shows the same ones as notices, so the two can never drift. SPEC §2 names the notices
 * (one active conversation per patient, Do Not Disturb, closed, automated until 'End Conversation'),
 * SPEC §3/§4 the opted-out status (the patient texted Stop, unsubscribe or cancel; Start opts back in).
 */
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../rules/messages';

export const SEND_REFUSALS = {
  oneActive: 'This patient already has an active conversation. Only one active conversation per patient is allowed: continue it instead.',
  closed: 'This conversation is closed. Start a new conversation to message the patient again.',
  automated: "An automated conversation is in progress with this patient. Select 'End Conversation' to reply yourself.",
  doNotDisturb: 'This patient is in Do Not Disturb. Messages cannot be sent until it is turned off in their communication preferences.',
  optedOut: 'This patient has opted out of text messages (they texted Stop, unsubscribe or cancel). Texting Start opts them back in.',
  noPhone: 'This patient has no phone number for texts.',
  smsOff: 'This patient does not accept text messages. Use secure chat.',
  chatOff: 'This patient does not use secure chat. Send a text instead.',
} as const;

/** A retry of a text that was delivered, or is still on its way. */
export const NOT_RETRYABLE = 'Only a text that was not delivered can be sent again.';

export type RefusalCase = keyof typeof SEND_REFUSALS;

/** The secure-chat calls' own answers; the refusals among them are the send refusals above. */
export const SECURE_API_MESSAGES = {
  tooManyAttempts: TOO_MANY_ATTEMPTS_MESSAGE,
  tooManyLinks: 'A secure link was sent recently. Please use the link you received or try again later.',
  noPhone: SEND_REFUSALS.noPhone,
  patientNotFound: 'Patient not found',
  chatOff: SEND_REFUSALS.chatOff,
} as const;
