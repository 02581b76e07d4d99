/**
 * A single sign-on, start to finish. Start: the organisation found by the e-mail's domain (or
 * the `?org=` hint), a fresh state, nonce and PKCE verifier kept 10 minutes, the provider's
 * authorization URL. Finish: the state taken once, the code exchanged and the ID token checked
 * (relying-party.ts), the verified e-mail matched to one professional of that organisation, and
 * the same session a password login gives (auth's sign-in). Every refusal after the provider is
 * audited, with the reason and never the e-mail, code or tokens.
 */
import { createHash } from 'node:crypto';
import type { TokenAnswer } from '@hearth/shared-kernel/domain';
import { gotoTarget } from '@hearth/shared-kernel/paths';
import { AUTH_MESSAGES, emailDomain, SSO_MESSAGES } from '@hearth/shared-kernel/rules';
import { audit } from '../../platform/audit/audit';
import type { SecretBox } from '../../platform/config/secret-box';
import type { Db } from '../../platform/db/types';
import { keyedHash, type SignIn } from '../auth/port';
import { findProfessionalById } from '../professionals/port';
import { addAttempt, membersByEmail, ssoOfDomain, ssoOfOrg, takeAttempt, type SsoRow } from './queries';
import { newChecks, type ProviderSettings, type RelyingParty } from './relying-party';

const ATTEMPT_SECONDS = 10 * 60;

export interface FlowDeps {
  db: Db;
  box: SecretBox;
  relyingParty: RelyingParty;
  signIn: SignIn;
  /** Keys the hash that stands in for an e-mail in the audit log. */
  secret: string;
  log: { warn(details: object, message: string): void };
}

/** A refusal: the HTTP status and the message the person reads. */
export interface Refusal {
  status: 400 | 401 | 403 | 404 | 502;
  message: string;
}

export type StartResult = { ok: true; authorizationUrl: string } | ({ ok: false } & Refusal);
export type FinishResult = { ok: true; answer: TokenAnswer; goto: string | null } | ({ ok: false } & Refusal);

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');
const refuse = (status: Refusal['status'], message: string) => ({ ok: false as const, status, message });

export function createSsoFlow(deps: FlowDeps) {
  const { db } = deps;

  function providerOf(row: SsoRow): ProviderSettings | null {
    if (!row.enabled || !row.clientSecretSealed) return null;
    try {
      return { issuer: row.issuer, clientId: row.clientId, clientSecret: deps.box.open(row.clientSecretSealed) };
    } catch (error) {
      // Sealed under another key (HEARTH_ENCRYPTION_KEY changed): the administrator must enter it again.
      deps.log.warn({ orgId: row.orgId, error: (error as Error).name }, 'single sign-on: the stored client secret does not open');
      return null;
    }
  }

  async function start(input: { email?: string; org?: string; goto?: string }): Promise<StartResult> {
    const domain = input.email ? emailDomain(input.email) : null;
    if (!input.org && !input.email) return refuse(400, SSO_MESSAGES.emailRequired);
    if (!input.org && !domain) return refuse(404, SSO_MESSAGES.noOrganization);
    const row = input.org ? await ssoOfOrg(db, input.org) : await ssoOfDomain(db, domain!);
    const provider = row ? providerOf(row) : null;
    if (!row || !provider) return refuse(404, SSO_MESSAGES.noOrganization);
    const checks = newChecks();
    let authorizationUrl: string;
    try {
      authorizationUrl = await deps.relyingParty.authorizationUrl(provider, checks);
    } catch (error) {
      deps.log.warn({ orgId: row.orgId, error: (error as Error).name }, 'single sign-on: the identity provider did not answer its discovery');
      return refuse(502, SSO_MESSAGES.providerUnreachable);
    }
    const goto = gotoTarget(input.goto);
    await addAttempt(db, hashOf(checks.state), { orgId: row.orgId, nonce: checks.nonce, codeVerifier: checks.codeVerifier, goto }, ATTEMPT_SECONDS);
    return { ok: true, authorizationUrl };
  }

  async function refused(ip: string, orgId: string | null, reason: string, status: Refusal['status'], message: string, detail: Record<string, unknown> = {}) {
    await audit(db, { event: 'sso_refused', orgId, ip, detail: { reason, ...detail } });
    return refuse(status, message);
  }

  async function finish(callback: { state: string; code?: string; iss?: string; error?: string }, ip: string): Promise<FinishResult> {
    const attempt = await takeAttempt(db, hashOf(callback.state));
    if (!attempt) return refused(ip, null, 'unknown, used or expired state', 401, SSO_MESSAGES.expired);
    if (callback.error || !callback.code) {
      return refused(ip, attempt.orgId, 'the provider answered an error', 401, SSO_MESSAGES.providerRefused, { error: callback.error?.slice(0, 64) ?? 'no code' });
    }
    const row = await ssoOfOrg(db, attempt.orgId);
    const provider = row ? providerOf(row) : null;
    if (!row || !provider) return refused(ip, attempt.orgId, 'single sign-on switched off', 401, SSO_MESSAGES.notConfigured);

    let identity;
    try {
      const params = { code: callback.code, state: callback.state, ...(callback.iss ? { iss: callback.iss } : {}) };
      identity = await deps.relyingParty.finish(provider, params, { state: callback.state, nonce: attempt.nonce, codeVerifier: attempt.codeVerifier });
    } catch (error) {
      // The library's error class and code say why (invalid_grant, a bad signature, a nonce…); its message may quote the answer.
      const { name, code } = error as { name?: string; code?: string };
      return refused(ip, row.orgId, 'the provider or its answer was refused', 401, SSO_MESSAGES.providerRefused, { error: name ?? 'Error', code: code ?? null });
    }
    const email = identity.email?.trim() ?? '';
    const emailHash = email ? keyedHash(deps.secret, 'audit-sso-email', email.toLowerCase()) : null;
    if (!email || !identity.emailVerified) return refused(ip, row.orgId, 'e-mail missing or not verified', 403, SSO_MESSAGES.emailUnverified, { emailHash });
    const domain = emailDomain(email);
    if (!domain || !row.allowedDomains.includes(domain)) return refused(ip, row.orgId, 'e-mail domain not allowed', 403, SSO_MESSAGES.emailNotAllowed, { emailHash });

    // One professional of this organisation, by that e-mail; never an account made on the spot.
    const ids = await membersByEmail(db, row.orgId, email);
    const professional = ids.length === 1 ? await findProfessionalById(db, ids[0]) : null;
    if (!professional || professional.disabled) {
      const reason = ids.length > 1 ? 'several accounts share the e-mail' : professional ? 'account deactivated' : 'no matching account';
      return refused(ip, row.orgId, reason, 403, SSO_MESSAGES.noAccount, { emailHash });
    }
    const signedIn = await deps.signIn.complete(professional, ip, 'sso');
    if (!signedIn.ok) return refuse(403, AUTH_MESSAGES.notAllowed);
    return { ok: true, answer: signedIn.answer, goto: attempt.goto };
  }

  return { start, finish };
}

export type SsoFlow = ReturnType<typeof createSsoFlow>;
