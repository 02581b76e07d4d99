/**
 * One conversation thread as both chats hold it (the console's ThreadStore, the patient's chat
 * store), framework-free: the messages the server holds, each once and in seq order, and the sends
 * still on their way (pending, or failed and waiting for a retry under the same client id). A
 * server message replaces the send that carried its client id. The catch-up after a dropped
 * socket asks for everything after the newest seq held, one batch at a time.
 */

/** What the reducer needs of a stored message. */
export interface StoredMessage {
  id: string;
  clientId: string | null;
  seq: number;
}

/** A send the server has not confirmed. */
export interface PendingSend {
  clientId: string;
  delivery: 'pending' | 'failed';
  error?: string;
}

export interface ThreadState<M extends StoredMessage, P extends PendingSend> {
  /** What the server holds, oldest first. */
  readonly messages: readonly M[];
  /** Sends on their way, in the order they were written. */
  readonly pending: readonly P[];
}

/** Messages one catch-up request answers at most (the API's limit too); a full answer asks again. */
export const CATCH_UP_BATCH = 100;
/** A catch-up stops after this many batches; the next live event or reconnect carries on. */
export const MAX_CATCH_UP_ROUNDS = 20;

export const emptyThread = <M extends StoredMessage, P extends PendingSend>(): ThreadState<M, P> => ({ messages: [], pending: [] });

/** Server messages merged in by id; the sends they confirm (by client id) leave the pending list. */
export function received<M extends StoredMessage, P extends PendingSend>(state: ThreadState<M, P>, incoming: readonly M[]): ThreadState<M, P> {
  if (!incoming.length) return state;
  const byId = new Map(state.messages.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  const confirmed = new Set(incoming.map((m) => m.clientId));
  return {
    messages: [...byId.values()].sort((a, b) => a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    pending: state.pending.filter((p) => !confirmed.has(p.clientId)),
  };
}

/** A held message's delivery or reading changed (the 'message_status' live message); others are left alone. */
export function statusChanged<M extends StoredMessage & { status: string; readAt: string | null }, P extends PendingSend>(
  state: ThreadState<M, P>,
  change: { messageId: string; status: M['status']; readAt: string | null },
): ThreadState<M, P> {
  if (!state.messages.some((m) => m.id === change.messageId)) return state;
  return { ...state, messages: state.messages.map((m) => (m.id === change.messageId ? { ...m, status: change.status, readAt: change.readAt } : m)) };
}

/** A send leaves (or is retried): pending, in place of any earlier entry with its client id. */
export function sending<M extends StoredMessage, P extends PendingSend>(state: ThreadState<M, P>, entry: P): ThreadState<M, P> {
  const others = state.pending.filter((p) => p.clientId !== entry.clientId);
  return { ...state, pending: [...others, { ...entry, delivery: 'pending', error: undefined }] };
}

/** The send of `clientId` failed with `error` (kept, so it can be retried). */
export function failed<M extends StoredMessage, P extends PendingSend>(state: ThreadState<M, P>, clientId: string, error: string): ThreadState<M, P> {
  return { ...state, pending: state.pending.map((p) => (p.clientId === clientId ? { ...p, delivery: 'failed', error } : p)) };
}

export const pendingOf = <P extends PendingSend>(state: ThreadState<StoredMessage, P>, clientId: string): P | undefined =>
  state.pending.find((p) => p.clientId === clientId);

/** The newest seq held (the catch-up asks for everything after it), or null when none is. */
export const newestSeq = (state: ThreadState<StoredMessage, PendingSend>): number | null => state.messages.at(-1)?.seq ?? null;

/** The oldest seq held (older pages are asked for before it), or null when none is. */
export const oldestSeq = (state: ThreadState<StoredMessage, PendingSend>): number | null => state.messages[0]?.seq ?? null;

/**
 * Fetches every message after the newest held, batch by batch, handing each answer to `apply`
 * (which merges it, so `newest` moves on); stops at a short answer.
 */
export async function catchUpAfter<M extends StoredMessage>(
  fetchAfter: (seq: number) => Promise<{ results: readonly M[] }>,
  newest: () => number,
  apply: (results: readonly M[]) => void,
): Promise<void> {
  for (let round = 0; round < MAX_CATCH_UP_ROUNDS; round += 1) {
    const answer = await fetchAfter(newest());
    apply(answer.results);
    if (answer.results.length < CATCH_UP_BATCH) return;
  }
}
