import { authCalls } from '../api/auth';
import { pathOf } from '../api/call';
import { professionalCalls } from '../api/professionals';
import { createBus, type Bus, type SessionEvent } from '../bus';
import type { KernelConfig } from '../config';
import { PERMISSIONS as P } from '../permissions/codes';
import { headersFor } from '../http/wire';
import { fakeJwt } from '../testing/jwt';
import { jsonResponse } from '../testing/response';
import { getPatientTokenCookie, setPatientTokenCookie, clearPatientTokenCookie } from './patientToken';
import { memoryStorage, STORAGE_KEYS as K, type StorageLike } from './storage';
import { createSession } from './store';

const config: KernelConfig = { apiUrl: 'https://api.test', wsUrl: 'wss://api.test', apiKey: 'key-1', env: 'test', simulators: false };
const NOW = Date.UTC(2030, 0, 1);
const inSeconds = (s: number) => Math.floor(NOW / 1000) + s;

function setup(fetchImpl?: jest.Mock) {
  const local: StorageLike = memoryStorage();
  const tab: StorageLike = memoryStorage();
  const bus: Bus = createBus();
  const events: SessionEvent[] = [];
  bus.session$.subscribe((e) => events.push(e));
  const fetchMock = fetchImpl ?? jest.fn();
  const session = createSession({ bus, config: () => config, fetch: () => fetchMock as unknown as typeof fetch, local: () => local, tab: () => tab, now: () => NOW });
  return { session, local, tab, bus, events, fetchMock };
}

const security = {
  '1': { organizationName: 'Riverside Family Practice', permissions: [P.VIEW_PROGRAMS, P.VIEW_PATIENT] },
  '2': { organizationName: 'Lakeside Health Center', permissions: [P.VIEW_PROGRAMS, P.VIEW_USER] },
};

describe('session tokens and expiry', () => {
  it('is logged out with no token', () => {
    const { session } = setup();
    expect(session.isLoggedIn()).toBe(false);
    expect(session.isAccessExpired()).toBe(true);
  });

  it('treats the access token as expired 30 s early', () => {
    const { session } = setup();
    session.setTokens({ access_token: fakeJwt({ exp: inSeconds(31) }) });
    expect(session.isAccessExpired()).toBe(false);
    expect(session.isAccessExpired(NOW + 1000)).toBe(true);
  });

  it('stays logged in on an expired access token while a refresh token is usable', () => {
    const { session } = setup();
    session.setTokens({ access_token: fakeJwt({ exp: inSeconds(-60) }), refresh_token: 'opaque' });
    expect(session.isLoggedIn()).toBe(true);
    session.setTokens({ access_token: fakeJwt({ exp: inSeconds(-60) }), refresh_token: fakeJwt({ exp: inSeconds(-1) }) });
    expect(session.isLoggedIn()).toBe(false);
  });

  it('keeps the ID token in sessionStorage and reads the e-mail from it', () => {
    const { session, tab, local } = setup();
    session.setTokens({ access_token: fakeJwt({ exp: inSeconds(600) }), id_token: fakeJwt({ email: 'Kim@Example.org' }) });
    expect(tab.getItem(K.idToken)).toBeTruthy();
    expect(local.getItem(K.idToken)).toBeNull();
    expect(session.email()).toBe('Kim@Example.org');
  });
});

