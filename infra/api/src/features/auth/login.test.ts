/** @jest-environment ./src/testing/native-environment.cjs */
import { countRows, login, ORGS, startTestApp, useTestApp } from '../../testing/harness';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { DEMO_ACCOUNTS, DEMO_ORGS, demoAccount } from '../../demo/demo-accounts';
import { AUTH_MESSAGES } from '@hearth/shared-kernel/rules';

const s = useTestApp();

const post = (payload: unknown, remoteAddress = '127.0.0.1') =>
  s.app.inject({ method: 'POST', url: '/auth/login', payload: payload as object, remoteAddress });

describe('POST /auth/login', () => {
  test('right password: access, refresh and id tokens with the claims SPEC reads', async () => {
    const chen = demoAccount('dr.chen');
    const res = await post({ username: 'dr.chen', password: 'hearth-demo' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'id_token', 'refresh_token']);
    expect(body.expires_in).toBe(15 * 60);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const access = decodeJwt(body.access_token);
    expect(access).toMatchObject({ professionalId: chen.id, sub: chen.id, orgIds: [ORGS.riverside], typ: 'access' });
    expect(access.exp! - Math.floor(Date.now() / 1000)).toBeGreaterThan(15 * 60 - 10);
    expect(access.exp! - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(15 * 60);
    expect(decodeJwt(body.id_token)).toMatchObject({ typ: 'id', email: chen.email, professionalId: chen.id });

    expect(await countRows(s.db, 'audit_log', "event = 'login_success' and professional_id = $1", [chen.id])).toBe(1);
    // The refresh token is stored only as a hash.
    expect(await countRows(s.db, 'refresh_tokens', 'token_hash = $1', [body.refresh_token])).toBe(0);
  });

  test('usernames are case-insensitive', async () => {
    expect((await post({ username: 'Dr.Chen', password: 'hearth-demo' })).statusCode).toBe(200);
  });

  test('every demo account can sign in', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const tokens = await login(s.app, account.username);
      expect(decodeJwt(tokens.access_token).orgIds).toEqual(expect.arrayContaining(account.orgs.map((o) => DEMO_ORGS[o.org].id)));
    }
  });

  test('a wrong password and an unknown user get the same answer', async () => {
    const wrong = await post({ username: 'nurse.kim', password: 'not-the-password' }, '10.0.0.1');
    const unknown = await post({ username: 'ghost.user', password: 'not-the-password' }, '10.0.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid username or password' });
    expect(unknown.body).toBe(wrong.body);
  });

  test('failures are audited without the password or an unknown username in clear', async () => {
    await post({ username: 'ghost.audit', password: 'Secret-Password-1' }, '10.0.0.2');
    const { rows } = await s.db.query<{ detail: unknown; professional_id: string | null }>(
      "select detail, professional_id from audit_log where event = 'login_failure' order by id desc limit 1",
    );
    const text = JSON.stringify(rows[0]);
    expect(rows[0].professional_id).toBeNull();
    expect(text).toMatch(/usernameHash/);
    expect(text).not.toMatch(/ghost\.audit/);
    expect(text).not.toMatch(/Secret-Password-1/);
    // Keyed: hashing a list of likely usernames does not find it.
    expect(text).not.toContain(createHash('sha256').update('ghost.audit').digest('hex'));
  });

  test('after 5 failures for one username and address: 429 with Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await post({ username: 'partner.lee', password: `wrong-${i}` }, '10.1.1.1')).statusCode).toBe(401);
    }
    const blocked = await post({ username: 'partner.lee', password: 'hearth-demo' }, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another address is not blocked for that username.
    expect((await post({ username: 'partner.lee', password: 'hearth-demo' }, '10.1.1.2')).statusCode).toBe(200);
    expect(await countRows(s.db, 'audit_log', "event = 'login_rate_limited'")).toBeGreaterThan(0);
  });

  test('the limit lives in the database, so another instance enforces it too', async () => {
    for (let i = 0; i < 5; i += 1) await post({ username: 'root', password: `wrong-${i}` }, '10.2.2.2');
    const other = await startTestApp(await s.t.another());
    try {
      const res = await other.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'root', password: 'hearth-demo' },
        remoteAddress: '10.2.2.2',
      });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await other.close();
    }
  });

  test('a success clears earlier failures of that username and address', async () => {
    for (let i = 0; i < 4; i += 1) await post({ username: 'dev.debug', password: `wrong-${i}` }, '10.3.3.3');
    expect((await post({ username: 'dev.debug', password: 'hearth-demo' }, '10.3.3.3')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await post({ username: 'dev.debug', password: `wrong-${i}` }, '10.3.3.3')).statusCode).toBe(401);
    }
    expect((await post({ username: 'dev.debug', password: 'hearth-demo' }, '10.3.3.3')).statusCode).toBe(200);
  });

  test('20 parallel wrong passwords for one username and address: at most 5 are checked, the rest 429', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post({ username: 'admin.ortiz', password: `wrong-${i}` }, '10.4.4.4')));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('parallel wrong passwords spread over two instances are counted together', async () => {
    const other = await startTestApp(await s.t.another());
    try {
      const attempt = (target: FastifyInstance, i: number) =>
        target.inject({ method: 'POST', url: '/auth/login', payload: { username: 'nurse.kim', password: `wrong-${i}` }, remoteAddress: '10.5.5.5' });
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(i % 2 ? other : s.app, i)));
      expect(answers.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(5);
      expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(15);
    } finally {
      await other.close();
    }
  });

  test('password spraying: 25 failures from one address over any usernames, then 429 for every username', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => post({ username: `sprayed.${i}`, password: 'Summer2026!' }, '10.6.6.6')));
    expect(answers.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(25);
    expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(5);
    expect(answers.filter((r) => r.statusCode !== 401 && r.statusCode !== 429)).toEqual([]);
    const blocked = await post({ username: 'dr.chen', password: 'hearth-demo' }, '10.6.6.6');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await post({ username: 'dr.chen', password: 'hearth-demo' }, '10.6.6.7')).statusCode).toBe(200);
  });

  test('one username guessed from many addresses: 15 failures, then 429 from any address', async () => {
    for (let i = 0; i < 15; i += 1) {
      expect((await post({ username: 'ghost.botnet', password: `wrong-${i}` }, `10.8.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await post({ username: 'ghost.botnet', password: 'wrong-again' }, '10.8.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    // The refused attempt used no slot of that address's own limits.
    expect((await post({ username: 'dr.chen', password: 'hearth-demo' }, '10.8.1.1')).statusCode).toBe(200);
  });

  test('unknown fields and wrong types: 400 with a message, nothing written', async () => {
    const before = {
      audit: await countRows(s.db, 'audit_log'),
      attempts: await countRows(s.db, 'attempt_locks'),
      sessions: await countRows(s.db, 'auth_sessions'),
    };
    const extra = await post({ username: 'dr.chen', password: 'hearth-demo', admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/unknown field 'admin'/);

    const wrongType = await post({ username: 42, password: 'hearth-demo' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/'username'.*expected string/);

    const missing = await post({ username: 'dr.chen' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/'password'/);

    expect({
      audit: await countRows(s.db, 'audit_log'),
      attempts: await countRows(s.db, 'attempt_locks'),
      sessions: await countRows(s.db, 'auth_sessions'),
    }).toEqual(before);
  });

  test('malformed JSON is a 400 with a message', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });
});
