/** The patient's side of secure chat (their own conversation), spoken for by the patient token. */
import { http } from '@hearth/shared-kernel/http';
import type { Message, Paged } from '@hearth/shared-kernel/domain';

const caller = { errorPolicy: 'caller' } as const;

export const patientChatApi = {
  /** Newest first; `before` a seq for older pages. */
  page: (before?: number) => http.get<Paged<Message>>('/patient/messages', { ...caller, query: { before, take: 20 } }),
  /** Everything after `seq`, oldest first (catch-up after a dropped connection). */
  since: (seq: number) => http.get<Paged<Message>>('/patient/messages', { ...caller, query: { after: seq, take: 100 } }),
  send: (input: { clientId: string; body: string }, signal: AbortSignal) =>
    http.post<Message>('/patient/messages', { ...caller, body: input, signal }),
};
