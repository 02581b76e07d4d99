/**
 * The patient's messages not yet in the server's hands, kept on the device (localStorage) so one
 * written on a weak signal survives a reload. Each keeps its client id, the server's idempotency
 * key: sending it again never doubles it. They belong to the patient session that wrote them (the
 * token's `sid`); another session never sends them, and logout's sweep of the kernel's keys drops
 * them with the token.
 */
import { STORAGE_KEYS, browserLocalStorage, readJson, type StorageLike } from '@hearth/shared-kernel/session';

export interface Unsent {
  clientId: string;
  body: string;
}

interface Saved {
  session: string;
  messages: Unsent[];
}

const KEY = STORAGE_KEYS.chatOutbox;

export function createChatOutbox(session: string, storage: () => StorageLike = browserLocalStorage) {
  let items: Unsent[] = [];
  const save = () => {
    try {
      if (items.length) storage().setItem(KEY, JSON.stringify({ session, messages: items } satisfies Saved));
      else storage().removeItem(KEY);
    } catch {
      // A full or refused storage: the messages still wait in memory while the page is open.
    }
  };

  return {
    /**
     * Reads what the device holds: this session's messages (oldest first) stay queued; another
     * session's are dropped, as that session has ended, and counted so the patient can be told.
     */
    open(): { unsent: readonly Unsent[]; dropped: number } {
      const saved = readJson<Saved | null>(storage(), KEY, null);
      const messages = Array.isArray(saved?.messages) ? saved.messages.filter((m) => typeof m?.clientId === 'string' && typeof m.body === 'string') : [];
      if (saved?.session === session) {
        items = messages;
        return { unsent: items, dropped: 0 };
      }
      items = [];
      save();
      return { unsent: items, dropped: messages.length };
    },
    list: (): readonly Unsent[] => items,
    add(message: Unsent): void {
      items = [...items.filter((m) => m.clientId !== message.clientId), message];
      save();
    },
    remove(clientIds: readonly (string | null)[]): void {
      const gone = new Set(clientIds);
      if (!items.some((m) => gone.has(m.clientId))) return;
      items = items.filter((m) => !gone.has(m.clientId));
      save();
    },
    /** Drops every message from the device (the session ended); answers how many there were. */
    clear(): number {
      const count = items.length;
      items = [];
      save();
      return count;
    },
  };
}

export type ChatOutbox = ReturnType<typeof createChatOutbox>;
