/**
 * Conversation calls (SPEC §7): GET CommunicationRequest for the list, GET Communication for a
 * conversation's messages, POST messages with a client id, and ending an automated conversation.
 * Shared by the patient view and the patient's conversations page.
 */
import { conversationCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';
import { pagedOf } from '../answers';
import { patientsApi } from '../patientsApi';
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_SIZE } from '@hearth/shared-kernel/domain';
import type { ConversationSortKey, ConversationSummary, Message, Paged, PatientDetail, SendMessageInput } from '../../domain';

export type ConversationType = 'direct' | 'system' | 'closed';
export type { ConversationSortKey };

export interface ConversationQuery {
  type: ConversationType;
  searchValue?: string;
  filterByOrgIds?: string[];
  patientId?: string;
  sortKey: ConversationSortKey;
  sortDirection: 'ASC' | 'DESC';
  skip: number;
  take?: number;
  /** A keyset cursor from the page before (its next) or after (its prev); the server then ignores skip. */
  after?: string;
  before?: string;
}

export interface MessagesQuery {
  conversationId: string;
  patientId: string;
  skip?: number;
  take?: number;
  /** Every message newer than this seq, oldest first (catch-up after a reconnect). */
  after?: number;
}

/** clientId is generated once per message on this device; a retry repeats it so the server stores one. */
export type SendInput = SendMessageInput;

export interface ConversationsApi {
  conversations(query: ConversationQuery): Promise<Paged<ConversationSummary>>;
  messages(query: MessagesQuery): Promise<Paged<Message>>;
  send(input: SendInput, signal: AbortSignal): Promise<Message>;
  /** Ends an automated conversation; answers it unlocked. */
  end(conversationId: string): Promise<ConversationSummary | void>;
  patient(patientId: string): Promise<PatientDetail>;
  /** Gives a text that was not delivered to the provider again; answers it as it stands. */
  retryText(messageId: string): Promise<Message>;
  /** This professional opened the conversation holding messages up to `upToSeq`. */
  markRead(conversationId: string, upToSeq: number): Promise<unknown>;
}

/** SPEC §3/§4: closed conversations (of any type) are fetched with status closed, the others active. */
export function communicationRequestQuery(q: ConversationQuery) {
  return {
    communicationType: q.type === 'closed' ? undefined : q.type,
    status: q.type === 'closed' ? ('closed' as const) : ('active' as const),
    searchValue: q.searchValue || undefined,
    filterByOrgIds: q.filterByOrgIds && q.filterByOrgIds.length > 0 ? q.filterByOrgIds.join(',') : undefined,
    patientId: q.patientId,
    sortKey: q.sortKey,
    sortDirection: q.sortDirection,
    skip: q.skip,
    take: q.take ?? CONVERSATIONS_PAGE_SIZE,
    after: q.after,
    before: q.before,
  };
}

export const conversationsApi: ConversationsApi = {
  conversations: async (q) => {
    const page = pagedOf<ConversationSummary>(await http.call(conversationCalls.list, { query: communicationRequestQuery(q) }));
    // One patient's list never shows another patient's conversation, whatever the server filtered.
    return q.patientId ? { ...page, results: page.results.filter((c) => c.patientId === q.patientId) } : page;
  },
  messages: async (q) =>
    pagedOf<Message>(
      await http.call(conversationCalls.messages, {
        query: {
          conversationId: q.conversationId,
          patientId: q.patientId,
          ...(q.after !== undefined ? { after: q.after } : { skip: q.skip ?? 0, take: q.take ?? MESSAGES_PAGE_SIZE }),
        },
      }),
    ),
  // 'caller': a refused send (opted out, closed) is shown on the message, it must not log anyone out.
  send: (input, signal) => http.call(conversationCalls.send, { body: input }, { signal, errorPolicy: 'caller' }),
  end: (conversationId) => http.call(conversationCalls.end, { params: { id: conversationId } }),
  patient: (patientId) => patientsApi.get(patientId),
  // 'caller': a refused retry (opted out meanwhile) is shown on the message.
  retryText: (messageId) => http.call(conversationCalls.retry, { params: { id: messageId } }, { errorPolicy: 'caller' }),
  // 'caller': a failed mark only leaves the conversation unread.
  markRead: (conversationId, upToSeq) => http.call(conversationCalls.markRead, { params: { id: conversationId }, body: { upToSeq } }, { errorPolicy: 'caller' }),
};
