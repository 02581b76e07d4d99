/** @jest-environment ./src/testing/native-environment.cjs */
/**
 * Ending access ends it everywhere at once: for each cause, the sockets on two API instances close
 * with 4401 within a second, and REST refuses the same credentials on both instances.
 */
import { bearer, listeningPair, login, openTestDb, ORGS, until, type TestDb } from '../../testing/harness';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { SECURE_CHAT_ERRORS } from '@hearth/shared-kernel/domain';
import { createPasswordReset } from '../../features/auth/sessions';
import { insertPatient, type FixturePatient } from '../../features/patient-app/fixtures';
import { deactivateProfessional, setMembership } from '../../features/admin/access';
import { createSecureLink } from '../../features/secure-chat/links';
import { DEMO_PASSWORD, demoAccount } from '../../demo/demo-accounts';
import { CLOSE_UNAUTHORIZED } from './hub';
import { orgSub, professionalSub } from './subscriptions';

const WITHIN_MS = 1000;

let t: TestDb;
let a: FastifyInstance;
let b: FastifyInstance;
const opened: WebSocket[] = [];

beforeAll(async () => {
  t = await openTestDb();
  [a, b] = await listeningPair(t);
});
afterAll(async () => {
  for (const s of opened) s.terminate();
  await a?.close();
  await b?.close();
  await t?.close();
});

interface Opened {
  socket: WebSocket;
  /** When and how the server closed it. */
  closed: Promise<{ code: number; at: number }>;
}

