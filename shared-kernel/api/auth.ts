/**
 * Sign-in calls (SPEC §7): login, token refresh and logout (both also take a form body, the
 * refresh token in `Authorization: Refresh …`), and the forgotten-password reset. All public.
 */
import type { TokenAnswer } from '../domain/entities';
import { PUBLIC } from './access';
import { call } from './call';
import type * as S from './schemas/auth';

export const authCalls = {
  /**
   * Takes `{ username, password }`. `{ access_token, refresh_token, id_token, expires_in }`; 401
   * `Invalid username or password`; 429 + `Retry-After` after 5 failures per username and address,
   * 25 per address, 15 per username (each attempt reserved before the password is checked; 15 min)
   */
  login: call<typeof S.login, TokenAnswer>()('POST', '/auth/login', PUBLIC),
  /**
   * Takes form `grant_type=refresh_token`, `Authorization: Refresh {token}`. The same token answer,
   * refresh token rotated; a reused token revokes its session (401)
   */
  refresh: call<typeof S.refresh, TokenAnswer>()('POST', '/auth/refresh', PUBLIC, { formBody: true }),
  /** 204: every session named by the refresh token or the bearer token is revoked. */
  logout: call<typeof S.logout, void>()('POST', '/auth/logout', PUBLIC, { formBody: true }),
  /** 202, the same answer whether or not the account exists. */
  forgot: call<typeof S.forgot, { message: string }>()('POST', '/auth/forgot', PUBLIC),
  /** 204: the password is changed and every sign-in of the account ended. */
  reset: call<typeof S.reset, void>()('POST', '/auth/reset', PUBLIC),
};
