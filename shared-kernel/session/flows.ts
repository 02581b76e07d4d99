/**
 * The session's calls: login (tokens, then security data), refresh (one request shared by
 * concurrent callers) and logout (revoke server-side, clear, close modals, publish).
 */
import { authCalls } from '../api/auth';
import { professionalCalls } from '../api/professionals';
import type { Bus, LogoutReason } from '../bus';
import type { KernelConfig } from '../config';
import type { Organization, SecurityData, TokenAnswer } from '../domain/entities';
import { HttpError } from '../http/error';
import { createWire } from '../http/wire';
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
  fetch?: () => typeof fetch;
  tokens: TokenStore;
  identity: Identity;
}

export function createFlows({ bus, config, fetch, tokens, identity }: FlowDeps) {
  // Sent bare, without the client's error policy: a refused refresh must not start another
  // refresh, nor a refused logout another logout.
  const wire = createWire({ config, fetch });
  let inFlight: Promise<string> | null = null;
  /** Bumped at logout so a refresh that lands afterwards cannot resurrect the session. */
  let generation = 0;

  /** Completes a login: tokens and security stored, then `login` published. */
  function start(answer: Pick<TokenAnswer, 'access_token'> & Partial<TokenAnswer>, security: SecurityAnswer): void {
    tokens.setTokens(answer);
    identity.setSecurity(security.security, security.organizations);
    bus.session$.next({ type: 'login', orgIds: identity.orgIds() });
  }

  /** Username and password login: tokens, then security data, then `login` on the bus. */
  async function login(credentials: { username: string; password: string }): Promise<void> {
    await completeLogin(await wire.call(authCalls.login, { body: credentials }, { auth: { bearer: null } }));
  }

  /**
   * Tokens answered by a login of either kind (a password here, single sign-on in ../sso): security
   * data, then `login` on the bus.
   */
  async function completeLogin(answer: TokenAnswer | undefined): Promise<void> {
    if (!answer || typeof answer.access_token !== 'string') throw new HttpError(502, 'Login answer has no access_token');
    const raw = (await wire.call(professionalCalls.security, {}, { auth: { bearer: answer.access_token } })) as unknown as SecurityAnswer | SecurityData;
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
    const body = (await wire.call(authCalls.refresh, { body: { grant_type: 'refresh_token' } }, { auth: { refresh: token } })) as Partial<TokenAnswer> | undefined;
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
    // An unconfigured kernel or a page without fetch: the refresh token still expires on its own.
    void wire.call(authCalls.logout, {}, { auth: { refresh: refreshToken }, keepalive: true }).catch(() => undefined);
  }

  /** Clears every key the kernel stores, revokes server-side, closes modals, publishes `logout`. */
  function logout(reason: LogoutReason = 'user'): void {
    generation += 1;
    inFlight = null;
    // Open modals belong to the session that is ending (useCloseOnLogout closes them); they close
    // first, so what they give back (a review claim) still leaves with this session's credentials.
    bus.modals$.next({ type: 'close-all' });
    revoke(tokens.refreshToken());
    tokens.clearAll();
    bus.session$.next({ type: 'logout', reason });
  }

  return { start, login, completeLogin, refresh, logout };
}
