/** @jest-environment ./src/testing/native-environment.cjs */
/**
 * Single sign-on against a real OpenID provider (the demo's, oidc-provider, in this process): the
 * whole flow as a browser makes it, then each refusal: a wrong state, a replayed code, a tampered
 * ID token, an e-mail outside the allowed domains, unverified or matching no account, an expired
 * attempt; the organisation's settings (secret sealed, never answered); SSO-only organisations
 * refusing passwords; and a deactivation ending an SSO session at once.
 */
import { bearer, countRows, login, ORGS, useTestApp } from '../../testing/harness';
import { adminCalls, pathOf, ssoCalls } from '@hearth/shared-kernel/api';
import { AUTH_MESSAGES, SSO_MESSAGES } from '@hearth/shared-kernel/rules';
import { withDemoSso, type DemoIdpProcess } from '../../testing/demo-idp-process';
import { DEMO_SSO_CLIENT_ID, DEMO_SSO_CLIENT_SECRET, DEMO_SSO_USER } from '../../demo/sso';

const CALLBACK = 'http://localhost:8080/login/callback';
const user = (login: string, email: string, emailVerified = true) => ({ login, email, emailVerified, name: login });
const USERS = [
  user('outsider', 'outsider@elsewhere.example'),
  user('stranger', 'stranger@lakeside.example'),
  user('unverified', 'unverified@lakeside.example', false),
];

let idp: DemoIdpProcess;
/** When set, the next token endpoint answer has its ID token changed on the way. */
let tamper = false;

/** Flips one character of the ID token's payload: same signature, other claims. */
async function tampering(url: string, options: RequestInit): Promise<Response> {
  const response = await fetch(url, options);
  if (!tamper || !url.endsWith('/token')) return response;
  tamper = false;
  const body = (await response.json()) as { id_token: string };
  const [header, payload, signature] = body.id_token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  claims.email = 'dr.chen@lakeside.example';
  const changed = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
  return new Response(JSON.stringify({ ...body, id_token: changed }), { status: response.status, headers: response.headers });
}

const s = useTestApp({
  ssoFetch: tampering as never,
  prepare: async (t) => {
    idp = await withDemoSso(t.db, USERS, new URL(CALLBACK).origin);
  },
  logins: ['root', 'admin.ortiz'],
});
afterAll(() => idp?.close());

const post = (path: string, payload: object, headers: Record<string, string> = {}) => s.app.inject({ method: 'POST', url: path, payload, headers });

/** What a browser does at the provider: follow redirects with its cookies, sign in on the form; answers the callback's query. */
async function signInAtProvider(authorizationUrl: string, loginName: string, password = 'hearth-demo'): Promise<Record<string, string>> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  let url = authorizationUrl;
  let form: URLSearchParams | null = null;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(CALLBACK)) return Object.fromEntries(new URL(url).searchParams);
    const response = await fetch(url, {
      redirect: 'manual',
      method: form ? 'POST' : 'GET',
      headers: { cookie: cookie(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form ?? undefined,
    });
    keep(response);
    form = null;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await response.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`the provider answered ${response.status} without a form`);
    url = new URL(action, url).href;
    form = new URLSearchParams({ login: loginName, password });
  }
  throw new Error('too many redirects at the provider');
}

async function start(body: object = { email: DEMO_SSO_USER.email, goto: '/professional/roster' }): Promise<string> {
  const res = await post(ssoCalls.start.path, body);
  expect(res.statusCode).toBe(200);
  return (res.json() as { authorizationUrl: string }).authorizationUrl;
}

const finish = (query: Record<string, string>) => post(ssoCalls.finish.path, query);
const refusals = () => countRows(s.db, 'audit_log', "event = 'sso_refused'");

