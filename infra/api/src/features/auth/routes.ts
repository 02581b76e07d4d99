/**
 * Sign-in endpoints: login, token refresh (SPEC §7: form-encoded, `Authorization: Refresh …`),
 * logout, and forgotten-password reset through the e-mail provider.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authCalls } from '@hearth/shared-kernel/api';
import { authSchemas } from '@hearth/shared-kernel/api/schemas';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '@hearth/shared-kernel/rules';
import { audit } from '../../platform/audit/audit';
import type { ApiConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/types';
import type { EmailProvider } from '../../channels/email/provider';
import type { LiveOutlet } from '../../platform/live/fanout';
import { holders } from '../../platform/live/hub';
import { bearerToken } from '../../platform/http/access-guard';
import { serve, type CallRequest } from '../../platform/http/serve';
import { findProfessionalById, findProfessionalByUsername, type ProfessionalRecord } from '../professionals/port';
import { releaseAttempt, takeSlot } from '../../platform/limits/attempt-locks';
import { loginFailed, loginSubjects, loginSucceeded, normalUsername, reserveLogin } from './login-limits';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { tooManyRequests } from '../../platform/http/answers';
import { setPasswordHash } from './queries';
import { addressSubject, FORGOT_LIMIT, RESET_LIMIT } from './reset-limits';
import { keyedHash } from './secret';
import { loginFailures, loginLockouts } from '../../platform/observe/metrics';
import { createSignIn } from './sign-in';
import {
  consumePasswordReset,
  createPasswordReset,
  revokeAllSessions,
  revokeSession,
  rotateRefreshToken,
  sessionOfRefreshToken,
} from './sessions';
import type { TokenService } from './tokens';

type Calls = typeof authCalls;

export interface AuthDeps {
  db: Db;
  config: ApiConfig;
  tokens: TokenService;
  email: EmailProvider;
  /** The signing secret: keys the hashes that stand in for usernames. */
  secret: string;
  live: LiveOutlet;
  /** Whether an organisation of this professional allows no password sign-in (single sign-on only). */
  passwordSignInRefused(professionalId: string): Promise<boolean>;
}

