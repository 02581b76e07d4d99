/**
 * The session's tokens in browser storage: access and refresh tokens (localStorage), the ID
 * token (this tab only), the patient token, their expiry, and clearing them all at logout.
 */
import type { AccessClaims, TokenAnswer } from '../domain/entities';
import { decodeJwt, isTokenExpired } from './jwt';
import { clearPatientTokenCookie, getPatientTokenCookie, patientTokenFromQuery } from './patientToken';
import { LOCAL_KEYS_CLEARED_AT_LOGOUT, STORAGE_KEYS as K, sweepPrefixed, type StorageLike } from './storage';

export interface TokenStoreDeps {
  local: () => StorageLike;
  tab: () => StorageLike;
  now: () => number;
}

export type TokenStore = ReturnType<typeof createTokenStore>;

export function createTokenStore({ local, tab, now }: TokenStoreDeps) {
  const get = (key: string) => local().getItem(key);
  const set = (key: string, value: string | null) => (value === null ? local().removeItem(key) : local().setItem(key, value));

  function isAccessExpired(at = now()): boolean {
    return isTokenExpired(get(K.accessToken), at);
  }

  function isLoggedIn(at = now()): boolean {
    if (!get(K.accessToken)) return false;
    if (!isAccessExpired(at)) return true;
    const refresh = get(K.refreshToken);
    if (!refresh) return false;
    // An opaque refresh token is trusted until the server refuses it; a JWT one carries its own expiry.
    return decodeJwt(refresh) === null || !isTokenExpired(refresh, at, 0);
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

  /** Clears every key the kernel stores (tokens, organisations, roster state) and the patient cookie. */
  function clearAll(): void {
    for (const key of LOCAL_KEYS_CLEARED_AT_LOGOUT) local().removeItem(key);
    sweepPrefixed(local());
    tab().removeItem(K.idToken);
    clearPatientTokenCookie();
  }

  return {
    accessToken: (): string | null => get(K.accessToken),
    refreshToken: (): string | null => get(K.refreshToken),
    idToken: (): string | null => tab().getItem(K.idToken),
    zeusToken: (): string | null => get(K.zeusToken),
    setZeusToken: (token: string | null): void => set(K.zeusToken, token),
    claims: (): AccessClaims | null => decodeJwt<AccessClaims>(get(K.accessToken)),
    isAccessExpired,
    isLoggedIn,
    hasPatientToken,
    email,
    setTokens,
    clearAll,
  };
}
