/**
 * Single sign-on (`ssoCalls`): starting and finishing a sign-in at an organisation's identity
 * provider (public, limited per address; flow.ts), and the organisation's provider settings in
 * practice administration (MODIFY_ORGANIZATION there; the client secret sealed, never answered).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ssoCalls } from '@hearth/shared-kernel/api';
import { ssoSchemas } from '@hearth/shared-kernel/api/schemas';
import { AUTH_MESSAGES, parseDomains, SSO_MESSAGES, validateSsoSettings } from '@hearth/shared-kernel/rules';
import { audit } from '../../platform/audit/audit';
import { fromRequest } from '../../platform/audit/request';
import type { SecretBox } from '../../platform/config/secret-box';
import type { Db } from '../../platform/db/types';
import { notFound, tooManyRequests } from '../../platform/http/answers';
import { serve, type CallRequest } from '../../platform/http/serve';
import { releaseAttempt, takeSlot, type RateLimit } from '../../platform/limits/attempt-locks';
import type { SsoFlow } from './flow';
import { SSO_FINISH_LIMIT, SSO_START_LIMIT, ssoAddressSubject } from './limits';
import { domainsTakenElsewhere, saveSso, ssoOfOrg } from './queries';
import { toSettings } from './settings';

type Calls = typeof ssoCalls;

export interface SsoDeps {
  db: Db;
  flow: SsoFlow;
  box: SecretBox;
  /** Keys the hashes that stand in for addresses in the limits. */
  secret: string;
  /** An http:// provider on this machine may be saved (never in production). */
  allowHttp: boolean;
}

export function registerSsoRoutes(app: FastifyInstance, deps: SsoDeps): void {
  const { db, flow } = deps;

  /** A slot under the address's limit, or the 429 already sent. */
  async function slot(limit: RateLimit, ip: string, reply: FastifyReply): Promise<string | null> {
    const subject = ssoAddressSubject(deps.secret, limit, ip);
    const taken = await takeSlot(db, limit, subject);
    if (taken.ok) return subject;
    tooManyRequests(reply, taken.retryAfterSeconds, AUTH_MESSAGES.tooManyRequests);
    return null;
  }

  async function start(request: CallRequest<Calls['start']>, reply: FastifyReply) {
    if (!(await slot(SSO_START_LIMIT, request.ip, reply))) return reply;
    const result = await flow.start(request.body);
    if (!result.ok) return reply.status(result.status).send({ message: result.message });
    return { authorizationUrl: result.authorizationUrl };
  }

  async function finish(request: CallRequest<Calls['finish']>, reply: FastifyReply) {
    const subject = await slot(SSO_FINISH_LIMIT, request.ip, reply);
    if (!subject) return reply;
    const result = await flow.finish(request.body, request.ip);
    if (!result.ok) return reply.status(result.status).send({ message: result.message });
    // A finished sign-in gives its slot back: only failures count against the address.
    await releaseAttempt(db, SSO_FINISH_LIMIT, subject);
    return { ...result.answer, goto: result.goto };
  }

  async function settings(request: CallRequest<Calls['settings']>, reply: FastifyReply) {
    const row = await ssoOfOrg(db, request.org.orgId);
    return row ? toSettings(row) : notFound(reply, 'Practice');
  }

  async function saveSettings(request: CallRequest<Calls['saveSettings']>, reply: FastifyReply) {
    const orgId = request.org.orgId;
    const before = await ssoOfOrg(db, orgId);
    if (!before) return notFound(reply, 'Practice');
    const input = {
      ...request.body,
      issuer: request.body.issuer.trim().replace(/\/$/, ''),
      clientId: request.body.clientId.trim(),
      allowedDomains: parseDomains(request.body.allowedDomains.join(',')),
    };
    const secret = input.clientSecret?.trim() ?? '';
    const errors = validateSsoSettings(input, { hasStoredSecret: before.clientSecretSealed !== null, allowHttp: deps.allowHttp });
    const taken = errors.allowedDomains ? [] : await domainsTakenElsewhere(db, orgId, input.allowedDomains);
    if (taken.length) errors.allowedDomains = SSO_MESSAGES.domainTaken + taken.join(', ');
    if (Object.keys(errors).length) return reply.status(400).send({ message: Object.values(errors)[0], messages: Object.values(errors), fields: errors });

    const saved = { ...input, clientSecretSealed: secret ? deps.box.seal(secret) : null };
    await db.tx(async (q) => {
      await saveSso(q, orgId, saved);
      // The settings are the audit trail, the secret only as "changed".
      await audit(q, {
        event: 'sso_settings_changed',
        ...fromRequest(request),
        detail: { enabled: saved.enabled, issuer: saved.issuer, clientId: saved.clientId, allowedDomains: saved.allowedDomains, passwordSignIn: saved.passwordSignIn, secretChanged: Boolean(secret) },
      });
    });
    return toSettings((await ssoOfOrg(db, orgId))!);
  }

  serve(app, ssoCalls, ssoSchemas, { start, finish, settings, saveSettings });
}
