/** Calls about conversations (SPEC §7 "Communication queries"): the list, the messages, sending, ending and closing. */
import type { ConversationSummary, Message, UnreadCount } from '../domain/conversations';
import type { Paged } from '../domain/paging';
import { inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/conversations';

export const conversationCalls = {
  /**
   * `Paged<ConversationSummary>`; take default 20, sortKey default `created_at`, DESC;
   * `communicationType` `direct`/`conversation`/`system`; `status` `active`/`closed`;
   * `needsResponse=true` keeps only conversations awaiting a reply
   */
  list: call<typeof S.list, Paged<ConversationSummary>>()('GET', '/CommunicationRequest', inOrg('VIEW_PATIENT')),
  /**
   * `Paged<Message>` newest first, 20 at a time; `after={seq}` answers every message newer than
   * that (oldest first, up to 500) for catch-up after a reconnect
   */
  messages: call<typeof S.messages, Paged<Message>>()('GET', '/Communication', inOrg('VIEW_PATIENT')),
  /** Idempotent on clientId: a retry answers the first message (200), never a second one. */
  send: call<typeof S.send, Message>()('POST', '/messages', inOrg('SEND_MESSAGE')),
  /** Ends an automated conversation, so the care team can write. */
  end: call<typeof S.end, ConversationSummary>()('POST', '/conversations/:id/end', inOrg('SEND_MESSAGE')),
  /** `ConversationSummary` (closed); it leaves every unread count */
  close: call<typeof S.close, ConversationSummary>()('POST', '/conversations/:id/close', inOrg('SEND_MESSAGE')),
  /** Sends a text that was not delivered again (the same message; consent is checked again). */
  retry: call<typeof S.retry, Message>()('POST', '/messages/:id/retry', inOrg('SEND_MESSAGE')),
  /** The caller's unread conversations in the current organisation. */
  unread: call<typeof S.unread, UnreadCount>()('GET', '/conversations/unread', inOrg('VIEW_PATIENT')),
  /** Opening a conversation: read up to the newest message the screen holds (a later one stays unread). */
  markRead: call<typeof S.markRead, UnreadCount>()('POST', '/conversations/:id/read', inOrg('VIEW_PATIENT')),
};
