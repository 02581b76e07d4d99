/** The patient's side of secure chat (their own conversation), spoken for by the patient token. */
import { secureChatCalls } from '@hearth/shared-kernel/api';
import { CATCH_UP_BATCH } from '@hearth/shared-kernel/conversations';
import { http } from '@hearth/shared-kernel/http';

const caller = { errorPolicy: 'caller' } as const;

export const patientChatApi = {
  /** Newest first; `before` a seq for older pages. */
  page: (before?: number) => http.call(secureChatCalls.messages, { query: { before, take: 20 } }, caller),
  /** Everything after `seq`, oldest first (catch-up after a dropped connection). */
  since: (seq: number) => http.call(secureChatCalls.messages, { query: { after: seq, take: CATCH_UP_BATCH } }, caller),
  send: (input: { clientId: string; body: string }, signal: AbortSignal) => http.call(secureChatCalls.send, { body: input }, { ...caller, signal }),
  /** The care team's messages up to `upToSeq` were on screen. */
  markRead: (upToSeq: number) => http.call(secureChatCalls.markRead, { body: { upToSeq } }, caller),
};
