/**
 * The patient's conversation: the messages (kept in order, each once), sends in flight, and how it
 * stays true. A send carries a client id and is retried with it, so it is never doubled; any live
 * frame or reconnect fetches everything after the last message seen, so nothing that arrived
 * while the connection was down is missed.
 */
import type { Message } from '@hearth/shared-kernel/domain';
import { HttpError, sendWithRetry } from '@hearth/shared-kernel/http';
import { MESSAGE_ERROR_PREFIX, validateMessage } from '@hearth/shared-kernel/rules';
import { patientChatApi } from './patientChatApi';

export interface PendingSend {
  clientId: string;
  body: string;
  state: 'sending' | 'failed';
  error?: string;
}

export interface ChatState {
  status: 'loading' | 'ready' | 'failed' | 'expired';
  messages: readonly Message[];
  pending: readonly PendingSend[];
  hasOlder: boolean;
}

type Api = typeof patientChatApi;

export function createPatientChatStore(api: Api = patientChatApi, newId: () => string = () => crypto.randomUUID()) {
  let state: ChatState = { status: 'loading', messages: [], pending: [], hasOlder: false };
  const listeners = new Set<() => void>();
  const update = (next: Partial<ChatState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };
  /** An expired or revoked patient token: the patient needs a new link. */
  const expiredOr = (fallback: () => void) => (error: unknown) => {
    if (error instanceof HttpError && error.status === 401) update({ status: 'expired' });
    else fallback();
  };

  function merge(incoming: readonly Message[]): void {
    const byId = new Map(state.messages.map((m) => [m.id, m]));
    for (const m of incoming) byId.set(m.id, m);
    const done = new Set(incoming.map((m) => m.clientId).filter(Boolean));
    update({
      messages: [...byId.values()].sort((a, b) => a.seq - b.seq),
      pending: state.pending.filter((p) => !done.has(p.clientId)),
    });
  }

  let catchingUp: Promise<void> | null = null;

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async load(): Promise<void> {
      update({ status: 'loading' });
      await api.page().then(
        (page) => {
          merge(page.results);
          update({ status: 'ready', hasOlder: page.totalRecords > state.messages.length });
        },
        expiredOr(() => update({ status: 'failed' })),
      );
    },

    async loadOlder(): Promise<void> {
      const oldest = state.messages[0];
      if (!oldest) return;
      await api.page(oldest.seq).then(
        (page) => {
          merge(page.results);
          update({ hasOlder: page.totalRecords > state.messages.length });
        },
        expiredOr(() => undefined),
      );
    },

    /** Everything newer than the last message held (one request at a time). */
    catchUp(): Promise<void> {
      catchingUp ??= (async () => {
        try {
          for (;;) {
            const last = state.messages.at(-1)?.seq ?? 0;
            const page = await api.since(last);
            merge(page.results);
            if (page.results.length < 100) break;
          }
        } catch (error) {
          expiredOr(() => undefined)(error);
        } finally {
          catchingUp = null;
        }
      })();
      return catchingUp;
    },

    /** Answers the SPEC message when the body is empty; otherwise sends (retrying) and answers []. */
    send(body: string, clientId = newId()): string[] {
      const invalid = validateMessage({ body });
      if (invalid.length) return invalid;
      const entry: PendingSend = { clientId, body: body.trim(), state: 'sending' };
      update({ pending: [...state.pending.filter((p) => p.clientId !== clientId), entry] });
      sendWithRetry(api.send, { clientId, body: entry.body }).then(
        (message) => merge([message]),
        (error: unknown) => {
          if (error instanceof HttpError && error.status === 401) return update({ status: 'expired' });
          const reason = error instanceof Error ? error.message : String(error);
          update({ pending: state.pending.map((p) => (p.clientId === clientId ? { ...p, state: 'failed', error: `${MESSAGE_ERROR_PREFIX}${reason}` } : p)) });
        },
      );
      return [];
    },

    /** Sends a failed message again with its first client id: the server keeps one of it. */
    retry(clientId: string): void {
      const failed = state.pending.find((p) => p.clientId === clientId);
      if (failed) this.send(failed.body, clientId);
    },
  };
}

export type PatientChatStore = ReturnType<typeof createPatientChatStore>;
