/**
 * SPEC §4 idle logout: after 20 minutes without activity a logged-in user is logged out, modals
 * close, the saved roster state goes (logout clears both) and a 10 s toast says why. A minute
 * before, idle$ carries a warning the host shows, with one action to stay signed in (WCAG 2.2.1).
 */
import { Subscription } from 'rxjs';
import type { Bus } from '../bus';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS, TOAST_ERROR_MS } from '../domain/constants';
import { createIdleTimer } from './timer';
import type { Session } from '../session/store';

export const SESSION_TIMEOUT_TOAST = { header: 'Your session has timed out', message: 'Please login again' } as const;

/** The idle warning's texts (SPEC gives none); the host's warning dialog shows them. */
export const IDLE_WARNING = {
  title: 'Are you still there?',
  message: 'You have been inactive for a while. For your security you will be signed out in one minute.',
  action: 'Stay signed in',
} as const;

export interface IdleLogoutDeps {
  bus: Bus;
  session: Session;
  timeoutMs?: number;
  warningMs?: number;
  target?: EventTarget | null;
}

export interface IdleLogout {
  /** The warning's one action: counts as activity, so the full idle period starts again. */
  staySignedIn(): void;
  /** Whether the warning holds now: idle$ only tells what happens next. */
  warning(): boolean;
  stop(): void;
}

/** Runs the idle timer while logged in. */
export function wireIdleLogout(deps: IdleLogoutDeps): IdleLogout {
  const { bus, session } = deps;
  const timer = createIdleTimer({
    timeoutMs: deps.timeoutMs ?? IDLE_TIMEOUT_MS,
    warningMs: deps.warningMs ?? IDLE_WARNING_MS,
    target: deps.target,
    onWarning: (remainingMs) => bus.idle$.next({ type: 'warning', remainingMs }),
    onExtended: () => bus.idle$.next({ type: 'extended' }),
    onTimeout: () => {
      bus.idle$.next({ type: 'timeout' });
      if (!session.accessToken) return;
      session.logout('idle');
      bus.toast$.next({ ...SESSION_TIMEOUT_TOAST, durationMs: TOAST_ERROR_MS, tone: 'primary' });
    },
  });
  const subs = new Subscription();
  subs.add(
    bus.session$.subscribe((event) => {
      if (event.type === 'login') timer.start();
      else if (event.type === 'logout') timer.stop();
    }),
  );
  if (session.isLoggedIn()) timer.start();

  return {
    staySignedIn: () => timer.reset(),
    warning: () => timer.warned,
    stop: () => {
      subs.unsubscribe();
      timer.stop();
    },
  };
}
