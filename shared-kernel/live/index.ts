import { Subscription } from 'rxjs';
import { bus } from '../bus';
import { kernelConfig } from '../config';
import { HttpError, logger, logoutUnauthorized } from '../http';
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

/**
 * After the server closed the socket as unauthorized (4401): a professional refreshes the access
 * token and reconnects; a refused refresh logs out as any refused call does (no reconnect loop). A
 * network failure is not a refusal: the socket tries again later. A patient's token cannot be
 * renewed: the socket stops, and the patient's page learns from its next call that the session ended.
 */
export async function renewAfterUnauthorized(): Promise<boolean> {
  if (!session.accessToken) return false;
  try {
    await session.refresh();
    return true;
  } catch (error) {
    if (!(error instanceof HttpError)) return true;
    logoutUnauthorized({ bus, session });
    return false;
  }
}

/** A socket wired to the page's session: pushes onto bus.live$ and closes itself at logout. */
export function createSessionLiveSocket(WebSocketCtor?: WebSocketConstructor): LiveSocket {
  const socket = createLiveSocket({
    url: liveUrl,
    sink: bus.live$,
    WebSocketCtor,
    onProblem: (m) => logger.warn(m),
    onUnauthorized: renewAfterUnauthorized,
  });
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
