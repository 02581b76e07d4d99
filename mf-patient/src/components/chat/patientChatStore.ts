/**
 * The patient's conversation: the messages (kept in order, each once), sends on their way, and how it
 * stays true. Every message goes first into the device's outbox (chatOutbox) and leaves it, oldest
 * first and one at a time, once the server has it: written offline, while the socket reconnects
 * or when a send failed on the network, it waits ("Waiting to send") and goes when the connection
 * returns, after a reload too. A send carries its client id and is repeated with it, so it is never
 * doubled; any live frame or reconnect fetches everything after the last message seen, so nothing
 * that arrived while the connection was down is missed. When the session has ended (a 401) the
 * unsent messages are dropped from the device and counted, so the patient can be told.
 */
import { catchUpAfter, failed, newestSeq, oldestSeq, pendingOf, received, sending, type PendingSend as Pending } from '@hearth/shared-kernel/conversations';
import type { Message } from '@hearth/shared-kernel/domain';
import { HttpError, isRetryable, sendWithRetry } from '@hearth/shared-kernel/http';
import { MESSAGE_ERROR_PREFIX, validateMessage } from '@hearth/shared-kernel/rules';
import { createChatOutbox, type ChatOutbox } from './chatOutbox';
import type { Connection } from './connection';
import { patientChatApi } from './patientChatApi';
import { followRecordLanguage } from '../../i18n/useText';

/** A message on its way (the kernel's thread reducer keeps these). */
interface PendingSend extends Pending {
  body: string;
  /** Kept on the device until the connection lets it go (shown as "Waiting to send"). */
  waiting?: boolean;
}

export interface ChatState {
  status: 'loading' | 'ready' | 'failed' | 'expired';
  messages: readonly Message[];
  pending: readonly PendingSend[];
  hasOlder: boolean;
  /** When the care team last opened the conversation: the patient's messages before it are "Seen". */
  careTeamSeenAt: string | null;
  /** The practice the care team belongs to, once the first page is in. */
  practiceName: string | null;
  /** The practice's logo (an API path), shown beside the heading; null when it has none. */
  logoUrl: string | null;
  connection: Connection;
  /** Messages written but never delivered because the session ended (dropped from the device). */
  undelivered: number;
}

type Api = typeof patientChatApi;

export interface ChatStoreOptions {
  newId?: () => string;
  /** The device's queue of unsent messages; by default one in memory only. */
  outbox?: ChatOutbox;
  /** After a send failed on the network with the connection apparently up, the next try. */
  retryMs?: number;
}

/** Sends wait in memory only (a store without a patient session to tie them to). */
const memoryOutbox = () => createChatOutbox('memory', () => ({ getItem: () => null, setItem: () => undefined, removeItem: () => undefined }));

