/**
 * The session's calls: login (tokens, then security data), refresh (one request shared by
 * concurrent callers) and logout (revoke server-side, clear, close modals, publish).
 */
import { authCalls } from '../api/auth';
import { pathOf } from '../api/call';
import { professionalCalls } from '../api/professionals';
import type { Bus, LogoutReason } from '../bus';
import type { KernelConfig } from '../config';
import type { Organization, SecurityData, TokenAnswer } from '../domain/entities';
import { HttpError, errorMessageOf, readBody, retryAfterOf } from '../http/error';
import type { Identity } from './identity';
import type { TokenStore } from './tokens';

/** GET /security: per organisation its name and permission codes, and the organisation tree. */
export interface SecurityAnswer {
  security: SecurityData;
  organizations?: Organization[];
}

export interface FlowDeps {
  bus: Bus;
  config: () => KernelConfig;
  fetch: () => typeof fetch;
  tokens: TokenStore;
  identity: Identity;
}

export function createFlows({ bus, config, fetch: doFetch, tokens, identity }: FlowDeps) {
  let inFlight: Promise<string> | null = null;
  /** Bumped at logout so a refresh that lands afterwards cannot resurrect the session. */
  let generation = 0;

  /** Completes a login: tokens and security stored, then `login` published. */
  function start(answer: Pick<TokenAnswer, 'access_token'> & Partial<TokenAnswer>, security: SecurityAnswer): void {
    tokens.setTokens(answer);
    identity.setSecurity(security.security, security.organizations);
    bus.session$.next({ type: 'login', orgIds: identity.orgIds() });
  }

  async function postJson(url: string, init: RequestInit): Promise<unknown> {
    const res = await doFetch()(url, init);
    const body = await readBody(res);
    if (!res.ok) throw new HttpError(res.status, errorMessageOf(body, res.status), { body, retryAfterSeconds: retryAfterOf(res) });
    return body;
  }

  /** Username and password login: tokens, then security data, then `login` on the bus. */
  async function login(credentials: { username: string; password: string }): Promise<void> {
    const { apiUrl, apiKey } = config();
    const answer = (await postJson(`${apiUrl}${pathOf(authCalls.login.path)}`, {
      method: authCalls.login.method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify(credentials),
    })) as TokenAnswer;
    if (!answer || typeof answer.access_token !== 'string') throw new HttpError(502, 'Login answer has no access_token');
    const raw = (await postJson(`${apiUrl}${pathOf(professionalCalls.security.path)}`, {
      method: professionalCalls.security.method,
      headers: { Accept: 'application/json', 'x-api-key': apiKey, Authorization: `Bearer ${answer.access_token}` },
    })) as SecurityAnswer | SecurityData;
    // Accept { security, organizations } or bare security data.
    const security: SecurityAnswer =
      raw && typeof raw === 'object' && 'security' in raw && typeof raw.security === 'object'
        ? (raw as SecurityAnswer)
        : { security: raw as SecurityData };
    start(answer, security);
  }

  async function doRefresh(): Promise<string> {
    const token = tokens.refreshToken();
    if (!token) throw new HttpError(401, 'No refresh token');
    const started = generation;
    const { apiUrl, apiKey } = config();
    const body = (await postJson(`${apiUrl}${pathOf(authCalls.refresh.path)}`, {
      method: authCalls.refresh.method,
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
    tokens.setTokens({ ...body, access_token: body.access_token });
    bus.session$.next({ type: 'refresh' });
    return body.access_token;
  }

  /** The refresh call; concurrent callers share one request. Answers the new access token. */
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
      ({ apiUrl: url, apiKey } = config());
    } catch {
      return;
    }
    try {
      void doFetch()(`${url}${pathOf(authCalls.logout.path)}`, {
        method: authCalls.logout.method,
        keepalive: true,
        headers: { Authorization: `Refresh ${refreshToken}`, 'Content-Type': 'application/x-www-form-urlencoded', 'x-api-key': apiKey },
        body: '',
      }).catch(() => undefined);
    } catch {
      // No fetch (tests, old browsers): the refresh token still expires on its own.
    }
  }

  /** Clears every key the kernel stores, revokes server-side, closes modals, publishes `logout`. */
  function logout(reason: LogoutReason = 'user'): void {
    generation += 1;
    inFlight = null;
    revoke(tokens.refreshToken());
    tokens.clearAll();
    // Open modals belong to the session that just ended (useCloseOnLogout closes them).
    bus.modals$.next({ type: 'close-all' });
    bus.session$.next({ type: 'logout', reason });
  }

  return { start, login, refresh, logout };
}
