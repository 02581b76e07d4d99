import { flagCalls } from '../api/flags';
import { bus } from '../bus';
import type { AppFlag } from '../domain/entities';
import { http, logger } from '../http';
import { session } from '../session';
import { wireConfigSync, type AppConfigFetcher } from './configSync';
import { isFlagOn } from './isFlagOn';

export * from './isFlagOn';
export * from './configSync';

/** GET /feature-flags through the page's API client. */
export const fetchAppConfig: AppConfigFetcher = () => http.call(flagCalls.appConfig);

/** The host calls this once; answers a stop function. */
export function startConfigSync(fetcher: AppConfigFetcher = fetchAppConfig): () => void {
  return wireConfigSync({
    bus,
    fetcher,
    isLoggedIn: () => session.isLoggedIn(),
    onFailure: (error) =>
      logger.warn('App configuration refresh failed; keeping the previous configuration', {
        error: error instanceof Error ? error.message : String(error),
      }),
  });
}

/** A flag for the current user and configuration. */
export function flagOn(flag: AppFlag): boolean {
  return isFlagOn(bus.config$.value, flag, session.email());
}
