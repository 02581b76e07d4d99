import { Subject } from 'rxjs';
import type { LiveEvent as LiveMessage } from '../conversations/liveEvents';
import { LIVE_CLOSE_UNAUTHORIZED } from '../domain/entities';
import { FakeWebSocket } from '../testing/fakeWebSocket';
import { createLiveSocket, isLiveMessage, socketBase, type LiveStatus, type WebSocketConstructor } from './socket';

const Ctor = FakeWebSocket as unknown as WebSocketConstructor;

function setup(url: () => string | Promise<string> = () => 'wss://api.test/live?token=t1', onUnauthorized?: () => Promise<boolean>) {
  const sink = new Subject<LiveMessage>();
  const received: LiveMessage[] = [];
  sink.subscribe((m) => received.push(m));
  const socket = createLiveSocket({ url, sink, WebSocketCtor: Ctor, backoff: { initialMs: 1_000, maxMs: 8_000 }, onUnauthorized });
  const statuses: LiveStatus[] = [];
  socket.status$.subscribe((s) => statuses.push(s));
  return { socket, received, statuses };
}

/** Lets the async URL step and the socket creation run. */
const flush = () => Promise.resolve().then(() => Promise.resolve());

describe('live socket', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('connects with the token in the query string', async () => {
    const { socket } = setup();
    socket.connect();
    await flush();
    expect(FakeWebSocket.last().url).toBe('wss://api.test/live?token=t1');
    socket.close();
  });

  it('queues subscriptions until the socket is open, then sends them', async () => {
    const { socket } = setup();
    socket.subscribe('beneficiary:1');
    socket.connect();
    socket.subscribe('organization:7');
    await flush();
    const ws = FakeWebSocket.last();
    expect(ws.sent).toEqual([]);
    ws.serverOpen();
    expect(ws.sent).toEqual([
      { action: 'subscribe', sub: 'beneficiary:1' },
      { action: 'subscribe', sub: 'organization:7' },
    ]);
    socket.close();
  });

  it('sends subscribe and unsubscribe at once while open, each sub once', async () => {
    const { socket } = setup();
    socket.connect();
    await flush();
    const ws = FakeWebSocket.last();
    ws.serverOpen();
    socket.subscribe('interaction:3');
    socket.subscribe('interaction:3');
    socket.unsubscribe('interaction:3');
    socket.unsubscribe('interaction:3');
    expect(ws.sent).toEqual([
      { action: 'subscribe', sub: 'interaction:3' },
      { action: 'unsubscribe', sub: 'interaction:3' },
    ]);
    expect(socket.subscriptions()).toEqual([]);
    socket.close();
  });

  it('pushes well-formed live messages to the sink and drops the rest', async () => {
    const { socket, received } = setup();
    socket.connect();
    await flush();
    const ws = FakeWebSocket.last();
    ws.serverOpen();
    ws.serverSend({ type: 'beneficiary', sub: 'beneficiary:1', data: { id: 1 } });
    ws.serverSend({ type: 'nonsense', sub: 'x', data: null });
    ws.serverSend('not json');
    ws.serverSend({ type: 'dbugga', sub: 'dbugga', data: 'x' });
    expect(received.map((m) => m.type)).toEqual(['beneficiary', 'dbugga']);
    socket.close();
  });

  it('reconnects after a close with growing backoff and re-sends subscriptions', async () => {
    const { socket, statuses } = setup();
    socket.subscribe('organization:7');
    socket.connect();
    await flush();
    FakeWebSocket.last().serverOpen();

    FakeWebSocket.last().serverClose(false);
    expect(statuses.at(-1)).toBe('closed');
    jest.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(2);

    // The second attempt fails before opening: the next wait doubles.
    FakeWebSocket.last().serverClose(false);
    jest.advanceTimersByTime(1_999);
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(2);
    jest.advanceTimersByTime(1);
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(3);

    const ws = FakeWebSocket.last();
    ws.serverOpen();
    expect(ws.sent).toEqual([{ action: 'subscribe', sub: 'organization:7' }]);
    expect(statuses.at(-1)).toBe('open');

    // A successful open resets the backoff.
    ws.serverClose(true);
    jest.advanceTimersByTime(1_000);
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(4);
    socket.close();
  });

  it('caps the backoff', async () => {
    const { socket } = setup();
    socket.connect();
    await flush();
    for (let i = 0; i < 6; i += 1) {
      FakeWebSocket.last().serverClose(false);
      jest.advanceTimersByTime(8_000);
      await flush();
    }
    expect(FakeWebSocket.instances).toHaveLength(7);
    socket.close();
  });

  it('retries when the URL cannot be built (token refresh failed)', async () => {
    let fail = true;
    const { socket } = setup(async () => {
      if (fail) throw new Error('no token');
      return 'wss://x/live?token=t2';
    });
    socket.connect();
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(0);
    fail = false;
    jest.advanceTimersByTime(1_000);
    await flush();
    await flush();
    expect(FakeWebSocket.last().url).toBe('wss://x/live?token=t2');
    socket.close();
  });

  it('a 4401 close renews the credentials first, then reconnects with the new URL', async () => {
    let token = 't1';
    const renew = jest.fn(async () => {
      token = 't2';
      return true;
    });
    const { socket } = setup(() => `wss://api.test/live?token=${token}`, renew);
    socket.subscribe('organization:7');
    socket.connect();
    await flush();
    FakeWebSocket.last().serverOpen();
    FakeWebSocket.last().serverClose(true, LIVE_CLOSE_UNAUTHORIZED);
    await flush();
    expect(renew).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1_000);
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(2);
    const ws = FakeWebSocket.last();
    expect(ws.url).toBe('wss://api.test/live?token=t2');
    ws.serverOpen();
    expect(ws.sent).toEqual([{ action: 'subscribe', sub: 'organization:7' }]);
    socket.close();
  });

  it.each([
    ['credentials that cannot be renewed', async () => false],
    ['a renewal that fails', async () => Promise.reject(new Error('refused'))],
  ])('a 4401 close with %s stops the socket: no reconnect loop', async (_name, renewal) => {
    const renew = jest.fn(renewal);
    const { socket, statuses } = setup(undefined, renew);
    socket.connect();
    await flush();
    FakeWebSocket.last().serverOpen();
    FakeWebSocket.last().serverClose(true, LIVE_CLOSE_UNAUTHORIZED);
    await flush();
    await flush();
    expect(statuses.at(-1)).toBe('unauthorized');
    jest.advanceTimersByTime(60_000);
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(renew).toHaveBeenCalledTimes(1);
    // A later connect (a new login) starts again.
    socket.connect();
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(2);
    socket.close();
  });

  it('other closes never ask for renewal', async () => {
    const renew = jest.fn(async () => true);
    const { socket } = setup(undefined, renew);
    socket.connect();
    await flush();
    FakeWebSocket.last().serverClose(true, 1001);
    FakeWebSocket.last().serverClose(false);
    expect(renew).not.toHaveBeenCalled();
    socket.close();
  });

  it('close() stops reconnecting, closes the socket and forgets subscriptions', async () => {
    const { socket } = setup();
    socket.subscribe('a');
    socket.connect();
    await flush();
    const ws = FakeWebSocket.last();
    ws.serverOpen();
    socket.close();
    expect(ws.closed).toBe(true);
    expect(socket.subscriptions()).toEqual([]);
    jest.advanceTimersByTime(60_000);
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('helpers', () => {
  it('isLiveMessage accepts the four SPEC types', () => {
    for (const type of ['beneficiary', 'organization', 'interaction', 'dbugga']) expect(isLiveMessage({ type, sub: 's', data: 1 })).toBe(true);
    expect(isLiveMessage({ type: 'other' })).toBe(false);
    expect(isLiveMessage(null)).toBe(false);
  });
  it('socketBase turns http and relative bases into ws URLs', () => {
    expect(socketBase('wss://a/b')).toBe('wss://a/b');
    expect(socketBase('https://a/b')).toBe('wss://a/b');
    expect(socketBase('http://a:8787')).toBe('ws://a:8787');
    expect(socketBase('/api')).toBe(`ws://${location.host}/api`);
  });
});
