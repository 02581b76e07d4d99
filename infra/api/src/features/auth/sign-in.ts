/**
 * The end of every sign-in, whichever way the person proved who they are (a password, single
 * sign-on): the LOGIN permission checked, a session started, the login noted and audited, and
 * the token answer. One path, so a single sign-on session is the same session a password gives
 * (refreshed, revoked and ended by a deactivation the same way).
 */
import type { TokenAnswer } from '@hearth/shared-kernel/domain';
import { can } from '@hearth/shared-kernel/permissions';
import { audit } from '../../platform/audit/audit';
import type { ApiConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/types';
import { membershipsOf, type ProfessionalRecord } from '../professionals/port';
import { noteLogin } from './queries';
import { startSession } from './sessions';
import type { TokenService } from './tokens';

export interface SignInDeps {
  db: Db;
  config: Pick<ApiConfig, 'refreshTtlSeconds'>;
  tokens: TokenService;
}

type SignInResult = { ok: true; answer: TokenAnswer } | { ok: false; reason: 'no LOGIN permission' };

export interface SignIn {
  /** Access and ID tokens for a session (a new one, or a refreshed one). */
  tokenAnswer(professional: ProfessionalRecord, sessionId: string, refreshToken: string): Promise<TokenAnswer>;
  /** The person is who they say: a session, unless no organisation lets them sign in (audited either way). */
  complete(professional: ProfessionalRecord, ip: string, method: 'password' | 'sso'): Promise<SignInResult>;
}

export function createSignIn({ db, config, tokens }: SignInDeps): SignIn {
  async function tokenAnswer(professional: ProfessionalRecord, sessionId: string, refreshToken: string): Promise<TokenAnswer> {
    const memberships = await membershipsOf(db, professional.id);
    const orgIds = memberships.map((m) => m.orgId);
    const [accessToken, idToken] = await Promise.all([
      tokens.signAccess({ professionalId: professional.id, orgIds, sessionId }),
      tokens.signId({
        professionalId: professional.id,
        email: professional.email,
        username: professional.username,
        name: [professional.firstName, professional.lastName].join(' '),
      }),
    ]);
    return { access_token: accessToken, refresh_token: refreshToken, id_token: idToken, expires_in: tokens.accessTtlSeconds };
  }

  async function complete(professional: ProfessionalRecord, ip: string, method: 'password' | 'sso'): Promise<SignInResult> {
    const memberships = await membershipsOf(db, professional.id);
    if (!memberships.some((m) => can(m.permissions, 'LOGIN'))) {
      const reason = 'no LOGIN permission' as const;
      await audit(db, { event: 'login_refused', professionalId: professional.id, ip, detail: { reason, method } });
      return { ok: false, reason };
    }
    const { sessionId, refreshToken } = await startSession(db, professional.id, config.refreshTtlSeconds);
    await noteLogin(db, professional.id);
    await audit(db, { event: 'login_success', professionalId: professional.id, ip, detail: { sessionId, method } });
    return { ok: true, answer: await tokenAnswer(professional, sessionId, refreshToken) };
  }

  return { tokenAnswer, complete };
}
