/**
 * The RxJS event bus (DESIGN §3): one typed Subject per channel, shared by host and remotes
 * through the kernel singleton. Nothing is emitted by string name.
 */
import { BehaviorSubject, Subject } from 'rxjs';
import type { LiveEvent } from '../conversations/liveEvents';
import type { AppConfig } from '../domain/entities';
import { recordKernelInstance } from '../runtime';

export type LogoutReason = 'user' | 'idle' | 'unauthorized';

export type SessionEvent =
  | { type: 'login'; orgIds: string[] }
  | { type: 'logout'; reason: LogoutReason }
  | { type: 'refresh' }
  | { type: 'org-selected'; orgId: string };

/** warning: the idle timeout is near; extended: activity after a warning moved it back; timeout: logged out. */
export type IdleEvent = { type: 'warning'; remainingMs: number } | { type: 'extended' } | { type: 'timeout' };

export type ToastTone = 'primary' | 'success' | 'error';
export interface ToastEvent {
  header: string;
  message: string;
  /** Default 5 s (TOAST_DEFAULT_MS). */
  durationMs?: number;
  /** Default 'primary'. */
  tone?: ToastTone;
  /** A link to follow from the toast (an in-portal path). */
  link?: { label: string; to: string };
}

/** close-all comes at every logout; modal hosts follow it with useCloseOnLogout. */
export type ModalEvent = { type: 'close-all' };

export interface Bus {
  session$: Subject<SessionEvent>;
  idle$: Subject<IdleEvent>;
  live$: Subject<LiveEvent>;
  toast$: Subject<ToastEvent>;
  /** Holds the current app configuration so a remote loaded later still sees it; null when logged out. */
  config$: BehaviorSubject<AppConfig | null>;
  modals$: Subject<ModalEvent>;
}

export function createBus(): Bus {
  return {
    session$: new Subject<SessionEvent>(),
    idle$: new Subject<IdleEvent>(),
    live$: new Subject<LiveEvent>(),
    toast$: new Subject<ToastEvent>(),
    config$: new BehaviorSubject<AppConfig | null>(null),
    modals$: new Subject<ModalEvent>(),
  };
}

/** The id of this kernel copy; a page should only ever see one. */
export const KERNEL_INSTANCE_ID = recordKernelInstance();

export const bus: Bus = createBus();

/** Shows a toast through the host's outlet. */
export function showToast(toast: ToastEvent): void {
  bus.toast$.next(toast);
}
