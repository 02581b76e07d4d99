/**
 * Conversation calls (SPEC §7): GET CommunicationRequest for the list, GET Communication for a
 * conversation's messages, POST messages with a client id, and ending an automated conversation.
 * Shared by the patient view and the patient's conversations page.
 */
import { http } from '@hearth/shared-kernel/http';
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_SIZE } from '@hearth/shared-kernel/domain';
import type { Channel, ConversationSummary, Message, Paged, PatientDetail, Urgency } from '../../domain';

export type ConversationType = 'direct' | 'system' | 'closed';
export type ConversationSortKey = 'needs_response' | 'created_at' | 'updated_at' | 'patient_name';

export interface ConversationQuery {
  type: ConversationType;
  searchValue?: string;
  filterByOrgIds?: string[];
  patientId?: string;
  sortKey: ConversationSortKey;
  sortDirection: 'ASC' | 'DESC';
  skip: number;
  take?: number;
}

export interface MessagesQuery {
  conversationId: string;
  patientId: string;
  skip: number;
  take?: number;
}

export interface SendInput {
  /** Generated once per message on this device; a retry repeats it so the server stores one. */
  clientId: string;
  patientId: string;
  conversationId?: string | null;
  body: string;
  channel: Channel;
  urgency: Urgency;
  subject?: string | null;
}

export interface ConversationsApi {
  conversations(query: ConversationQuery): Promise<Paged<ConversationSummary>>;
  messages(query: MessagesQuery): Promise<Paged<Message>>;
  send(input: SendInput, signal: AbortSignal): Promise<Message>;
  end(conversationId: string): Promise<void>;
  patient(patientId: string): Promise<PatientDetail>;
}

/** SPEC §3: the type 'direct' is a 'conversation'; closed ones are any type with status closed. */
export function communicationRequestQuery(q: ConversationQuery): Record<string, string | number | boolean | string[] | undefined> {
  return {
    communicationType: q.type === 'closed' ? undefined : q.type === 'direct' ? 'conversation' : 'system',
    status: q.type === 'closed' ? 'closed' : 'active',
    searchValue: q.searchValue || undefined,
    filterByOrgIds: q.filterByOrgIds && q.filterByOrgIds.length > 0 ? q.filterByOrgIds.join(',') : undefined,
    patientId: q.patientId,
    sortKey: q.sortKey === 'needs_response' ? 'created_at' : q.sortKey,
    sortDirection: q.sortDirection,
    needsResponse: q.sortKey === 'needs_response' ? true : undefined,
    skip: q.skip,
    take: q.take ?? CONVERSATIONS_PAGE_SIZE,
  };
}

function paged<T>(answer: unknown): Paged<T> {
  const a = (answer ?? {}) as Partial<Paged<T>>;
  const results = Array.isArray(a.results) ? a.results : Array.isArray(answer) ? (answer as T[]) : [];
  return { totalRecords: typeof a.totalRecords === 'number' ? a.totalRecords : results.length, results };
}

export const conversationsApi: ConversationsApi = {
  conversations: async (q) => paged<ConversationSummary>(await http.get('CommunicationRequest', { query: communicationRequestQuery(q) })),
  messages: async (q) =>
    paged<Message>(
      await http.get('Communication', {
        query: { conversationId: q.conversationId, patientId: q.patientId, skip: q.skip, take: q.take ?? MESSAGES_PAGE_SIZE },
      }),
    ),
  // 'caller': a refused send (opted out, closed) is shown on the message, it must not log anyone out.
  send: (input, signal) => http.post<Message>('messages', { body: input, signal, errorPolicy: 'caller' }),
  end: async (conversationId) => {
    await http.post(`conversations/${encodeURIComponent(conversationId)}/end`, { body: {} });
  },
  patient: (patientId) => http.get<PatientDetail>(`patients/${encodeURIComponent(patientId)}`),
};