/** A socket on `app` with `token`, open and subscribed to `sub` (the server has taken it). */
async function openSocket(app: FastifyInstance, token: string, sub: string): Promise<Opened> {
  const port = (app.server.address() as AddressInfo).port;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/live?token=${encodeURIComponent(token)}`);
  opened.push(socket);
  const closed = new Promise<{ code: number; at: number }>((resolve) => socket.on('close', (code) => resolve({ code, at: Date.now() })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  // A patient's socket taps the organisation sub on the server; a professional's takes the sub itself.
  const counts = () => [app.live.hub.subscriberCount(sub), app.live.hub.subscriberCount(orgSub(ORGS.riverside))];
  const [subBefore, orgBefore] = counts();
  socket.send(JSON.stringify({ action: 'subscribe', sub }));
  await until(counts, ([subNow, orgNow]) => subNow !== subBefore || orgNow !== orgBefore, 5_000, `the server to take the subscription to ${sub}`);
  return { socket, closed };
}

/** One socket per instance. */
const socketsOnBoth = (token: string, sub: string) => Promise.all([openSocket(a, token, sub), openSocket(b, token, sub)]);

/** The promise's value, or null when it takes longer than `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs the revocation and expects every socket closed with 4401 within a second of its start. */
async function expectClosedWithinOneSecond(sockets: Opened[], revoke: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  await revoke();
  const results = await Promise.all(sockets.map((s) => within(s.closed, WITHIN_MS + 200)));
  expect(results).toHaveLength(sockets.length);
  for (const result of results) {
    expect(result).not.toBeNull();
    expect(result!.code).toBe(CLOSE_UNAUTHORIZED);
    expect(result!.at - started).toBeLessThanOrEqual(WITHIN_MS);
  }
}

/** The status a REST call with this access token gets on each instance. */
const restOnBoth = (token: string, url = '/security', orgId?: string) =>
  Promise.all([a, b].map(async (app) => (await app.inject({ method: 'GET', url, headers: bearer(token, orgId) })).statusCode));

describe('a professional session ends on both instances at once', () => {
  test('logout: that session only', async () => {
    const chen = demoAccount('dr.chen');
    const session = await login(a, 'dr.chen');
    const other = await login(b, 'dr.chen');
    const sockets = await socketsOnBoth(session.access_token, professionalSub(chen.id));
    const otherSocket = await openSocket(b, other.access_token, professionalSub(chen.id));
    expect(await restOnBoth(session.access_token)).toEqual([200, 200]);

    await expectClosedWithinOneSecond(sockets, () =>
      a.inject({ method: 'POST', url: '/auth/logout', headers: bearer(session.access_token) }),
    );
    expect(await restOnBoth(session.access_token)).toEqual([401, 401]);
    // The professional's other sign-in is untouched.
    expect(otherSocket.socket.readyState).toBe(WebSocket.OPEN);
    expect(await restOnBoth(other.access_token)).toEqual([200, 200]);
    otherSocket.socket.close();
  });

  test('refresh-token reuse revokes the family', async () => {
    const kim = demoAccount('nurse.kim');
    const first = await login(a, 'nurse.kim');
    const refresh = (app: FastifyInstance, token: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/refresh',
        headers: { authorization: `Refresh ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=refresh_token',
      });
    const rotated = await refresh(a, first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const current = rotated.json().access_token as string;
    const sockets = await socketsOnBoth(current, professionalSub(kim.id));

    await expectClosedWithinOneSecond(sockets, async () => {
      // The spent token again: someone copied it.
      expect((await refresh(b, first.refresh_token)).statusCode).toBe(401);
    });
    expect(await restOnBoth(current)).toEqual([401, 401]);
    expect((await refresh(a, rotated.json().refresh_token)).statusCode).toBe(401);
  });

  test('a password reset ends every session of the professional', async () => {
    const ortiz = demoAccount('admin.ortiz');
    const one = await login(a, 'admin.ortiz');
    const two = await login(b, 'admin.ortiz');
    const sockets = [await openSocket(a, one.access_token, professionalSub(ortiz.id)), await openSocket(b, two.access_token, professionalSub(ortiz.id))];
    const token = await createPasswordReset(t.db, ortiz.id);

    await expectClosedWithinOneSecond(sockets, async () => {
      expect((await a.inject({ method: 'POST', url: '/auth/reset', payload: { token, password: 'a-brand-new-password' } })).statusCode).toBe(204);
    });
    expect(await restOnBoth(one.access_token)).toEqual([401, 401]);
    expect(await restOnBoth(two.access_token)).toEqual([401, 401]);
  });

  test('a role change: the next request has the new rights; sockets close to reconnect with them; the session stays', async () => {
    const dev = demoAccount('dev.debug');
    const patient = await insertPatient(t.db, { orgId: ORGS.riverside, status: 'approved' });
    const session = await login(a, 'dev.debug');
    const sockets = await socketsOnBoth(session.access_token, orgSub(ORGS.riverside));
    expect(await restOnBoth(session.access_token, `/patients/${patient.id}`, ORGS.riverside)).toEqual([200, 200]);

    await expectClosedWithinOneSecond(sockets, () =>
      setMembership(
        { db: t.db, live: b.live },
        { professionalId: dev.id, orgId: ORGS.riverside, role: 'Front Desk', permissions: ['LOGIN', 'VIEW_TASK'] },
        demoAccount('root').id,
      ),
    );
    expect(await restOnBoth(session.access_token, `/patients/${patient.id}`, ORGS.riverside)).toEqual([403, 403]);
    // Not a forced logout: the same token still signs in, and the socket reconnects under the new rights.
    expect(await restOnBoth(session.access_token)).toEqual([200, 200]);
    const again = await openSocket(a, session.access_token, professionalSub(dev.id));
    again.socket.close();
  });

  test('deactivation ends every session and sign-in', async () => {
    const lee = demoAccount('partner.lee');
    const session = await login(a, 'partner.lee');
    const sockets = await socketsOnBoth(session.access_token, professionalSub(lee.id));

    await expectClosedWithinOneSecond(sockets, async () => {
      expect(await deactivateProfessional({ db: t.db, live: a.live }, lee.id, demoAccount('root').id)).toBe(true);
    });
    expect(await restOnBoth(session.access_token)).toEqual([401, 401]);
    const refreshed = await b.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: { authorization: `Refresh ${session.refresh_token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=refresh_token',
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await b.inject({ method: 'POST', url: '/auth/login', payload: { username: 'partner.lee', password: DEMO_PASSWORD } })).statusCode).toBe(401);
  });

  test('a socket that missed the close is refused at its next subscribe', async () => {
    const chen = demoAccount('dr.chen');
    const session = await login(a, 'dr.chen');
    const socket = await openSocket(b, session.access_token, professionalSub(chen.id));
    // Revoked in the database only, as if the notification had been lost.
    const { sid } = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString()) as { sid: string };
    await t.db.query('update auth_sessions set revoked_at = now() where id = $1', [sid]);
    socket.socket.send(JSON.stringify({ action: 'subscribe', sub: orgSub(ORGS.riverside) }));
    expect(await within(socket.closed, WITHIN_MS)).toMatchObject({ code: CLOSE_UNAUTHORIZED });
  });
});

describe("a patient's secure chat ends on both instances at once", () => {
  let chen: string;
  beforeAll(async () => {
    chen = (await login(a, 'dr.chen')).access_token;
  });

  async function patientSession(): Promise<{ patient: FixturePatient; token: string }> {
    const patient = await insertPatient(t.db, { orgId: ORGS.riverside, status: 'approved' });
    const link = await createSecureLink(t.db, patient.id, ORGS.riverside);
    const res = await a.inject({ method: 'POST', url: '/secure/login', payload: { link, dob: '05/31/1980' } });
    expect(res.statusCode).toBe(200);
    return { patient, token: res.json().token };
  }

  /** What the patient's REST calls get on each instance: read and send. */
  const patientRestOnBoth = (token: string) =>
    Promise.all(
      [a, b].flatMap((app) => [
        app.inject({ method: 'GET', url: '/patient/messages', headers: bearer(token) }),
        app.inject({ method: 'POST', url: '/patient/messages', headers: bearer(token), payload: { clientId: randomUUID(), body: 'Still there?' } }),
      ]),
    ).then((answers) => answers.map((r) => [r.statusCode, r.json().message ?? null]));

  test.each([
    [
      'unenrolment',
      (patient: FixturePatient) =>
        b.inject({ method: 'POST', url: `/enrollment/${patient.id}/status`, headers: bearer(chen, ORGS.riverside), payload: { status: 'unenrolled' } }),
    ],
    [
      'secure chat turned off',
      async (patient: FixturePatient) => {
        const prefs = (await b.inject({ method: 'GET', url: `/patients/${patient.id}/comm-prefs`, headers: bearer(chen, ORGS.riverside) })).json();
        return b.inject({ method: 'PUT', url: `/patients/${patient.id}/comm-prefs`, headers: bearer(chen, ORGS.riverside), payload: { ...prefs, chatEnabled: false } });
      },
    ],
  ])('%s', async (_cause, end) => {
    const { patient, token } = await patientSession();
    const sockets = await socketsOnBoth(token, `patient:${patient.id}`);
    expect((await patientRestOnBoth(token)).map(([status]) => status)).toEqual([200, 201, 200, 201]);

    await expectClosedWithinOneSecond(sockets, async () => {
      const res = await end(patient);
      expect(res.statusCode).toBe(200);
    });
    const expired = [401, SECURE_CHAT_ERRORS.expired];
    expect(await patientRestOnBoth(token)).toEqual([expired, expired, expired, expired]);
    // The texted link no longer opens a session either.
    const link = await createSecureLink(t.db, patient.id, ORGS.riverside);
    expect((await a.inject({ method: 'POST', url: '/secure/login', payload: { link, dob: '05/31/1980' } })).statusCode).toBe(401);
  });
});