describe('organisations and permissions', () => {
  it('auto-selects the only organisation', () => {
    const { session, events } = setup();
    session.setSecurity({ '1': security['1'] });
    expect(session.orgId).toBe('1');
    expect(session.orgName).toBe('Riverside Family Practice');
    expect(session.permissions()).toEqual([P.VIEW_PROGRAMS, P.VIEW_PATIENT]);
    expect(events).toContainEqual({ type: 'org-selected', orgId: '1' });
  });

  it('leaves several organisations unselected until one is chosen', () => {
    const { session, local } = setup();
    session.setSecurity(security);
    expect(session.orgId).toBeNull();
    expect(session.permissions()).toEqual([]);
    expect(session.allPermissions().sort()).toEqual([P.VIEW_PROGRAMS, P.VIEW_PATIENT, P.VIEW_USER].sort());
    expect(session.selectOrg('2')).toBe(true);
    expect(session.permissions()).toEqual([P.VIEW_PROGRAMS, P.VIEW_USER]);
    expect(JSON.parse(local.getItem(K.permissions) ?? '[]')).toEqual([P.VIEW_PROGRAMS, P.VIEW_USER]);
    expect(local.getItem(K.orgName)).toBe('Lakeside Health Center');
  });

  it('refuses to select an organisation that is not theirs', () => {
    const { session } = setup();
    session.setSecurity(security);
    expect(session.selectOrg('99')).toBe(false);
    expect(session.orgId).toBeNull();
  });

  it('drops a stored selection the new security data no longer contains', () => {
    const { session } = setup();
    session.setSecurity(security);
    session.selectOrg('2');
    session.setSecurity({ '1': security['1'], '3': { organizationName: 'X', permissions: [] } });
    expect(session.orgId).toBeNull();
  });

  it('falls back to the token orgIds claim before security data arrives', () => {
    const { session } = setup();
    session.setTokens({ access_token: fakeJwt({ exp: inSeconds(600), orgIds: ['5', '6'] }) });
    expect(session.orgIds()).toEqual(['5', '6']);
  });

  it('derives the user kind from the selected org, or all orgs before one is chosen', () => {
    const { session } = setup();
    session.setSecurity({ '1': { organizationName: 'A', permissions: [P.ACCESS_CLIENT_PARTNER] }, '2': { organizationName: 'B', permissions: [P.VIEW_PROGRAMS] } });
    expect(session.kind()).toBe('professional');
    session.selectOrg('1');
    expect(session.kind()).toBe('clientpartner');
    expect(session.kind('?link=z')).toBe('patient');
  });

  it('builds a snapshot for React', () => {
    const { session } = setup();
    session.start({ access_token: fakeJwt({ exp: inSeconds(600) }) }, { security });
    expect(session.snapshot()).toEqual({
      loggedIn: true,
      permissions: [],
      kind: 'professional',
      orgs: [
        { id: '1', name: 'Riverside Family Practice' },
        { id: '2', name: 'Lakeside Health Center' },
      ],
      selectedOrgId: null,
      email: null,
    });
  });
});

describe('login', () => {
  it('posts credentials, reads security data and publishes login', async () => {
    const access = fakeJwt({ exp: inSeconds(600), orgIds: ['1'] });
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(jsonResponse(200, { access_token: access, refresh_token: 'r1', id_token: fakeJwt({ email: 'a@b.co' }), expires_in: 600 }))
      .mockResolvedValueOnce(jsonResponse(200, { security: { '1': security['1'] }, organizations: [{ id: '1', name: 'Riverside Family Practice' }] }));
    const { session, events } = setup(fetchMock);
    await session.login({ username: 'dr.chen', password: 'hearth-demo' });
    const [loginUrl, loginInit] = fetchMock.mock.calls[0];
    expect(loginUrl).toBe('https://api.test/auth/login');
    expect(JSON.parse(loginInit.body)).toEqual({ username: 'dr.chen', password: 'hearth-demo' });
    const [secUrl, secInit] = fetchMock.mock.calls[1];
    expect(secUrl).toBe('https://api.test/security');
    expect(secInit.headers.Authorization).toBe(`Bearer ${access}`);
    expect(session.accessToken).toBe(access);
    expect(session.orgId).toBe('1');
    expect(session.organizations).toEqual([{ id: '1', name: 'Riverside Family Practice' }]);
    expect(events.at(-1)).toEqual({ type: 'login', orgIds: ['1'] });
  });

  it('accepts bare security data', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(jsonResponse(200, { access_token: fakeJwt({ exp: inSeconds(600) }) }))
      .mockResolvedValueOnce(jsonResponse(200, security));
    const { session } = setup(fetchMock);
    await session.login({ username: 'nurse.kim', password: 'x' });
    expect(session.orgIds()).toEqual(['1', '2']);
  });

  it('rejects with the server message and status, storing nothing', async () => {
    const fetchMock = jest.fn().mockResolvedValueOnce(jsonResponse(429, { message: 'Too many attempts' }, { 'retry-after': '60' }));
    const { session, events } = setup(fetchMock);
    await expect(session.login({ username: 'x', password: 'y' })).rejects.toMatchObject({ status: 429, message: 'Too many attempts', retryAfterSeconds: 60 });
    expect(session.accessToken).toBeNull();
    expect(events).toEqual([]);
  });
});

