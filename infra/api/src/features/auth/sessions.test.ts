/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, login, startTestApp, useTestApp } from '../../testing/harness';
import { demoAccount } from '../../demo/demo-accounts';
import { AUTH_MESSAGES } from '@hearth/shared-kernel/rules';

const s = useTestApp();

/** The call the kernel makes: form-encoded, token in `Authorization: Refresh …`. */
const refresh = (token: string, payload = 'grant_type=refresh_token') =>
  s.app.inject({
    method: 'POST',
    url: '/auth/refresh',
    headers: { authorization: `Refresh ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

const security = (accessToken: string) => s.app.inject({ method: 'GET', url: '/security', headers: bearer(accessToken) });

describe('POST /auth/refresh', () => {
  test('rotates: new access, refresh and id tokens; the new access token works', async () => {
    const first = await login(s.app, 'dr.chen');
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next.access_token).toEqual(expect.any(String));
    expect(next.id_token).toEqual(expect.any(String));
    expect(next.expires_in).toBe(900);
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect((await security(next.access_token)).statusCode).toBe(200);
    // And again with the rotated one.
    expect((await refresh(next.refresh_token)).statusCode).toBe(200);
  });

  test('an empty form body is accepted too', async () => {
    const tokens = await login(s.app, 'dr.chen');
    expect((await refresh(tokens.refresh_token, '')).statusCode).toBe(200);
  });

  test('a reused refresh token revokes the whole family', async () => {
    const chen = demoAccount('dr.chen');
    const first = await login(s.app, 'dr.chen');
    const second = (await refresh(first.refresh_token)).json();
    const reuseAuditsBefore = await countRows(s.db, 'audit_log', "event = 'refresh_token_reuse'");

    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: AUTH_MESSAGES.refreshInvalid });

    // The legitimate holder's newer token and access token are dead too.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await security(second.access_token)).statusCode).toBe(401);
    expect(await countRows(s.db, 'audit_log', "event = 'refresh_token_reuse' and professional_id = $1", [chen.id])).toBe(
      reuseAuditsBefore + 1,
    );
    // Other sessions of the same person are untouched.
    const other = await login(s.app, 'dr.chen');
    expect((await security(other.access_token)).statusCode).toBe(200);
  });

  test('missing, malformed or unknown refresh tokens: 401', async () => {
    const none = await s.app.inject({ method: 'POST', url: '/auth/refresh', payload: {} });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: AUTH_MESSAGES.refreshRequired });
    expect((await refresh('not a token')).statusCode).toBe(401);
    expect((await refresh('A'.repeat(43))).statusCode).toBe(401);
    // A bearer access token is not a refresh token.
    const tokens = await login(s.app, 'dr.chen');
    const asBearer = await s.app.inject({ method: 'POST', url: '/auth/refresh', headers: bearer(tokens.access_token) });
    expect(asBearer.statusCode).toBe(401);
  });

  test('an expired refresh token: 401', async () => {
    const tokens = await login(s.app, 'nurse.kim');
    await s.db.query("update refresh_tokens set expires_at = now() - interval '1 second' where family_id in (select family_id from refresh_tokens where used_at is null) and professional_id = $1", [
      demoAccount('nurse.kim').id,
    ]);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  test('unknown form fields: 400, and the token is not spent', async () => {
    const tokens = await login(s.app, 'dr.chen');
    const res = await refresh(tokens.refresh_token, 'grant_type=refresh_token&scope=admin');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/unknown field 'scope'/);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
  });
});

describe('POST /auth/logout', () => {
  test('with the refresh token (as the kernel sends it): the session ends', async () => {
    const tokens = await login(s.app, 'dev.debug');
    const res = await s.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { authorization: `Refresh ${tokens.refresh_token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect((await security(tokens.access_token)).statusCode).toBe(401);
    expect(await countRows(s.db, 'audit_log', "event = 'logout' and professional_id = $1", [demoAccount('dev.debug').id])).toBe(1);
  });

  test('with a bearer token and the refresh token in the body', async () => {
    const tokens = await login(s.app, 'dev.debug');
    const res = await s.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: bearer(tokens.access_token),
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect((await security(tokens.access_token)).statusCode).toBe(401);
  });

  test('without any token it is a harmless 204', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/auth/logout' });
    expect(res.body).toBe('');
    expect(res.statusCode).toBe(204);
  });
});

describe('forgot and reset through the outbox', () => {
  const outbox = async () =>
    (await s.app.inject({ method: 'GET', url: '/outbox', headers: { accept: 'application/json' } })).json().emails as {
      to: string;
      subject: string;
      text: string;
    }[];
  const forgot = (username: string) => s.app.inject({ method: 'POST', url: '/auth/forgot', payload: { username } });
  const reset = (token: string, password: string) => s.app.inject({ method: 'POST', url: '/auth/reset', payload: { token, password } });

  test('an unknown username gets the same answer and no e-mail', async () => {
    const before = await countRows(s.db, 'outbox_emails');
    const known = await forgot('admin.ortiz');
    const unknown = await forgot('nobody.here');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(await countRows(s.db, 'outbox_emails')).toBe(before + 1);
  });

  test('the e-mailed link resets the password once; the old password stops working', async () => {
    const ortiz = demoAccount('admin.ortiz');
    const session = await login(s.app, 'admin.ortiz');
    await forgot('admin.ortiz');
    const [mail] = await outbox();
    expect(mail.to).toBe(ortiz.email);
    expect(mail.subject).toBe('Reset your Hearth password');
    const link = /http:\/\/localhost:8080\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = link![1];

    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'Password must be at least 10 characters' });

    expect((await reset(token, 'a-brand-new-password')).statusCode).toBe(204);
    const again = await reset(token, 'another-new-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: AUTH_MESSAGES.resetInvalid });

    const signIn = (password: string) => s.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'admin.ortiz', password } });
    expect((await signIn('hearth-demo')).statusCode).toBe(401);
    expect((await signIn('a-brand-new-password')).statusCode).toBe(200);
    // A new password ends the sessions opened with the old one.
    expect((await security(session.access_token)).statusCode).toBe(401);
    expect(await countRows(s.db, 'audit_log', "event = 'password_reset' and professional_id = $1", [ortiz.id])).toBe(1);
  });

  test('a link older than one hour does not work', async () => {
    await forgot('nurse.kim');
    const [mail] = await outbox();
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    await s.db.query("update password_resets set expires_at = now() - interval '1 second' where used_at is null");
    expect((await reset(token, 'a-brand-new-password')).statusCode).toBe(400);
  });

  test('the outbox page lists e-mails newest first as HTML', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<h1>Hearth e-mail outbox</h1>');
    expect(res.body).toMatch(/<a href="http:\/\/localhost:8080\/reset\?token=/);
    const first = res.body.indexOf('nurse.kim@lakeside.example');
    const older = res.body.indexOf('admin.ortiz@riverside.example');
    expect(first).toBeGreaterThan(-1);
    expect(older).toBeGreaterThan(first);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });

  test('unknown fields are refused before anything is sent', async () => {
    const before = await countRows(s.db, 'outbox_emails');
    const res = await s.app.inject({ method: 'POST', url: '/auth/forgot', payload: { username: 'dr.chen', email: 'x@y.z' } });
    expect(res.statusCode).toBe(400);
    expect(await countRows(s.db, 'outbox_emails')).toBe(before);
  });

  test('the outbox is not served without HEARTH_SIMULATORS', async () => {
    const prod = await startTestApp(s.db, { config: { simulators: false } });
    try {
      expect((await prod.inject({ method: 'GET', url: '/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
