/**
 * The session: tokens, organisations and permissions in browser storage, refresh and logout.
 * One instance per page (the kernel singleton); state lives in storage, so a reload keeps it.
 */
import type { Bus, LogoutReason } from '../bus';
import type { KernelConfig } from '../config';
import type { AccessClaims, Organization, SecurityData, TokenAnswer, UserKind } from '../domain/entities';
import { HttpError, errorMessageOf, readBody, retryAfterOf } from '../http/error';
import { PERMISSIONS } from '../permissions/codes';
import { userKind } from '../permissions/userKind';
import { decodeJwt, isTokenExpired } from './jwt';
import { clearPatientTokenCookie, getPatientTokenCookie, patientTokenFromQuery } from './patientToken';
import {
  LOCAL_KEYS_CLEARED_AT_LOGOUT,
  STORAGE_KEYS as K,
  browserLocalStorage,
  browserSessionStorage,
  readJson,
  sweepPrefixed,
  type StorageLike,
} from './storage';

export interface SessionDeps {
  bus: Bus;
  config: () => KernelConfig;
  fetch?: () => typeof fetch;
  local?: () => StorageLike;
  tab?: () => StorageLike;
  now?: () => number;
}

/** GET /security: per organisation its name and permission codes, and the organisation tree. */
export interface SecurityAnswer {
  security: SecurityData;
  organizations?: Organization[];
}

export interface OrgSummary {
  id: string;
  name: string;
}

/** What React bindings render from; a plain value, cheap to compare. */
export interface SessionSnapshot {
  loggedIn: boolean;
  permissions: string[];
  kind: UserKind;
  orgs: OrgSummary[];
  selectedOrgId: string | null;
  email: string | null;
}

/** The session facts the SPEC §6 route guard decides on (decideRoute's input beside the route). */
export interface GuardFacts {
  loggedIn: boolean;
  permissions: readonly string[];
  orgIds: readonly string[];
  selectedOrgId: string | null;
  permissionsByOrg: Readonly<Record<string, readonly string[]>>;
}

export type Session = ReturnType<typeof createSession>;

