/** Secure chat (SPEC §2, §8): the link and date-of-birth login, texting a link, and the patient's own messages. */
import type { Message } from '../domain/conversations';
import type { PatientMessagesPage, SecureLoginAnswer } from '../domain/secureChat';
import { inOrg, PATIENT, PUBLIC } from './access';
import { call } from './call';
import type * as S from './schemas/secureChat';

export const secureChatCalls = {
  /**
   * Takes `{ link, dob }`. `{ token }` (patient JWT, one day); 400 / 401 with SPEC's secure-chat
   * messages; 429 + `Retry-After`
   */
  login: call<typeof S.login, SecureLoginAnswer>()('POST', '/secure/login', PUBLIC),
  /**
   * Takes `{ patientId }`. 202; texts `{portal}/patient?link=…` (also on a `Secure` text and a
   * care-team chat message)
   */
  sendLink: call<typeof S.sendLink, { sent: true }>()('POST', '/secure/link', inOrg('SEND_MESSAGE')),
  /** Newest first (`before` a seq for older pages), or with `after` everything newer, oldest first. */
  messages: call<typeof S.messages, PatientMessagesPage>()('GET', '/patient/messages', PATIENT),
  /** Idempotent on clientId. */
  send: call<typeof S.send, Message>()('POST', '/patient/messages', PATIENT),
  /** `{ language }`: the patient chose the language of their pages and texts (the chat's menu). 204. */
  language: call<typeof S.language, void>()('PUT', '/patient/language', PATIENT),
  /** The care team's messages up to this seq were on the patient's screen: read. */
  markRead: call<typeof S.markRead, { read: number }>()('POST', '/patient/messages/read', PATIENT),
};
