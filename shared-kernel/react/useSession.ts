import { useSyncExternalStore } from 'react';
import { bus } from '../bus';
import type { AppFlag } from '../domain/entities';
import { isFlagOn } from '../rules/flags';
import { session, type SessionSnapshot } from '../session';
import { useBehavior } from './useObservable';

let cached: SessionSnapshot | null = null;
let cachedKey = '';

/** A stable snapshot: the same object until something in it changes (useSyncExternalStore needs that). */
function readSnapshot(): SessionSnapshot {
  const next = session.snapshot();
  const key = JSON.stringify(next);
  if (cached === null || key !== cachedKey) {
    cached = next;
    cachedKey = key;
  }
  return cached;
}

function subscribe(onChange: () => void): () => void {
  const sub = bus.session$.subscribe(() => onChange());
  // Another tab logging in or out changes the shared storage.
  const onStorage = () => onChange();
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    sub.unsubscribe();
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The session as React sees it; re-renders on every session bus event. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribe, readSnapshot, readSnapshot);
}

/** A feature flag for the current user; re-renders when the configuration or the user changes. */
export function useFlag(flag: AppFlag): boolean {
  const config = useBehavior(bus.config$);
  const { email } = useSession();
  return isFlagOn(config, flag, email);
}
