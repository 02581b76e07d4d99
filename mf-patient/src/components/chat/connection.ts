/**
 * Whether the chat can reach the care team now, from the live socket and the browser's own word on
 * the network (a socket may look open for a while after the signal went; a browser that says it is
 * offline is).
 */
import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';
import type { LiveStatus } from '@hearth/shared-kernel/live';

export type Connection = 'connected' | 'connecting' | 'offline';

export function connectionOf(status: LiveStatus, online: boolean): Connection {
  if (!online) return 'offline';
  return status === 'open' ? 'connected' : 'connecting';
}

/** The connection as it changes: the socket's status and the window's online and offline events. */
export function useConnection(status$: Observable<LiveStatus>, win: Window = window): Connection {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [online, setOnline] = useState(() => win.navigator.onLine !== false);
  useEffect(() => {
    const sub = status$.subscribe(setStatus);
    const onChange = () => setOnline(win.navigator.onLine !== false);
    win.addEventListener('online', onChange);
    win.addEventListener('offline', onChange);
    return () => {
      sub.unsubscribe();
      win.removeEventListener('online', onChange);
      win.removeEventListener('offline', onChange);
    };
  }, [status$, win]);
  return connectionOf(status, online);
}
