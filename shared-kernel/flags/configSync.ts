/**
 * App-config sync (SPEC §7, §9): first fetch 500 ms after login, then every 5 minutes. A failed
 * fetch keeps the stale configuration and is logged; logout stops the timers and clears it.
 */
import type { Bus } from '../bus';
import { CONFIG_FIRST_FETCH_DELAY_MS, CONFIG_SYNC_INTERVAL_MS } from '../domain/constants';
import type { AppConfig } from '../domain/entities';

export type AppConfigFetcher = () => Promise<AppConfig>;

export interface ConfigSyncDeps {
  bus: Bus;
  fetcher: AppConfigFetcher;
  isLoggedIn: () => boolean;
  onFailure?: (error: unknown) => void;
  firstDelayMs?: number;
  intervalMs?: number;
}

export function wireConfigSync(deps: ConfigSyncDeps): () => void {
  const firstDelay = deps.firstDelayMs ?? CONFIG_FIRST_FETCH_DELAY_MS;
  const interval = deps.intervalMs ?? CONFIG_SYNC_INTERVAL_MS;
  let first: ReturnType<typeof setTimeout> | undefined;
  let repeat: ReturnType<typeof setInterval> | undefined;
  /** Bumped whenever the cycle stops, so an answer arriving after logout is dropped. */
  let cycle = 0;

  async function fetchOnce(): Promise<void> {
    const mine = cycle;
    try {
      const config = await deps.fetcher();
      if (mine === cycle) deps.bus.config$.next(config);
    } catch (error) {
      if (mine === cycle) deps.onFailure?.(error);
    }
  }

  function stopTimers(): void {
    cycle += 1;
    if (first !== undefined) clearTimeout(first);
    if (repeat !== undefined) clearInterval(repeat);
    first = undefined;
    repeat = undefined;
  }

  function begin(): void {
    stopTimers();
    first = setTimeout(() => {
      first = undefined;
      void fetchOnce();
      repeat = setInterval(() => void fetchOnce(), interval);
    }, firstDelay);
  }

  const sub = deps.bus.session$.subscribe((event) => {
    if (event.type === 'login') begin();
    else if (event.type === 'logout') {
      stopTimers();
      deps.bus.config$.next(null);
    }
  });
  if (deps.isLoggedIn()) begin();

  return () => {
    sub.unsubscribe();
    stopTimers();
  };
}
