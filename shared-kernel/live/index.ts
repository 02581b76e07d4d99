import { Subscription } from 'rxjs';
import { bus } from '../bus';
import { kernelConfig } from '../config';
import { logger } from '../http';
import { session } from '../session';
import { createLiveSocket, socketBase, type LiveSocket, type WebSocketConstructor } from './socket';

export * from './socket';

/**
 * The URL of the page's socket: a fresh access token (refreshed when expiring) in the query, or a
 * patient's secure-chat token.
 */
export async function liveUrl(): Promise<string> {
  let token = session.accessToken ?? session.zeusToken;
  if (session.accessToken && session.isAccessExpired() && session.refreshToken) token = await session.refresh();
  if (!token) throw new Error('Not logged in');
  return `${socketBase(kernelConfig().wsUrl)}/live?token=${encodeURIComponent(token)}`;
}

/** A socket wired to the page's session: pushes onto bus.live$ and closes itself at logout. */
export function createSessionLiveSocket(WebSocketCtor?: WebSocketConstructor): LiveSocket {
  const socket = createLiveSocket({ url: liveUrl, sink: bus.live$, WebSocketCtor, onProblem: (m) => logger.warn(m) });
  let logoutWatch: Subscription | null = null;
  const wired: LiveSocket = {
    ...socket,
    connect() {
      logoutWatch ??= bus.session$.subscribe((e) => {
        if (e.type === 'logout') wired.close();
      });
      socket.connect();
    },
    close() {
      logoutWatch?.unsubscribe();
      logoutWatch = null;
      socket.close();
    },
  };
  return wired;
}

/** The page's live socket (kernel singleton). */
export const live: LiveSocket = createSessionLiveSocket();
