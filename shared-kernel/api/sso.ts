/**
 * Single sign-on (OpenID Connect, authorization code flow with PKCE): starting and finishing a
 * sign-in at an organisation's identity provider (public), and the organisation's provider
 * settings in practice administration.
 */
import type { TokenAnswer } from '../domain/entities';
import type { SsoSettings, SsoStartAnswer } from '../domain/sso';
import { inOrg, PUBLIC } from './access';
import { call } from './call';
import type * as S from './schemas/sso';

export const ssoCalls = {
  /**
   * Takes `{ email }` (the work e-mail, its domain finds the organisation) or `{ org }` (an
   * organisation id, the `?org=` hint), and `goto`. The provider's authorization URL; 400 without
   * either; 404 when no organisation signs in that way; 502 when its provider does not answer;
   * 429 after 30 starts per address in 15 min.
   */
  start: call<typeof S.start, SsoStartAnswer>()('POST', '/auth/sso/start', PUBLIC),
  /**
   * Takes the callback's `{ code, state, iss? }` (or `{ error }`). The same token answer as a
   * password login, with the `goto` given at the start; 401 for an unknown, used or expired
   * state, a refused code or token, or no matching account (audited); 429 after 30 per address.
   */
  finish: call<typeof S.finish, TokenAnswer & { goto: string | null }>()('POST', '/auth/sso/callback', PUBLIC),
  /** The organisation's identity provider; the client secret is never answered. */
  settings: call<typeof S.settings, SsoSettings>()('GET', '/practice-admin/:orgId/sso', inOrg('MODIFY_ORGANIZATION')),
  saveSettings: call<typeof S.saveSettings, SsoSettings>()('PUT', '/practice-admin/:orgId/sso', inOrg('MODIFY_ORGANIZATION')),
};
