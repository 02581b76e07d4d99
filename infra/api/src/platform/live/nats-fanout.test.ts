/** @jest-environment ./src/testing/native-environment.cjs */
/**
 * Two API instances on the NATS fan-out (HEARTH_TEST_NATS_URL; the test command sets it when a
 * NATS server answers on 127.0.0.1:4222): frames cross instances whole and in order, once each;
 * an instance reads only the subs its sockets follow; revocations close sockets on both; an
 * instance that loses the broker reconnects, sends what it held and closes its sockets (1012) so
 * their clients catch up.
 */
import { bearer, listeningPair, login, openTestDb, ORGS, startTestApp, until, type TestDb } from '../../testing/harness';
import { createServer, connect as tcpConnect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { LiveMessage } from '@hearth/shared-kernel/domain';
import { demoAccount } from '../../demo/demo-accounts';
import { CLOSE_UNAUTHORIZED } from './hub';
import { CLOSE_FEED_RESUMED } from './nats-fanout';
import { orgSub, professionalSub } from './subscriptions';

const natsUrl = process.env.HEARTH_TEST_NATS_URL;
const describeOnNats = natsUrl ? describe : describe.skip;

let t: TestDb;
let a: FastifyInstance;
let b: FastifyInstance;
const opened: WebSocket[] = [];

interface Client {
  socket: WebSocket;
  received: LiveMessage[];
  closed: Promise<number>;
}

/** A socket on `app`, subscribed to `sub` once the server has taken it. */
async function follow(app: FastifyInstance, token: string, sub: string): Promise<Client> {
  const port = (app.server.address() as AddressInfo).port;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/live?token=${encodeURIComponent(token)}`);
  opened.push(socket);
  const received: LiveMessage[] = [];
  socket.on('message', (data) => received.push(JSON.parse(data.toString()) as LiveMessage));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const before = app.live.hub.subscriberCount(sub);
  socket.send(JSON.stringify({ action: 'subscribe', sub }));
  await until(() => app.live.hub.subscriberCount(sub) === before + 1);
  return { socket, received, closed };
}

const ping = (n: number) => ({ message: `frame ${n}`, at: new Date(0).toISOString() });

describeOnNats('live fan-out on NATS', () => {
  beforeAll(async () => {
    t = await openTestDb();
    [a, b] = await listeningPair(t, { liveFanout: { kind: 'nats', url: natsUrl! } });
  });
  afterAll(async () => {
    for (const s of opened) s.terminate();
    await a?.close();
    await b?.close();
    await t?.close();
  });

  test('frames published on either instance reach the sockets on both, in publish order, once each', async () => {
    const dev = await login(a, 'dev.debug');
    const sub = professionalSub(demoAccount('dev.debug').id);
    const onA = await follow(a, dev.access_token, sub);
    const onB = await follow(b, dev.access_token, sub);

    // Published back to back, without waiting between them.
    const published = Array.from({ length: 300 }, (_, n) => ping(n));
    await Promise.all(published.map((data) => b.live.publish(sub, 'dbugga', data)));
    await until(() => onA.received.length >= 300 && onB.received.length >= 300);
    // A frame more would be a doubled one: give it time to show.
    await new Promise((r) => setTimeout(r, 200));
    for (const client of [onA, onB]) expect(client.received).toEqual(published.map((data) => ({ type: 'dbugga', sub, data })));

    // The REST path across instances: a ping answered by A reaches B's socket.
    const answer = await a.inject({ method: 'POST', url: '/debug/ping', headers: bearer(dev.access_token), payload: { message: 'from A' } });
    expect(answer.statusCode).toBe(202);
    await until(() => onB.received.length === 301);
    expect(onB.received[300]).toMatchObject({ type: 'dbugga', sub, data: { message: 'from A' } });
  });

  test('a payload far past NOTIFY’s 8000 bytes arrives whole, with no row stored', async () => {
    const kim = await login(a, 'nurse.kim');
    const sub = orgSub(ORGS.lakeside);
    const client = await follow(b, kim.access_token, sub);
    const big = { patientId: Array.from({ length: 2000 }, (_, i) => `${i}:${'x'.repeat(40)}`).join(','), change: 'updated' } as const;
    await a.live.publish(sub, 'beneficiary', big);
    await until(() => client.received.length === 1);
    expect(client.received[0]).toEqual({ type: 'beneficiary', sub, data: big });
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from live_payloads');
    expect(Number(rows[0].n)).toBe(0);
  });

  test('an instance reads only the subs its sockets follow', async () => {
    const chen = await login(a, 'dr.chen');
    const sub = orgSub(ORGS.riverside);
    const client = await follow(a, chen.access_token, sub);
    const deliveredOnB = jest.spyOn(b.live.hub, 'deliver');
    await b.live.publish(sub, 'organization', { conversationId: 'c', patientId: 'p', change: 'opened' });
    await until(() => client.received.length === 1);
    // NOTIFY hands every frame to every instance; here B has no socket on the sub and gets nothing.
    expect(deliveredOnB).not.toHaveBeenCalled();

    // Once A's last socket on the sub closes, A stops reading it as well.
    const deliveredOnA = jest.spyOn(a.live.hub, 'deliver');
    client.socket.close();
    await until(() => a.live.hub.subscriberCount(sub) === 0);
    await b.live.publish(sub, 'organization', { conversationId: 'c', patientId: 'p', change: 'closed' });
    const kim = await login(b, 'nurse.kim');
    const other = await follow(b, kim.access_token, orgSub(ORGS.lakeside));
    await b.live.publish(orgSub(ORGS.lakeside), 'organization', { conversationId: 'c', patientId: 'p', change: 'opened' });
    await until(() => other.received.length === 1);
    expect(deliveredOnA).not.toHaveBeenCalled();
    deliveredOnA.mockRestore();
    deliveredOnB.mockRestore();
  });

  test('signing out on one instance closes the session’s sockets on both (4401)', async () => {
    const chen = await login(a, 'dr.chen');
    const sub = professionalSub(demoAccount('dr.chen').id);
    const [onA, onB] = [await follow(a, chen.access_token, sub), await follow(b, chen.access_token, sub)];
    const other = await follow(a, (await login(a, 'nurse.kim')).access_token, professionalSub(demoAccount('nurse.kim').id));
    const out = await b.inject({ method: 'POST', url: '/auth/logout', headers: bearer(chen.access_token) });
    expect(out.statusCode).toBeLessThan(300);
    const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('not closed within 1 s'), 1000));
    expect(await Promise.race([onA.closed, timeout])).toBe(CLOSE_UNAUTHORIZED);
    expect(await Promise.race([onB.closed, timeout])).toBe(CLOSE_UNAUTHORIZED);
    expect(other.socket.readyState).toBe(WebSocket.OPEN);
  });
});

describe('live fan-out on NATS: no broker at start', () => {
  test('the app does not start, and the error names the setting and the address, not a password', async () => {
    const db = await openTestDb();
    try {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const start = startTestApp(db.db, { config: { liveFanout: { kind: 'nats', url: `nats://bench:s3cret@127.0.0.1:${port}` } } });
      await expect(start).rejects.toThrow(new RegExp(`HEARTH_LIVE_FANOUT: the NATS server at 127\\.0\\.0\\.1:${port} does not answer`));
      await expect(start).rejects.not.toThrow(/s3cret/);
    } finally {
      await db.close();
    }
  });
});

