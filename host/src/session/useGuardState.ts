/**
 * The session facts the route guard needs, re-read whenever the session changes (login, logout,
 * refresh, organisation selected). Session state lives in storage; the bus says when it changed.
 */
import { useSyncExternalStore } from 'react';
import { bus } from '@hearth/shared-kernel/bus';
import { session } from '@hearth/shared-kernel/session';
import type { GuardState } from '../areas/resolveArea';

let sessionVersion = 0;
const listeners = new Set<() => void>();
bus.session$.subscribe(() => {
  sessionVersion += 1;
  for (const listener of [...listeners]) listener();
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders the caller on every session event; answers a number that changes with them. */
export function useSessionVersion(): number {
  return useSyncExternalStore(subscribe, () => sessionVersion);
}

export function guardState(search: string): GuardState {
  return session.guardFacts(search);
}

export function useGuardState(search: string): GuardState {
  useSessionVersion();
  return guardState(search);
}