describe('a sign-in through the organisation’s identity provider', () => {
  test('lands like a password login: tokens, the goto given at the start, the organisation, one session', async () => {
    const authorizationUrl = await start();
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(idp.url);
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toBeTruthy();
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');

    const res = await finish(await signInAtProvider(authorizationUrl, 'sso.patel'));
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { access_token: string; refresh_token: string; goto: string };
    expect(answer.goto).toBe('/professional/roster');
    const security = await s.app.inject({ method: 'GET', url: '/security', headers: bearer(answer.access_token) });
    expect(security.statusCode).toBe(200);
    expect(JSON.stringify(security.json())).toContain(ORGS.lakeside);
    expect(await countRows(s.db, 'audit_log', "event = 'login_success' and detail->>'method' = 'sso'")).toBe(1);
    // The same refresh as any session.
    const refreshed = await s.app.inject({ method: 'POST', url: '/auth/refresh', headers: { authorization: `Refresh ${answer.refresh_token}` }, payload: {} });
    expect(refreshed.statusCode).toBe(200);
  });

  test('the organisation hint starts it too; an unknown domain or organisation is refused with 404', async () => {
    expect(new URL(await start({ org: ORGS.lakeside })).origin).toBe(idp.url);
    expect((await post(ssoCalls.start.path, { email: 'someone@nowhere.example' })).statusCode).toBe(404);
    const riverside = await post(ssoCalls.start.path, { org: ORGS.riverside });
    expect(riverside.statusCode).toBe(404);
    expect(riverside.json()).toEqual({ message: SSO_MESSAGES.noOrganization });
    const empty = await post(ssoCalls.start.path, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: SSO_MESSAGES.emailRequired });
  });
});

describe('refusals', () => {
  test('a wrong state: 401, audited, no session', async () => {
    const query = await signInAtProvider(await start(), 'sso.patel');
    const before = await refusals();
    const sessions = await countRows(s.db, 'auth_sessions');
    const res = await finish({ ...query, state: `${query.state}x` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: SSO_MESSAGES.expired });
    expect(await refusals()).toBe(before + 1);
    expect(await countRows(s.db, 'auth_sessions')).toBe(sessions);
  });

  test('a replayed code: the used state is refused, and the provider refuses the code under a new state', async () => {
    const query = await signInAtProvider(await start(), 'sso.patel');
    expect((await finish(query)).statusCode).toBe(200);
    const again = await finish(query);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: SSO_MESSAGES.expired });

    const fresh = new URL(await start()).searchParams.get('state')!;
    const replay = await finish({ ...query, state: fresh });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: SSO_MESSAGES.providerRefused });
  });

  test('a tampered ID token is refused (its signature no longer holds)', async () => {
    const query = await signInAtProvider(await start(), 'sso.patel');
    const sessions = await countRows(s.db, 'auth_sessions');
    tamper = true;
    const res = await finish(query);
    expect(tamper).toBe(false);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: SSO_MESSAGES.providerRefused });
    expect(await countRows(s.db, 'auth_sessions')).toBe(sessions);
  });

  test.each([
    ['outsider', SSO_MESSAGES.emailNotAllowed, 'e-mail domain not allowed'],
    ['stranger', SSO_MESSAGES.noAccount, 'no matching account'],
    ['unverified', SSO_MESSAGES.emailUnverified, 'e-mail missing or not verified'],
  ])('%s: 403 with a clear message, audited without the e-mail, no account made', async (who, message, reason) => {
    const professionals = await countRows(s.db, 'professionals');
    const res = await finish(await signInAtProvider(await start({ org: ORGS.lakeside }), who));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message });
    expect(await countRows(s.db, 'professionals')).toBe(professionals);
    const { rows } = await s.db.query<{ detail: unknown }>("select detail from audit_log where event = 'sso_refused' order by id desc limit 1");
    expect(rows[0].detail).toMatchObject({ reason });
    expect(JSON.stringify(rows[0].detail)).not.toContain('@');
  });

  test('an attempt past its 10 minutes is refused', async () => {
    const query = await signInAtProvider(await start(), 'sso.patel');
    await s.db.query("update sso_attempts set expires_at = now() - interval '1 second'");
    expect((await finish(query)).json()).toEqual({ message: SSO_MESSAGES.expired });
  });

  test('the provider’s error answer is refused and the attempt used up', async () => {
    const state = new URL(await start()).searchParams.get('state')!;
    expect((await finish({ state, error: 'access_denied' })).json()).toEqual({ message: SSO_MESSAGES.providerRefused });
    expect((await finish({ state, code: 'whatever' })).json()).toEqual({ message: SSO_MESSAGES.expired });
  });
});