/** `Authorization: Refresh <token>` → the token. */
function refreshTokenFrom(header: string | undefined): string | null {
  const match = header ? /^Refresh\s+([A-Za-z0-9\-_]{20,200})$/.exec(header.trim()) : null;
  return match ? match[1] : null;
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db, config, tokens, live } = deps;
  const signIn = createSignIn({ db, config, tokens });
  // An unknown username in the audit log: recognisable (the same name, the same hash), not readable.
  const usernameHash = (username: string) => keyedHash(deps.secret, 'audit-username', normalUsername(username));

  async function login(request: CallRequest<Calls['login']>, reply: FastifyReply) {
    const { username, password } = request.body;
    // The attempt is reserved before the password is checked, so parallel guesses are all counted.
    const subjects = loginSubjects(deps.secret, username, request.ip);
    const slot = await reserveLogin(db, subjects);
    if (!slot.ok) {
      loginLockouts.inc();
      await audit(db, { event: 'login_rate_limited', ip: request.ip, detail: { usernameHash: usernameHash(username) } });
      return tooManyRequests(reply, slot.retryAfterSeconds, AUTH_MESSAGES.tooManyAttempts);
    }

    const professional = await findProfessionalByUsername(db, username);
    const ok = professional && !professional.disabled
      ? await verifyPassword(password, professional.passwordHash)
      : await verifyAgainstDummy(password);
    // A member of an organisation that signs in only through its identity provider gets the
    // wrong password's answer, after the same work: nothing tells the two apart.
    const ssoOnly = ok && professional ? await deps.passwordSignInRefused(professional.id) : false;
    if (!ok || !professional || ssoOnly) {
      loginFailures.inc();
      await loginFailed(db, subjects);
      await audit(db, {
        event: 'login_failure',
        professionalId: professional?.id ?? null,
        ip: request.ip,
        detail: professional ? (ssoOnly ? { reason: 'password sign-in off: single sign-on only' } : {}) : { usernameHash: usernameHash(username) },
      });
      return reply.status(401).send({ message: AUTH_MESSAGES.invalidCredentials });
    }
    await loginSucceeded(db, subjects);

    const signedIn = await signIn.complete(professional, request.ip, 'password');
    if (!signedIn.ok) return reply.status(403).send({ message: AUTH_MESSAGES.notAllowed });
    return signedIn.answer;
  }

  async function refresh(request: CallRequest<Calls['refresh']>, reply: FastifyReply) {
    const token = refreshTokenFrom(request.headers.authorization);
    if (!token) return reply.status(401).send({ message: AUTH_MESSAGES.refreshRequired });
    const rotation = await rotateRefreshToken(db, token, config.refreshTtlSeconds);
    if (rotation.kind === 'reused') {
      await audit(db, {
        event: 'refresh_token_reuse',
        professionalId: rotation.professionalId,
        ip: request.ip,
        detail: { sessionId: rotation.sessionId },
      });
      request.log.warn({ sessionId: rotation.sessionId }, 'refresh token reused: session revoked');
      await live.closeSockets(holders.session(rotation.sessionId));
    }
    if (rotation.kind !== 'rotated') return reply.status(401).send({ message: AUTH_MESSAGES.refreshInvalid });
    const professional = await findProfessionalById(db, rotation.professionalId);
    if (!professional || professional.disabled) {
      await revokeSession(db, rotation.sessionId, 'account disabled');
      await live.closeSockets(holders.session(rotation.sessionId));
      return reply.status(401).send({ message: AUTH_MESSAGES.refreshInvalid });
    }
    return signIn.tokenAnswer(professional, rotation.sessionId, rotation.refreshToken);
  }

  async function logout(request: CallRequest<Calls['logout']>, reply: FastifyReply) {
    const sessions = new Map<string, string>();
    for (const refresh of [refreshTokenFrom(request.headers.authorization), request.body?.refresh_token ?? null]) {
      if (!refresh) continue;
      const found = await sessionOfRefreshToken(db, refresh);
      if (found) sessions.set(found.sessionId, found.professionalId);
    }
    const bearer = bearerToken(request.headers.authorization);
    if (bearer) {
      const claims = await tokens.verifyAccess(bearer).catch(() => null);
      if (claims) sessions.set(claims.sid, claims.professionalId);
    }
    for (const [sessionId, professionalId] of sessions) {
      await revokeSession(db, sessionId, 'logout');
      await audit(db, { event: 'logout', professionalId, ip: request.ip, detail: { sessionId } });
      await live.closeSockets(holders.session(sessionId));
    }
    return reply.status(204).send();
  }

  async function forgot(request: CallRequest<Calls['forgot']>, reply: FastifyReply) {
    const { username } = request.body;
    const slot = await takeSlot(db, FORGOT_LIMIT, addressSubject(deps.secret, FORGOT_LIMIT, request.ip));
    if (!slot.ok) return tooManyRequests(reply, slot.retryAfterSeconds, AUTH_MESSAGES.tooManyRequests);

    const professional = await findProfessionalByUsername(db, username);
    if (professional && !professional.disabled) {
      const token = await db.tx(async (q) => {
        const created = await createPasswordReset(q, professional.id);
        await audit(q, { event: 'password_reset_requested', professionalId: professional.id, ip: request.ip });
        return created;
      });
      await deps.email.send({
        to: professional.email,
        subject: 'Reset your Hearth password',
        text: resetEmailText(professional, `${config.portalUrl}/reset?token=${encodeURIComponent(token)}`),
      });
    }
    // The same answer whether or not the account exists.
    reply.status(202);
    return { message: AUTH_MESSAGES.forgotAccepted };
  }

  async function reset(request: CallRequest<Calls['reset']>, reply: FastifyReply) {
    const { token, password } = request.body;
    if (password.length < PASSWORD_MIN_LENGTH) return reply.status(400).send({ message: AUTH_MESSAGES.passwordTooShort });
    // The slot is reserved before the token is tried, so parallel wrong tokens are all counted.
    const subject = addressSubject(deps.secret, RESET_LIMIT, request.ip);
    const slot = await takeSlot(db, RESET_LIMIT, subject);
    if (!slot.ok) return tooManyRequests(reply, slot.retryAfterSeconds, AUTH_MESSAGES.tooManyRequests);

    const passwordHash = await hashPassword(password);
    const professionalId = await db.tx(async (q) => {
      const id = await consumePasswordReset(q, token);
      if (!id) return null;
      await setPasswordHash(q, id, passwordHash);
      // A new password ends every existing sign-in.
      await revokeAllSessions(q, id, 'password reset');
      await audit(q, { event: 'password_reset', professionalId: id, ip: request.ip });
      return id;
    });
    if (!professionalId) return reply.status(400).send({ message: AUTH_MESSAGES.resetInvalid });
    await releaseAttempt(db, RESET_LIMIT, subject);
    await live.closeSockets(holders.professional(professionalId));
    return reply.status(204).send();
  }

  serve(app, authCalls, authSchemas, { login, refresh, logout, forgot, reset });
}

function resetEmailText(p: ProfessionalRecord, link: string): string {
  return [
    `Hello ${p.firstName},`,
    '',
    `Someone asked to reset the password of the Hearth account "${p.username}".`,
    'To choose a new password, open this link within one hour (it works once):',
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    'Hearth',
  ].join('\n');
}
