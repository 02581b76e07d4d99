import { bus } from '../bus';
import { configureKernel } from '../config';
import { session } from '../session';
import { fakeJwt } from '../testing/jwt';
import { FakeWebSocket } from '../testing/fakeWebSocket';
import { jsonResponse } from '../testing/response';
import { LIVE_CLOSE_UNAUTHORIZED } from '../domain/entities';
import type { ToastEvent } from '../bus';
import type { WebSocketConstructor } from './socket';
import { createSessionLiveSocket, liveUrl } from './index';

const flush = () => Promise.resolve().then(() => Promise.resolve());

describe('the session-wired live socket', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    localStorage.clear();
    configureKernel({ apiUrl: 'https://api.test', env: 'test' });
  });

  it('builds the URL from the configured base and the access token', async () => {
    const token = fakeJwt({ exp: Math.floor(Date.now() / 1000) + 600 });
    session.setTokens({ access_token: token });
    await expect(liveUrl()).resolves.toBe(`wss://api.test/live?token=${encodeURIComponent(token)}`);
  });

  it('refuses to build a URL when logged out', async () => {
    await expect(liveUrl()).rejects.toThrow('Not logged in');
  });

  it('publishes on bus.live$ and closes itself at logout', async () => {
    session.setTokens({ access_token: fakeJwt({ exp: Math.floor(Date.now() / 1000) + 600 }) });
    const socket = createSessionLiveSocket(FakeWebSocket as unknown as WebSocketConstructor);
    const seen: string[] = [];
    const sub = bus.live$.subscribe((m) => seen.push(m.sub));
    socket.connect();
    await flush();
    const ws = FakeWebSocket.last();
    ws.serverOpen();
    ws.serverSend({ type: 'organization', sub: 'organization:1', data: {} });
    expect(seen).toEqual(['organization:1']);

    session.logout();
    expect(ws.closed).toBe(true);
    sub.unsubscribe();
  });

  describe('closed as unauthorized (4401: session revoked or access changed)', () => {
    const realFetch = globalThis.fetch;
    afterEach(() => {
      globalThis.fetch = realFetch;
    });

    async function openThenRevoked(refreshAnswer: Response) {
      const fetchMock = jest.fn(async (url: string) => (String(url).endsWith('/auth/refresh') ? refreshAnswer : jsonResponse(204, undefined)));
      globalThis.fetch = fetchMock as unknown as typeof fetch;
      session.setTokens({ access_token: fakeJwt({ exp: Math.floor(Date.now() / 1000) + 600 }), refresh_token: 'refresh-1' });
      const toasts: ToastEvent[] = [];
      const toastSub = bus.toast$.subscribe((t) => toasts.push(t));
      const socket = createSessionLiveSocket(FakeWebSocket as unknown as WebSocketConstructor);
      socket.connect();
      await flush();
      FakeWebSocket.last().serverOpen();
      FakeWebSocket.last().serverClose(true, LIVE_CLOSE_UNAUTHORIZED);
      for (let i = 0; i < 5; i += 1) await flush();
      toastSub.unsubscribe();
      return { socket, fetchMock, toasts };
    }

    it('a refused refresh logs out cleanly: toast, session cleared, no reconnect', async () => {
      const { socket, fetchMock, toasts } = await openThenRevoked(jsonResponse(401, { message: 'Invalid or expired refresh token' }));
      expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/refresh'))).toHaveLength(1);
      expect(session.accessToken).toBeNull();
      expect(toasts).toEqual([expect.objectContaining({ header: 'There was a problem', message: 'Please login again' })]);
      await new Promise((r) => setTimeout(r, 1_100));
      expect(FakeWebSocket.instances).toHaveLength(1);
      socket.close();
    });

    it('a granted refresh reconnects with the new token', async () => {
      const fresh = fakeJwt({ exp: Math.floor(Date.now() / 1000) + 900, n: 2 });
      const { socket, toasts } = await openThenRevoked(jsonResponse(200, { access_token: fresh, refresh_token: 'refresh-2' }));
      expect(toasts).toEqual([]);
      await new Promise((r) => setTimeout(r, 1_100));
      await flush();
      expect(FakeWebSocket.instances).toHaveLength(2);
      expect(FakeWebSocket.last().url).toContain(encodeURIComponent(fresh));
      socket.close();
    });
  });
});