describe('the organisation’s settings', () => {
  const path = pathOf(ssoCalls.settings.path, { orgId: ORGS.lakeside });
  const headers = () => bearer(s.token('root').access_token, ORGS.lakeside);
  const save = (body: object) => s.app.inject({ method: 'PUT', url: path, headers: headers(), payload: body });
  const current = { enabled: true, clientId: DEMO_SSO_CLIENT_ID, allowedDomains: ['lakeside.example'] };

  test('answer whether a secret is stored, never the secret; the database holds it sealed', async () => {
    const res = await s.app.inject({ method: 'GET', url: path, headers: headers() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...current, hasClientSecret: true, passwordSignIn: true });
    expect(res.body).not.toContain(DEMO_SSO_CLIENT_SECRET);
    const { rows } = await s.db.query<{ sealed: string }>('select client_secret_sealed as sealed from organization_sso');
    expect(rows[0].sealed).not.toContain(DEMO_SSO_CLIENT_SECRET);
  });

  test('bad values get 400 with the field’s message; another organisation’s domain is refused', async () => {
    const issuer = idp.url;
    const bad = await save({ ...current, issuer: 'ftp://idp.example', allowedDomains: ['not a domain'], passwordSignIn: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { issuer: SSO_MESSAGES.issuerInvalid, allowedDomains: SSO_MESSAGES.domainsInvalid } });
    const riverside = await s.app.inject({
      method: 'PUT',
      url: pathOf(ssoCalls.saveSettings.path, { orgId: ORGS.riverside }),
      headers: bearer(s.token('admin.ortiz').access_token, ORGS.riverside),
      payload: { ...current, issuer, clientSecret: 'x'.repeat(20), passwordSignIn: true },
    });
    expect(riverside.statusCode).toBe(400);
    expect(riverside.json().message).toBe(`${SSO_MESSAGES.domainTaken}lakeside.example`);
  });

  test('an SSO-only organisation’s staff get the wrong password’s answer; switching back lets them in', async () => {
    const issuer = idp.url;
    expect((await save({ ...current, issuer, passwordSignIn: false })).statusCode).toBe(200);
    const res = await post('/auth/login', { username: 'nurse.kim', password: 'hearth-demo' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
    // A Riverside-only account is not concerned.
    expect((await login(s.app, 'dr.chen')).access_token).toBeTruthy();
    const audited = await s.db.query<{ detail: Record<string, unknown> }>("select detail from audit_log where event = 'sso_settings_changed' order by id desc limit 1");
    expect(audited.rows[0].detail).toMatchObject({ passwordSignIn: false, secretChanged: false });
    expect((await save({ ...current, issuer, passwordSignIn: true })).statusCode).toBe(200);
    expect((await login(s.app, 'nurse.kim')).access_token).toBeTruthy();
  });
});

test('deactivating the professional ends their single sign-on session at once', async () => {
  const res = await finish(await signInAtProvider(await start(), 'sso.patel'));
  const { access_token } = res.json() as { access_token: string };
  expect((await s.app.inject({ method: 'GET', url: '/security', headers: bearer(access_token) })).statusCode).toBe(200);
  const { rows } = await s.db.query<{ id: string }>("select id from professionals where username = 'sso.patel'");
  const deactivate = await s.app.inject({
    method: 'POST',
    url: pathOf(adminCalls.deactivateUser.path, { orgId: ORGS.lakeside, id: rows[0].id }),
    headers: bearer(s.token('root').access_token, ORGS.lakeside),
  });
  expect(deactivate.statusCode).toBe(200);
  expect((await s.app.inject({ method: 'GET', url: '/security', headers: bearer(access_token) })).statusCode).toBe(401);
  // And the provider's word is no longer enough.
  const again = await finish(await signInAtProvider(await start(), 'sso.patel'));
  expect(again.statusCode).toBe(403);
});