describe('refresh', () => {
  it('posts form-encoded with the Refresh authorization and stores the rotated tokens', async () => {
    const next = fakeJwt({ exp: inSeconds(900) });
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse(200, { access_token: next, refresh_token: 'r2', id_token: 'id2' }));
    const { session, events, tab } = setup(fetchMock);
    session.setTokens({ access_token: fakeJwt({ exp: inSeconds(10) }), refresh_token: 'r1' });
    await expect(session.refresh()).resolves.toBe(next);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://api.test/auth/refresh');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe('Refresh r1');
    expect(init.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('grant_type=refresh_token');
    expect(session.accessToken).toBe(next);
    expect(session.refreshToken).toBe('r2');
    expect(tab.getItem(K.idToken)).toBe('id2');
    expect(events).toContainEqual({ type: 'refresh' });
  });

  it('keeps the refresh token when the answer does not rotate it', async () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse(200, { access_token: 'a2' }));
    const { session } = setup(fetchMock);
    session.setTokens({ access_token: 'a1', refresh_token: 'r1' });
    await session.refresh();
    expect(session.refreshToken).toBe('r1');
  });

  it('shares one request between concurrent callers', async () => {
    let resolve!: (r: Response) => void;
    const fetchMock = jest.fn().mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    const { session } = setup(fetchMock);
    session.setTokens({ access_token: 'a1', refresh_token: 'r1' });
    const a = session.refresh();
    const b = session.refresh();
    resolve(jsonResponse(200, { access_token: 'a2' }));
    await expect(Promise.all([a, b])).resolves.toEqual(['a2', 'a2']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { access_token: 'a3' }));
    await expect(session.refresh()).resolves.toBe('a3');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects with HttpError when the server refuses', async () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse(401, { message: 'Refresh token reused' }));
    const { session } = setup(fetchMock);
    session.setTokens({ access_token: 'a1', refresh_token: 'r1' });
    await expect(session.refresh()).rejects.toMatchObject({ name: 'HttpError', status: 401, message: 'Refresh token reused' });
  });

  it('rejects without a request when there is no refresh token', async () => {
    const { session, fetchMock } = setup();
    await expect(session.refresh()).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not resurrect a session logged out while refreshing', async () => {
    let resolve!: (r: Response) => void;
    const fetchMock = jest.fn().mockReturnValueOnce(new Promise<Response>((r) => (resolve = r))).mockResolvedValue(jsonResponse(204, undefined));
    const { session } = setup(fetchMock);
    session.setTokens({ access_token: 'a1', refresh_token: 'r1' });
    const pending = session.refresh();
    session.logout();
    resolve(jsonResponse(200, { access_token: 'a2', refresh_token: 'r2' }));
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(session.accessToken).toBeNull();
    expect(session.refreshToken).toBeNull();
  });
});

