/**
 * SPEC §4 idle logout: after 20 minutes without activity a logged-in user is logged out, modals
 * close, the saved roster state goes (logout clears it) and a 10 s toast says why.
 */
import { Subscription } from 'rxjs';
import type { Bus } from '../bus';
import { IDLE_TIMEOUT_MS, TOAST_ERROR_MS } from '../domain/constants';
import { createIdleTimer, type IdleTimer } from './idle';
import type { Session } from './store';

export const SESSION_TIMEOUT_TOAST = { header: 'Your session has timed out', message: 'Please login again' } as const;

export interface IdleLogoutDeps {
  bus: Bus;
  session: Session;
  timeoutMs?: number;
  target?: EventTarget | null;
}

/** Runs the idle timer while logged in; answers a stop function. */
export function wireIdleLogout(deps: IdleLogoutDeps): () => void {
  const { bus, session } = deps;
  const timer: IdleTimer = createIdleTimer({
    timeoutMs: deps.timeoutMs ?? IDLE_TIMEOUT_MS,
    target: deps.target,
    onTimeout: () => bus.idle$.next({ type: 'timeout' }),
  });
  const subs = new Subscription();

  subs.add(
    bus.idle$.subscribe((event) => {
      if (event.type !== 'timeout' || !session.accessToken) return;
      bus.modals$.next({ type: 'close-all' });
      session.logout('idle');
      bus.toast$.next({ ...SESSION_TIMEOUT_TOAST, durationMs: TOAST_ERROR_MS, tone: 'primary' });
    }),
  );
  subs.add(
    bus.session$.subscribe((event) => {
      if (event.type === 'login') timer.start();
      else if (event.type === 'logout') timer.stop();
    }),
  );
  if (session.isLoggedIn()) timer.start();

  return () => {
    subs.unsubscribe();
    timer.stop();
  };
}
