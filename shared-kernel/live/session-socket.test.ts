import { bus } from '../bus';
import { configureKernel } from '../config';
import { session } from '../session';
import { fakeJwt } from '../testing/jwt';
import { FakeWebSocket } from '../testing/fakeWebSocket';
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
});
