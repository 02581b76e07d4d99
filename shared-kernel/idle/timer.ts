/**
 * Idle timer: activity (pointer, key, scroll, touch, visibility) pushes the deadline back. The
 * timer is checked lazily, so constant mouse movement costs one timestamp write, not a new
 * timeout each time. Activity after the deadline has already passed (a laptop waking from
 * sleep) times out instead of resetting.
 */

export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart', 'visibilitychange'] as const;

export interface IdleTimerOptions {
  timeoutMs: number;
  onTimeout: () => void;
  /** Warn this long before the timeout. */
  warningMs?: number;
  onWarning?: (remainingMs: number) => void;
  /** Activity (or reset) after a warning: the deadline moved back, the warning no longer holds. */
  onExtended?: () => void;
  /** Where activity is heard; window by default (capture phase, so element scrolls count). */
  target?: EventTarget | null;
  now?: () => number;
}

export interface IdleTimer {
  start(): void;
  stop(): void;
  /** Counts as activity. */
  reset(): void;
  readonly running: boolean;
  /** Running and past the warning: what a warning shown late (a lazily loaded one) needs to know. */
  readonly warned: boolean;
}

export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const now = options.now ?? (() => Date.now());
  const target = options.target === undefined ? (typeof window === 'undefined' ? null : window) : options.target;
  const { timeoutMs, warningMs } = options;
  const warns = Boolean(warningMs && options.onWarning && warningMs < timeoutMs);
  let running = false;
  let last = 0;
  let warned = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const listenerOptions: AddEventListenerOptions = { capture: true, passive: true };

  function clear(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function fire(): void {
    stop();
    options.onTimeout();
  }

  function schedule(): void {
    clear();
    const idle = now() - last;
    const nextAt = warns && !warned ? timeoutMs - (warningMs as number) : timeoutMs;
    timer = setTimeout(check, Math.max(0, nextAt - idle));
  }

  function check(): void {
    timer = undefined;
    if (!running) return;
    const idle = now() - last;
    if (idle >= timeoutMs) return fire();
    if (warns && !warned && idle >= timeoutMs - (warningMs as number)) {
      warned = true;
      options.onWarning?.(timeoutMs - idle);
    }
    schedule();
  }

  function activity(): void {
    if (!running) return;
    if (now() - last >= timeoutMs) return fire();
    last = now();
    if (warned) {
      warned = false;
      schedule();
      options.onExtended?.();
    }
  }

  function start(): void {
    if (running) return;
    running = true;
    last = now();
    warned = false;
    for (const type of ACTIVITY_EVENTS) target?.addEventListener(type, activity, listenerOptions);
    schedule();
  }

  function stop(): void {
    running = false;
    clear();
    for (const type of ACTIVITY_EVENTS) target?.removeEventListener(type, activity, listenerOptions);
  }

  return {
    start,
    stop,
    reset: activity,
    get running() {
      return running;
    },
    get warned() {
      return running && warned;
    },
  };
}
