import { useEffect, useRef } from 'react';
import { bus } from '../bus';

/**
 * Closes an open modal when the session ends (logout of any kind, idle timeout included): every
 * modal host calls it with its open flag and its close handler.
 */
export function useCloseOnLogout(open: boolean, onClose: () => void, modals$ = bus.modals$): void {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    const sub = modals$.subscribe((event) => {
      if (event.type === 'close-all') close.current();
    });
    return () => sub.unsubscribe();
  }, [open, modals$]);
}