export function createPatientChatStore(api: Api = patientChatApi, options: ChatStoreOptions = {}) {
  const newId = options.newId ?? (() => crypto.randomUUID());
  const outbox = options.outbox ?? memoryOutbox();
  const retryMs = options.retryMs ?? 15_000;
  let state: ChatState = {
    status: 'loading',
    messages: [],
    pending: [],
    hasOlder: false,
    careTeamSeenAt: null,
    practiceName: null,
    logoUrl: null,
    connection: 'connecting',
    undelivered: 0,
  };
  const listeners = new Set<() => void>();
  const update = (next: Partial<ChatState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };

  /** The session ended (an expired or revoked patient token): nothing more leaves this device. */
  function sessionEnded(): void {
    const dropped = outbox.clear();
    update({ status: 'expired', pending: [], undelivered: state.undelivered + dropped });
  }
  const expiredOr = (fallback: () => void) => (error: unknown) => {
    if (error instanceof HttpError && error.status === 401) sessionEnded();
    else fallback();
  };

  function merge(incoming: readonly Message[]): void {
    // A message the server holds leaves the outbox, however it came back (a send's answer, a page, a catch-up).
    outbox.remove(incoming.map((m) => m.clientId));
    update(received(state, incoming));
  }

  const setWaiting = (clientIds: ReadonlySet<string> | 'all', waiting: boolean) =>
    update({ pending: state.pending.map((p) => (p.delivery === 'pending' && (clientIds === 'all' || clientIds.has(p.clientId)) ? { ...p, waiting } : p)) });

  let flushing = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const canSend = () => state.status === 'ready' && state.connection !== 'offline';

  /** Sends the outbox, oldest first and one at a time, while the connection lets it. */
  async function flush(): Promise<void> {
    if (flushing) return;
    flushing = true;
    clearTimeout(retryTimer);
    try {
      for (let next = outbox.list()[0]; next && canSend(); next = outbox.list()[0]) {
        const { clientId, body } = next;
        setWaiting(new Set([clientId]), false);
        try {
          const message = await sendWithRetry(api.send, { clientId, body });
          outbox.remove([clientId]);
          merge([message]);
        } catch (error) {
          if (error instanceof HttpError && error.status === 401) return sessionEnded();
          if (isRetryable(error)) {
            retryTimer = setTimeout(() => void flush(), retryMs);
            break;
          }
          // A refusal is final: repeating it would not change the answer. The patient may try again.
          outbox.remove([clientId]);
          const reason = error instanceof Error ? error.message : String(error);
          update(failed(state, clientId, `${MESSAGE_ERROR_PREFIX}${reason}`));
        }
      }
    } finally {
      flushing = false;
      setWaiting('all', true);
    }
  }

  let catchingUp: Promise<void> | null = null;
  /** The newest care-team message reported read. */
  let reported = 0;

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** The first page, with what this device still holds to send (sent once the page is in). */
    async load(): Promise<void> {
      const { unsent, dropped } = outbox.open();
      const queued = unsent.map((u): PendingSend => ({ ...u, delivery: 'pending', waiting: true }));
      update({ status: 'loading', pending: [...state.pending.filter((p) => !unsent.some((u) => u.clientId === p.clientId)), ...queued], undelivered: state.undelivered + dropped });
      await api.page().then(
        async (page) => {
          // The chat shows in the record's language from its first paint.
          await followRecordLanguage(page.preferredLanguage);
          merge(page.results);
          update({ status: 'ready', hasOlder: page.totalRecords > state.messages.length, careTeamSeenAt: page.careTeamSeenAt, practiceName: page.practiceName, logoUrl: page.logoUrl });
          void flush();
        },
        expiredOr(() => update({ status: 'failed' })),
      );
    },

    async loadOlder(): Promise<void> {
      const oldest = oldestSeq(state);
      if (oldest === null) return;
      await api.page(oldest).then(
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
          const since = (seq: number) => api.since(seq).then((page) => (update({ careTeamSeenAt: page.careTeamSeenAt }), page));
          await catchUpAfter(since, () => newestSeq(state) ?? 0, merge);
        } catch (error) {
          expiredOr(() => undefined)(error);
        } finally {
          catchingUp = null;
        }
      })();
      return catchingUp;
    },

    /** The connection changed: back from offline (or reconnected), what waits is sent. */
    connectionChanged(connection: Connection): Promise<void> {
      update({ connection });
      return flush();
    },

    /** Answers the SPEC message when the body is empty; otherwise queues the message on the device, sends it when it can and answers []. */
    send(body: string, clientId = newId()): string[] {
      const invalid = validateMessage({ body });
      if (invalid.length) return invalid;
      const unsent = { clientId, body: body.trim() };
      outbox.add(unsent);
      update(sending(state, { ...unsent, delivery: 'pending', waiting: true }));
      void flush();
      return [];
    },

    /** The conversation's end is on screen in a visible tab: the care team's messages held are read (each reported once). */
    reportRead(): void {
      const newest = state.messages.reduce((max, m) => (m.direction === 'outbound' && !m.readAt && m.seq > max ? m.seq : max), reported);
      if (newest <= reported) return;
      reported = newest;
      api.markRead(newest).catch(() => {
        reported = 0;
      });
    },

    /** Sends a refused message again with its first client id: the server keeps one of it. */
    retry(clientId: string): void {
      const entry = pendingOf(state, clientId);
      if (entry?.delivery === 'failed') this.send(entry.body, clientId);
    },
  };
}

export type PatientChatStore = ReturnType<typeof createPatientChatStore>;
