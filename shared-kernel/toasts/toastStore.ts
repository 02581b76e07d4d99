/**
 * Toasts waiting to be shown, kept outside React so a toast published while the outlet is
 * re-mounting (a logout navigating to /login) is not lost. Each expires on its own timer.
 */
import type { Observable, Subscription } from 'rxjs';
import type { ToastEvent, ToastTone } from '../bus';
import { TOAST_DEFAULT_MS } from '../domain/constants';

export interface ActiveToast {
  id: number;
  header: string;
  message: string;
  tone: ToastTone;
  durationMs: number;
  link?: { label: string; to: string };
}

export interface ToastStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly ActiveToast[];
  dismiss(id: number): void;
  stop(): void;
}

export function createToastStore(source$: Observable<ToastEvent>, max = 5): ToastStore {
  let toasts: readonly ActiveToast[] = [];
  let seq = 0;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  function dismiss(id: number): void {
    const t = timers.get(id);
    if (t !== undefined) clearTimeout(t);
    timers.delete(id);
    const next = toasts.filter((x) => x.id !== id);
    if (next.length !== toasts.length) {
      toasts = next;
      emit();
    }
  }

  const sub: Subscription = source$.subscribe((event) => {
    seq += 1;
    const toast: ActiveToast = {
      id: seq,
      header: event.header,
      message: event.message,
      tone: event.tone ?? 'primary',
      durationMs: event.durationMs ?? TOAST_DEFAULT_MS,
      ...(event.link ? { link: event.link } : {}),
    };
    const overflow = toasts.length + 1 - max;
    for (const old of toasts.slice(0, Math.max(0, overflow))) {
      const t = timers.get(old.id);
      if (t !== undefined) clearTimeout(t);
      timers.delete(old.id);
    }
    toasts = [...toasts.slice(Math.max(0, overflow)), toast];
    timers.set(toast.id, setTimeout(() => dismiss(toast.id), toast.durationMs));
    emit();
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    dismiss,
    stop() {
      sub.unsubscribe();
      timers.forEach((t) => clearTimeout(t));
      timers.clear();
      toasts = [];
      emit();
    },
  };
}
