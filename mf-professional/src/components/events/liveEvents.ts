/**
 * Calls back when hospital events change: an `organization` live message carrying an ADT event
 * (the kernel's AdtLiveEvent), or the socket coming back after a drop. Bursts fold into one call.
 */
import { filter, type Observable } from 'rxjs';
import { ADT_LIVE_MESSAGE_TYPE, isAdtLiveEvent, type AdtLiveEvent } from '@hearth/shared-kernel/conversations';
import type { LiveMessage } from '@hearth/shared-kernel/domain';
import type { LiveStatus } from '@hearth/shared-kernel/live';

export interface EventLiveSources {
  messages$: Observable<LiveMessage>;
  status$: Observable<LiveStatus>;
}

export function watchEvents(sources: EventLiveSources, onChange: (events: AdtLiveEvent[]) => void, foldMs = 100): () => void {
  let pending: AdtLiveEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (event: AdtLiveEvent | null) => {
    if (event) pending.push(event);
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      const events = pending;
      pending = [];
      onChange(events);
    }, foldMs);
  };
  const messages = sources.messages$
    .pipe(filter((m) => m.type === ADT_LIVE_MESSAGE_TYPE && isAdtLiveEvent(m.data)))
    .subscribe((m) => schedule(m.data as AdtLiveEvent));
  let missed = false;
  const status = sources.status$.subscribe((s) => {
    if (s !== 'open') missed = true;
    else if (missed) {
      missed = false;
      schedule(null);
    }
  });
  return () => {
    messages.unsubscribe();
    status.unsubscribe();
    clearTimeout(timer);
  };
}
