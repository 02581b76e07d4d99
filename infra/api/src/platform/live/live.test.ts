/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, listeningPair, login, openTestDb, ORGS, until, type TestDb } from '../../testing/harness';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { LiveMessage } from '@hearth/shared-kernel/domain';
import { demoAccount } from '../../demo/demo-accounts';
import { CLOSE_UNAUTHORIZED } from './routes';
import { orgSub, professionalSub } from './subscriptions';

let t: TestDb;
let a: FastifyInstance;
let b: FastifyInstance;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await openTestDb();
  [a, b] = await listeningPair(t);
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await a?.close();
  await b?.close();
  await t?.close();
});

const wsUrl = (app: FastifyInstance, token: string) =>
  `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/live?token=${encodeURIComponent(token)}`;

/** A real websocket client that records what it receives. */
async function connect(app: FastifyInstance, token: string) {
  const socket = new WebSocket(wsUrl(app, token));
  sockets.push(socket);
  const received: LiveMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    received.push(JSON.parse(data.toString()) as LiveMessage);
    waiters.splice(0).forEach((w) => w());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let consumed = 0;
  return {
    socket,
    received,
    send: (frame: object) => socket.send(JSON.stringify(frame)),
    /** The next message not yet taken, waiting for it when needed. */
    async next(timeoutMs = 5000): Promise<LiveMessage> {
      const deadline = Date.now() + timeoutMs;
      while (received.length <= consumed) {
        if (Date.now() > deadline) throw new Error('no live message arrived');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      consumed += 1;
      return received[consumed - 1];
    },
  };
}

describe('live socket', () => {
  test('a message published on instance B reaches a client of instance A (dbugga ping)', async () => {
    const dev = await login(a, 'dev.debug');
    const client = await connect(a, dev.access_token);
    const sub = professionalSub(demoAccount('dev.debug').id);
    client.send({ action: 'subscribe', sub });
    await until(() => a.live.hub.subscriberCount(sub) === 1);
    expect(b.live.hub.subscriberCount(sub)).toBe(0);

    const ping = await b.inject({ method: 'POST', url: '/debug/ping', headers: bearer(dev.access_token), payload: { message: 'hello from B' } });
    expect(ping.statusCode).toBe(202);
    const message = await client.next();
    expect(message).toMatchObject({ type: 'dbugga', sub, data: { message: 'hello from B' } });
  });

  test('organisation subs: only their own organisations; refusals are audited and deliver nothing', async () => {
    const chenId = demoAccount('dr.chen').id;
    const chen = await login(a, 'dr.chen');
    const client = await connect(a, chen.access_token);
    const deniedBefore = await countRows(t.db, 'audit_log', "event = 'access_denied' and route = 'WS /live'");

    client.send({ action: 'subscribe', sub: orgSub(ORGS.lakeside) });
    client.send({ action: 'subscribe', sub: professionalSub(demoAccount('nurse.kim').id) });
    client.send({ action: 'subscribe', sub: orgSub(ORGS.riverside) });
    await until(() => a.live.hub.subscriberCount(orgSub(ORGS.riverside)) >= 1);
    expect(a.live.hub.subscriberCount(orgSub(ORGS.lakeside))).toBe(0);
    expect(a.live.hub.subscriberCount(professionalSub(demoAccount('nurse.kim').id))).toBe(0);
    expect(await countRows(t.db, 'audit_log', "event = 'access_denied' and route = 'WS /live' and professional_id = $1", [chenId])).toBe(
      deniedBefore + 2,
    );

    // Published in order from B: the refused sub's message never arrives, the allowed one does.
    await b.live.publish(orgSub(ORGS.lakeside), 'organization', { conversationId: 'lakeside-only', patientId: 'p', change: 'opened' });
    await b.live.publish(orgSub(ORGS.riverside), 'organization', { conversationId: 'riverside', patientId: 'p', change: 'opened' });
    const first = await client.next();
    expect(first).toEqual({ type: 'organization', sub: orgSub(ORGS.riverside), data: { conversationId: 'riverside', patientId: 'p', change: 'opened' } });
    expect(client.received.some((m) => m.sub === orgSub(ORGS.lakeside))).toBe(false);
  });

  test('a payload too big for NOTIFY still arrives whole', async () => {
    const kim = await login(a, 'nurse.kim');
    const client = await connect(a, kim.access_token);
    const sub = orgSub(ORGS.lakeside);
    client.send({ action: 'subscribe', sub });
    await until(() => a.live.hub.subscriberCount(sub) === 1);
    const big = { patientId: Array.from({ length: 400 }, (_, i) => `${i}:${'x'.repeat(40)}`).join(','), change: 'updated' } as const;
    expect(JSON.stringify(big).length).toBeGreaterThan(8000);
    await b.live.publish(sub, 'beneficiary', big);
    expect(await client.next()).toEqual({ type: 'beneficiary', sub, data: big });
  });

  test('unsubscribe stops delivery; closing forgets the client', async () => {
    const dev = await login(a, 'dev.debug');
    const client = await connect(a, dev.access_token);
    const sub = orgSub(ORGS.riverside);
    const before = a.live.hub.subscriberCount(sub);
    client.send({ action: 'subscribe', sub });
    await until(() => a.live.hub.subscriberCount(sub) === before + 1);
    client.send({ action: 'unsubscribe', sub });
    await until(() => a.live.hub.subscriberCount(sub) === before);
    const clients = a.live.hub.clientCount;
    client.socket.close();
    await until(() => a.live.hub.clientCount === clients - 1);
  });

  test('malformed frames are ignored; the socket stays usable', async () => {
    const dev = await login(a, 'dev.debug');
    const client = await connect(a, dev.access_token);
    client.socket.send('not json');
    // Hostile frames: NUL and half surrogate pairs (which PostgreSQL refuses), ids that are not
    // ids, deep nesting, binary.
    for (const sub of ['conversation:\u0000', 'conversation:\uD800', `conversation:${'-'.repeat(36)}`, 'org:\u0000', 'patient:abc']) {
      client.send({ action: 'subscribe', sub });
    }
    client.socket.send(`${'['.repeat(1000)}${']'.repeat(1000)}`);
    client.socket.send(Buffer.from([0xff, 0x00, 0xd8]));
    client.send({ action: 'subscribe' });
    client.send({ action: 'subscribe', sub: professionalSub(demoAccount('dev.debug').id), extra: true });
    const sub = professionalSub(demoAccount('dev.debug').id);
    const before = a.live.hub.subscriberCount(sub);
    client.send({ action: 'subscribe', sub });
    await until(() => a.live.hub.subscriberCount(sub) === before + 1);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });

  test('a bad, missing or revoked token closes the socket with 4401', async () => {
    const closeCode = (url: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url);
        sockets.push(socket);
        socket.on('close', (code) => resolve(code));
      });
    const port = (a.server.address() as AddressInfo).port;
    expect(await closeCode(`ws://127.0.0.1:${port}/live`)).toBe(CLOSE_UNAUTHORIZED);
    expect(await closeCode(`ws://127.0.0.1:${port}/live?token=abc.def.ghi`)).toBe(CLOSE_UNAUTHORIZED);
    const chen = await login(a, 'dr.chen');
    await a.inject({ method: 'POST', url: '/auth/logout', headers: bearer(chen.access_token) });
    expect(await closeCode(wsUrl(a, chen.access_token))).toBe(CLOSE_UNAUTHORIZED);
  });
});
