/**
 * The patient's conversation: the messages (kept in order, each once), sends in flight, and how it
 * stays true. A send carries a client id and is retried with it, so it is never doubled; any live
 * frame or reconnect fetches everything after the last message seen, so nothing that arrived
 * while the connection was down is missed.
 */
import { catchUpAfter, failed, newestSeq, oldestSeq, pendingOf, received, sending, type PendingSend as Pending } from '@hearth/shared-kernel/conversations';
import type { Message } from '@hearth/shared-kernel/domain';
import { HttpError, sendWithRetry } from '@hearth/shared-kernel/http';
import { MESSAGE_ERROR_PREFIX, validateMessage } from '@hearth/shared-kernel/rules';
import { patientChatApi } from './patientChatApi';
import { followRecordLanguage } from '../../i18n/useText';

/** A message on its way (the kernel's thread reducer keeps these). */
interface PendingSend extends Pending {
  body: string;
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
}

type Api = typeof patientChatApi;

export function createPatientChatStore(api: Api = patientChatApi, newId: () => string = () => crypto.randomUUID()) {
  let state: ChatState = { status: 'loading', messages: [], pending: [], hasOlder: false, careTeamSeenAt: null, practiceName: null, logoUrl: null };
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
    update(received(state, incoming));
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

    async load(): Promise<void> {
      update({ status: 'loading' });
      await api.page().then(
        async (page) => {
          // The chat shows in the record's language from its first paint.
          await followRecordLanguage(page.preferredLanguage);
          merge(page.results);
          update({ status: 'ready', hasOlder: page.totalRecords > state.messages.length, careTeamSeenAt: page.careTeamSeenAt, practiceName: page.practiceName, logoUrl: page.logoUrl });
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

    /** Answers the SPEC message when the body is empty; otherwise sends (retrying) and answers []. */
    send(body: string, clientId = newId()): string[] {
      const invalid = validateMessage({ body });
      if (invalid.length) return invalid;
      const entry: PendingSend = { clientId, body: body.trim(), delivery: 'pending' };
      update(sending(state, entry));
      sendWithRetry(api.send, { clientId, body: entry.body }).then(
        (message) => merge([message]),
        (error: unknown) => {
          if (error instanceof HttpError && error.status === 401) return update({ status: 'expired' });
          const reason = error instanceof Error ? error.message : String(error);
          update(failed(state, clientId, `${MESSAGE_ERROR_PREFIX}${reason}`));
        },
      );
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

    /** Sends a failed message again with its first client id: the server keeps one of it. */
    retry(clientId: string): void {
      const entry = pendingOf(state, clientId);
      if (entry?.delivery === 'failed') this.send(entry.body, clientId);
    },
  };
}

export type PatientChatStore = ReturnType<typeof createPatientChatStore>;
