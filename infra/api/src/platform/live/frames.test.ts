import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { until } from '../../testing/until';
import { frameSender } from './frames';

/** A server socket and its client, over a real connection; counts the server connection's writes. */
async function pair() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const accepted = new Promise<{ socket: WebSocket; connection: Socket }>((resolve) =>
    server.once('connection', (socket, request) => resolve({ socket, connection: request.socket as Socket })),
  );
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const received: string[] = [];
  client.on('message', (data: Buffer) => received.push(data.toString('utf8')));
  await new Promise((resolve) => client.once('open', resolve));
  const { socket, connection } = await accepted;
  // Each call is one system call on the connection: one chunk (_write) or several (_writev).
  let writes = 0;
  for (const method of ['_write', '_writev'] as const) {
    const original = (connection[method] as (...args: unknown[]) => void).bind(connection);
    (connection as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      writes += 1;
      original(...args);
    };
  }
  return {
    socket,
    connection,
    received,
    writes: () => writes,
    close: async () => {
      client.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Runs `check` on a fresh pair, closed after it whatever happens. */
async function withPair(check: (p: Awaited<ReturnType<typeof pair>>) => Promise<void> | void) {
  const p = await pair();
  try {
    await check(p);
  } finally {
    await p.close();
  }
}

describe('frameSender', () => {
  test('frames sent in one turn leave in one write, in order', () =>
    withPair(async (p) => {
      const send = frameSender(p.socket, p.connection);
      send('one');
      send('two');
      send('three');
      await until(() => p.received.length === 3);
      expect(p.received).toEqual(['one', 'two', 'three']);
      expect(p.writes()).toBe(1);

      // The next turn's frames are a write of their own: nothing waits for a later turn.
      send('four');
      await until(() => p.received.length === 4);
      expect(p.received).toEqual(['one', 'two', 'three', 'four']);
      expect(p.writes()).toBe(2);
    }));

  test('without it, ws writes each frame on its own (what the sender saves)', () =>
    withPair(async (p) => {
      p.socket.send('one');
      p.socket.send('two');
      p.socket.send('three');
      await until(() => p.received.length === 3);
      expect(p.writes()).toBe(3);
    }));

  test('sends nothing on a socket that is no longer open', () =>
    withPair((p) => {
      const send = frameSender(p.socket, p.connection);
      p.socket.terminate();
      expect(() => send('late')).not.toThrow();
      expect(p.writes()).toBe(0);
    }));
});
