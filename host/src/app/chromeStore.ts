/**
 * Whether the host's header and navigation show on the current page outside the host's own.
 * Public area pages (enrollment, education) bring their own header for visitors, and only the area
 * route knows which pages those are; until it has decided, a visitor sees no host chrome rather
 * than a header that then disappears.
 */
import { useSyncExternalStore } from 'react';

export type AreaChrome = 'undecided' | 'show' | 'hide';

let current: AreaChrome = 'undecided';
const listeners = new Set<() => void>();

export function setAreaChrome(next: AreaChrome): void {
  if (next === current) return;
  current = next;
  for (const listener of [...listeners]) listener();
}

export function useAreaChrome(): AreaChrome {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
