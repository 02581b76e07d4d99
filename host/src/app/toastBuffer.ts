/**
 * Toasts published before the toast outlet's code has arrived. The outlet (kernel React bindings)
 * loads when the first toast is published or someone logs in, so /login does not download it; the
 * toasts published meanwhile are kept here and handed over, none lost and none shown twice.
 */
import { Observable } from 'rxjs';
import { bus, type ToastEvent } from '@hearth/shared-kernel/bus';

let pending: ToastEvent[] = [];
let wanted = false;
let handedOver = false;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of [...listeners]) listener();
};

const buffering = bus.toast$.subscribe((toast) => {
  pending.push(toast);
  requestToasts();
});

/** Asks for the outlet (a toast arrived, or a user logged in and toasts will follow). */
export function requestToasts(): void {
  if (wanted) return;
  wanted = true;
  notify();
}

export function toastsRequested(): boolean {
  return wanted;
}

export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The bus's toasts, starting with those kept so far. Only one subscriber takes the hand-over. */
export const bufferedToasts$ = new Observable<ToastEvent>((subscriber) => {
  if (!handedOver) {
    handedOver = true;
    buffering.unsubscribe();
    const kept = pending;
    pending = [];
    for (const toast of kept) subscriber.next(toast);
  }
  return bus.toast$.subscribe(subscriber);
});
