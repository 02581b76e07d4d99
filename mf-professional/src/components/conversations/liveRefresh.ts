/**
 * Calls back when conversations may have changed: a live message of type beneficiary,
 * organization or interaction (SPEC §4), or the socket coming back after a drop (so whatever
 * arrived meanwhile is fetched). Bursts are folded into one call.
 */
import type { Observable } from 'rxjs';
import type { LiveEvent } from '@hearth/shared-kernel/conversations';
import type { LiveStatus } from '@hearth/shared-kernel/live';

const REFRESHING_TYPES: ReadonlySet<string> = new Set(['beneficiary', 'organization', 'interaction']);

export interface LiveSources {
  messages$: Observable<LiveEvent>;
  status$: Observable<LiveStatus>;
}

export type RefreshReason = { kind: 'message'; message: LiveEvent } | { kind: 'reconnected' };

export function watchLive(sources: LiveSources, onRefresh: (reasons: RefreshReason[]) => void, foldMs = 150): () => void {
  let pending: RefreshReason[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (reason: RefreshReason) => {
    pending.push(reason);
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      const reasons = pending;
      pending = [];
      onRefresh(reasons);
    }, foldMs);
  };
  const messages = sources.messages$.subscribe((message) => {
    if (REFRESHING_TYPES.has(message.type)) schedule({ kind: 'message', message });
  });
  // Any time the socket was not open (a drop, or not yet open when the screen loaded its data),
  // messages may have been missed: the next 'open' fetches again.
  let missed = false;
  const status = sources.status$.subscribe((s) => {
    if (s !== 'open') missed = true;
    else if (missed) {
      missed = false;
      schedule({ kind: 'reconnected' });
    }
  });
  return () => {
    messages.unsubscribe();
    status.unsubscribe();
    clearTimeout(timer);
  };
}