/** A TCP relay to the NATS server that can be cut and restored, to stand for a broker outage. */
async function relay(target: URL): Promise<{ port: number; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }> {
  const pipes = new Set<Socket>();
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((inbound) => {
        const outbound = tcpConnect(Number(target.port || 4222), target.hostname);
        for (const s of [inbound, outbound]) {
          pipes.add(s);
          s.on('close', () => pipes.delete(s));
          s.on('error', () => undefined);
        }
        inbound.pipe(outbound).pipe(inbound);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  const cut = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const s of pipes) s.destroy();
    });
  };
  return { port, cut, restore: listen, close: cut };
}

describeOnNats('live fan-out on NATS: a broker outage', () => {
  test('the instance reconnects, sends the frames it held, and closes its sockets (1012) so clients catch up', async () => {
    const db = await openTestDb();
    const line = await relay(new URL(natsUrl!));
    const steady = await startTestApp(db.db, { config: { liveFanout: { kind: 'nats', url: natsUrl! } } });
    const cutOff = await startTestApp(await db.another(), { config: { liveFanout: { kind: 'nats', url: `nats://127.0.0.1:${line.port}` } } });
    try {
      await steady.listen({ port: 0, host: '127.0.0.1' });
      await cutOff.listen({ port: 0, host: '127.0.0.1' });
      const dev = await login(steady, 'dev.debug');
      const sub = professionalSub(demoAccount('dev.debug').id);
      const watching = await follow(steady, dev.access_token, sub);
      const stranded = await follow(cutOff, dev.access_token, sub);

      await line.cut();
      // The client notices the broken line at once (the relay closed it).
      await new Promise((r) => setTimeout(r, 200));
      // Published while the broker is out of reach: neither an error for the caller nor a crash.
      await cutOff.live.publish(sub, 'dbugga', ping(1));
      await cutOff.live.publish(sub, 'dbugga', ping(2));
      await new Promise((r) => setTimeout(r, 300));
      expect(watching.received).toEqual([]);
      await line.restore();

      expect(await stranded.closed).toBe(CLOSE_FEED_RESUMED);
      await until(() => watching.received.length, (n) => n === 2, 10_000);
      expect(watching.received.map((m) => m.data)).toEqual([ping(1), ping(2)]);
      // The feed works again on the instance that was cut off.
      const again = await follow(cutOff, dev.access_token, sub);
      // Its new subscription reaches the broker through the relay, which this process also runs.
      await new Promise((r) => setTimeout(r, 200));
      await steady.live.publish(sub, 'dbugga', ping(3));
      await until(() => again.received.length === 1);
    } finally {
      for (const s of opened) s.terminate();
      await steady.close();
      await cutOff.close();
      await line.close();
      await db.close();
    }
  });
});