describe('logout', () => {
  afterEach(() => clearPatientTokenCookie());

  it('clears every stored key, the ID token, the roster state and the patient cookie, and publishes logout', () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse(204, undefined));
    const { session, local, tab, events } = setup(fetchMock);
    session.start({ access_token: 'a', refresh_token: 'r', id_token: 'i' }, { security, organizations: [{ id: '1', name: 'R' }] });
    session.selectOrg('1');
    session.setZeusToken('z');
    local.setItem(K.rosterColumns, '[]');
    local.setItem(K.rosterFilter, '{}');
    local.setItem('someone.else', 'kept');
    local.setItem('hearth.roster.sort', 'name');
    setPatientTokenCookie('p');
    local.setItem(K.patientLanguage, 'es');
    local.setItem(K.deviceAlerts, '{}');

    session.logout('idle');

    // The device's own choices are no one's data: a language or alert choice outlives the session.
    expect(local.getItem(K.patientLanguage)).toBe('es');
    expect(local.getItem(K.deviceAlerts)).toBe('{}');
    for (const key of Object.values(K).filter((k) => k !== K.patientLanguage && k !== K.deviceAlerts)) {
      expect(local.getItem(key)).toBeNull();
    }
    expect(tab.getItem(K.idToken)).toBeNull();
    expect(local.getItem('someone.else')).toBe('kept');
    expect(local.getItem('hearth.roster.sort')).toBeNull();
    expect(getPatientTokenCookie()).toBeNull();
    expect(events.at(-1)).toEqual({ type: 'logout', reason: 'idle' });
  });

  it.each(['user', 'idle', 'unauthorized'] as const)('closes open modals before publishing a %s logout', (reason) => {
    const { session, bus } = setup();
    const order: string[] = [];
    bus.modals$.subscribe((e) => order.push(e.type));
    bus.session$.subscribe((e) => order.push(e.type));
    session.setTokens({ access_token: fakeJwt({ exp: inSeconds(600) }) });
    session.logout(reason);
    expect(order).toEqual(['close-all', 'logout']);
  });

  it('asks the server to revoke the refresh token', () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse(204, undefined));
    const { session } = setup(fetchMock);
    session.setTokens({ access_token: 'a', refresh_token: 'r9' });
    session.logout();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://api.test/auth/logout');
    expect(init.headers.Authorization).toBe('Refresh r9');
    // The declared call and the one header policy: a form, kept alive past the page.
    expect(init).toMatchObject({ method: authCalls.logout.method, keepalive: true, body: '' });
    expect(init.headers).toEqual(headersFor(config.apiKey, { auth: { refresh: 'r9' } }, 'application/x-www-form-urlencoded'));
  });

  it('still logs out when the revoke call fails', () => {
    const fetchMock = jest.fn(() => {
      throw new Error('offline');
    });
    const { session, events } = setup(fetchMock);
    session.setTokens({ access_token: 'a', refresh_token: 'r' });
    expect(() => session.logout()).not.toThrow();
    expect(session.accessToken).toBeNull();
    expect(events.at(-1)).toEqual({ type: 'logout', reason: 'user' });
  });
});

describe('the session calls go through the declared calls and the one header policy', () => {
  const urlOf = (declared: { path: string }) => `${config.apiUrl}${pathOf(declared.path)}`;

  it('login: the declared login call with the API key alone, then security with the new bearer', async () => {
    const access = fakeJwt({ exp: inSeconds(600) });
    const fetchMock = jest.fn().mockResolvedValueOnce(jsonResponse(200, { access_token: access })).mockResolvedValueOnce(jsonResponse(200, security));
    const { session } = setup(fetchMock);
    await session.login({ username: 'dr.chen', password: 'pw' });
    const [[loginUrl, login], [secUrl, sec]] = fetchMock.mock.calls;
    expect(loginUrl).toBe(urlOf(authCalls.login));
    expect(login.method).toBe(authCalls.login.method);
    expect(login.headers).toEqual(headersFor(config.apiKey, { auth: { bearer: null } }, 'application/json'));
    expect(secUrl).toBe(urlOf(professionalCalls.security));
    expect(sec.method).toBe(professionalCalls.security.method);
    expect(sec.headers).toEqual(headersFor(config.apiKey, { auth: { bearer: access } }));
  });

  it('refresh: the declared form call with `Authorization: Refresh …`; a refusal logs nobody out and is not retried', async () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse(401, { message: 'Refresh token reused' }));
    const { session, events } = setup(fetchMock);
    session.setTokens({ access_token: 'a1', refresh_token: 'r1' });
    await expect(session.refresh()).rejects.toMatchObject({ status: 401, handled: false });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(urlOf(authCalls.refresh));
    expect(init.method).toBe(authCalls.refresh.method);
    expect(init.headers).toEqual(headersFor(config.apiKey, { auth: { refresh: 'r1' } }, 'application/x-www-form-urlencoded'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(events).toEqual([]);
    expect(session.refreshToken).toBe('r1');
  });

  it('logout: an unconfigured kernel still logs out, sending nothing', async () => {
    const fetchMock = jest.fn();
    const bus = createBus();
    const local = memoryStorage();
    const tab = memoryStorage();
    const session = createSession({
      bus,
      config: () => {
        throw new Error('not configured');
      },
      fetch: () => fetchMock as unknown as typeof fetch,
      local: () => local,
      tab: () => tab,
    });
    session.setTokens({ access_token: 'a', refresh_token: 'r' });
    expect(() => session.logout()).not.toThrow();
    expect(session.refreshToken).toBeNull();
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
