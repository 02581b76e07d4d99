/**
 * The reply channel each professional chose per conversation, kept in the kernel's storage key
 * (cleared at logout) so the choice survives switching conversations and reloads. The value names
 * its user: a colleague on the same browser starts from the conversation's own channel.
 */
import { STORAGE_KEYS, browserLocalStorage, readJson, type StorageLike } from '@hearth/shared-kernel/session';
import type { Channel } from '../../domain';

/** The newest choices kept; older ones fall back to the conversation's channel. */
const KEPT = 200;

interface Saved {
  user: string;
  value: [conversation: string, channel: Channel][];
}

export interface ReplyChannelChoices {
  get(conversation: string): Channel | null;
  set(conversation: string, channel: Channel): void;
}

export function replyChannelChoices(user: string, storage: StorageLike = browserLocalStorage()): ReplyChannelChoices {
  const read = (): Saved['value'] => {
    const saved = readJson<Saved | null>(storage, STORAGE_KEYS.replyChannels, null);
    return saved && saved.user === user && Array.isArray(saved.value) ? saved.value : [];
  };
  return {
    get: (conversation) => read().find(([c]) => c === conversation)?.[1] ?? null,
    set(conversation, channel) {
      const value = [...read().filter(([c]) => c !== conversation), [conversation, channel] as [string, Channel]].slice(-KEPT);
      try {
        storage.setItem(STORAGE_KEYS.replyChannels, JSON.stringify({ user, value } satisfies Saved));
      } catch {
        // A full or refused storage only loses the remembered choice.
      }
    },
  };
}