export function createSession(deps: SessionDeps) {
  const local = deps.local ?? browserLocalStorage;
  const tab = deps.tab ?? browserSessionStorage;
  const doFetch = deps.fetch ?? (() => globalThis.fetch.bind(globalThis));
  const clock = deps.now ?? (() => Date.now());
  let inFlight: Promise<string> | null = null;
  /** Bumped at logout so a refresh that lands afterwards cannot resurrect the session. */
  let generation = 0;

  const get = (key: string) => local().getItem(key);
  const set = (key: string, value: string | null) => (value === null ? local().removeItem(key) : local().setItem(key, value));

  const security = (): SecurityData => readJson<SecurityData>(local(), K.security, {});

  function orgIds(): string[] {
    const ids = Object.keys(security());
    if (ids.length > 0) return ids;
    return decodeJwt<AccessClaims>(get(K.accessToken))?.orgIds?.map(String) ?? [];
  }

  function selectedOrgId(): string | null {
    const id = get(K.orgId);
    if (id && orgIds().includes(id)) return id;
    const ids = orgIds();
    return ids.length === 1 ? ids[0] : null;
  }

  function permissionsByOrg(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const [id, org] of Object.entries(security())) out[id] = [...(org.permissions ?? [])];
    return out;
  }

  function permissions(): string[] {
    const id = selectedOrgId();
    return id ? [...(security()[id]?.permissions ?? [])] : [];
  }

  function allPermissions(): string[] {
    return [...new Set(Object.values(security()).flatMap((o) => o.permissions ?? []))];
  }

  function isAccessExpired(now = clock()): boolean {
    return isTokenExpired(get(K.accessToken), now);
  }

  function isLoggedIn(now = clock()): boolean {
    if (!get(K.accessToken)) return false;
    if (!isAccessExpired(now)) return true;
    const refresh = get(K.refreshToken);
    if (!refresh) return false;
    // An opaque refresh token is trusted until the server refuses it; a JWT one carries its own expiry.
    return decodeJwt(refresh) === null || !isTokenExpired(refresh, now, 0);
  }

  function hasPatientToken(search = ''): boolean {
    return Boolean(get(K.zeusToken) || getPatientTokenCookie() || patientTokenFromQuery(search));
  }

  function email(): string | null {
    const fromId = decodeJwt<{ email?: unknown }>(tab().getItem(K.idToken))?.email;
    if (typeof fromId === 'string') return fromId;
    const fromAccess = decodeJwt<{ email?: unknown }>(get(K.accessToken))?.email;
    return typeof fromAccess === 'string' ? fromAccess : null;
  }

  function setTokens(answer: Pick<TokenAnswer, 'access_token'> & Partial<TokenAnswer>): void {
    set(K.accessToken, answer.access_token);
    if (answer.refresh_token) set(K.refreshToken, answer.refresh_token);
    if (answer.id_token) tab().setItem(K.idToken, answer.id_token);
  }

  function selectOrg(orgId: string): boolean {
    const org = security()[orgId];
    if (!org) return false;
    set(K.orgId, orgId);
    set(K.orgName, org.organizationName);
    set(K.permissions, JSON.stringify(org.permissions ?? []));
    deps.bus.session$.next({ type: 'org-selected', orgId });
    return true;
  }

  /** Stores security data; one organisation is selected automatically (SPEC §6). */
  function setSecurity(data: SecurityData, organizations?: Organization[]): void {
    set(K.security, JSON.stringify(data));
    if (organizations) set(K.organizations, JSON.stringify(organizations));
    const ids = Object.keys(data);
    const current = get(K.orgId);
    if (current && !ids.includes(current)) {
      set(K.orgId, null);
      set(K.orgName, null);
      set(K.permissions, null);
    }
    if (ids.length === 1) selectOrg(ids[0]);
  }

  /** Completes a login: tokens and security stored, then `login` published. */
  function start(tokens: Pick<TokenAnswer, 'access_token'> & Partial<TokenAnswer>, answer: SecurityAnswer): void {
    setTokens(tokens);
    setSecurity(answer.security, answer.organizations);
    deps.bus.session$.next({ type: 'login', orgIds: orgIds() });
  }

  async function postJson(url: string, init: RequestInit): Promise<unknown> {
    const res = await doFetch()(url, init);
    const body = await readBody(res);
    if (!res.ok) throw new HttpError(res.status, errorMessageOf(body, res.status), { body, retryAfterSeconds: retryAfterOf(res) });
    return body;
  }

  /** Username and password login: tokens, then security data, then `login` on the bus. */
  async function login(credentials: { username: string; password: string }): Promise<void> {
    const { apiUrl, apiKey } = deps.config();
    const tokens = (await postJson(`${apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify(credentials),
    })) as TokenAnswer;
    if (!tokens || typeof tokens.access_token !== 'string') throw new HttpError(502, 'Login answer has no access_token');
    const raw = (await postJson(`${apiUrl}/security`, {
      method: 'GET',
      headers: { Accept: 'application/json', 'x-api-key': apiKey, Authorization: `Bearer ${tokens.access_token}` },
    })) as SecurityAnswer | SecurityData;
    // Accept { security, organizations } or bare security data.
    const answer: SecurityAnswer =
      raw && typeof raw === 'object' && 'security' in raw && typeof raw.security === 'object'
        ? (raw as SecurityAnswer)
        : { security: raw as SecurityData };
    start(tokens, answer);
  }

  async function doRefresh(): Promise<string> {
    const token = get(K.refreshToken);
    if (!token) throw new HttpError(401, 'No refresh token');
    const started = generation;
    const { apiUrl, apiKey } = deps.config();
    const body = (await postJson(`${apiUrl}/auth/refresh`, {
      method: 'POST',
      headers: {
        Authorization: `Refresh ${token}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        'x-api-key': apiKey,
      },
      body: new URLSearchParams({ grant_type: 'refresh_token' }).toString(),
    })) as Partial<TokenAnswer> | undefined;
    if (started !== generation) throw new HttpError(401, 'Logged out during refresh');
    if (!body || typeof body.access_token !== 'string') throw new HttpError(502, 'Refresh answer has no access_token');
    setTokens({ ...body, access_token: body.access_token });
    deps.bus.session$.next({ type: 'refresh' });
    return body.access_token;
  }

  /** POST /auth/refresh; concurrent callers share one request. Answers the new access token. */
  function refresh(): Promise<string> {
    inFlight ??= doRefresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  /** Tells the server to revoke the refresh family; best effort, never blocks logout. */
  function revoke(refreshToken: string | null): void {
    if (!refreshToken) return;
    let url: string;
    let apiKey: string;
    try {
      ({ apiUrl: url, apiKey } = deps.config());
    } catch {
      return;
    }
    try {
      void doFetch()(`${url}/auth/logout`, {
        method: 'POST',
        keepalive: true,
        headers: { Authorization: `Refresh ${refreshToken}`, 'Content-Type': 'application/x-www-form-urlencoded', 'x-api-key': apiKey },
        body: '',
      }).catch(() => undefined);
    } catch {
      // No fetch (tests, old browsers): the refresh token still expires on its own.
    }
  }

  /** Clears every key the kernel stores, revokes server-side, publishes `logout`. */
  function logout(reason: LogoutReason = 'user'): void {
    generation += 1;
    inFlight = null;
    revoke(get(K.refreshToken));
    for (const key of LOCAL_KEYS_CLEARED_AT_LOGOUT) local().removeItem(key);
    sweepPrefixed(local());
    tab().removeItem(K.idToken);
    clearPatientTokenCookie();
    // Open modals belong to the session that just ended (useCloseOnLogout closes them).
    deps.bus.modals$.next({ type: 'close-all' });
    deps.bus.session$.next({ type: 'logout', reason });
  }

  function orgSummaries(): OrgSummary[] {
    return Object.entries(security()).map(([id, o]) => ({ id, name: o.organizationName }));
  }

  function kind(search = ''): UserKind {
    const perms = selectedOrgId() ? permissions() : allPermissions();
    return userKind({ patientToken: hasPatientToken(search), permissions: perms });
  }

  /**
   * What the route guard decides on. A visitor holding a patient token (stored, in its cookie or
   * on a secure link) and no professional session is a patient: signed in, with the secure-chat
   * permission alone. Whether that token still works is the API's to say (an expired one gets
   * the 'text Secure' page, not the professional login).
   */
  function guardFacts(search = ''): GuardFacts {
    if (!get(K.accessToken) && hasPatientToken(search)) {
      return { loggedIn: true, permissions: [PERMISSIONS.ACCESS_SECURE_WEB_CHAT], orgIds: [], selectedOrgId: null, permissionsByOrg: {} };
    }
    return { loggedIn: isLoggedIn(), permissions: permissions(), orgIds: orgIds(), selectedOrgId: selectedOrgId(), permissionsByOrg: permissionsByOrg() };
  }

  function snapshot(search = ''): SessionSnapshot {
    return {
      loggedIn: isLoggedIn(),
      permissions: permissions(),
      kind: kind(search),
      orgs: orgSummaries(),
      selectedOrgId: selectedOrgId(),
      email: email(),
    };
  }

  return {
    get accessToken(): string | null {
      return get(K.accessToken);
    },
    get refreshToken(): string | null {
      return get(K.refreshToken);
    },
    get idToken(): string | null {
      return tab().getItem(K.idToken);
    },
    get zeusToken(): string | null {
      return get(K.zeusToken);
    },
    get orgId(): string | null {
      return selectedOrgId();
    },
    get orgName(): string | null {
      const id = selectedOrgId();
      return id ? (security()[id]?.organizationName ?? get(K.orgName)) : null;
    },
    get organizations(): Organization[] {
      return readJson<Organization[]>(local(), K.organizations, []);
    },
    get security(): SecurityData {
      return security();
    },
    claims: (): AccessClaims | null => decodeJwt<AccessClaims>(get(K.accessToken)),
    setZeusToken: (token: string | null): void => set(K.zeusToken, token),
    isLoggedIn,
    isAccessExpired,
    hasPatientToken,
    guardFacts,
    orgIds,
    permissions,
    allPermissions,
    permissionsByOrg,
    orgSummaries,
    email,
    kind,
    snapshot,
    setTokens,
    setSecurity,
    selectOrg,
    start,
    login,
    refresh,
    logout,
  };
}
