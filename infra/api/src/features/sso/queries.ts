/** SQL of single sign-on: organisations' identity providers, sign-ins under way, and the accounts they may reach. */
import type { Queryable } from '../../platform/db/types';

/** An organisation's provider as stored (the client secret sealed), with the organisation's name. */
export interface SsoRow {
  orgId: string;
  orgName: string;
  configured: boolean;
  enabled: boolean;
  issuer: string;
  clientId: string;
  clientSecretSealed: string | null;
  allowedDomains: string[];
  passwordSignIn: boolean;
}

interface Row {
  org_id: string;
  org_name: string;
  configured: boolean;
  enabled: boolean | null;
  issuer: string | null;
  client_id: string | null;
  client_secret_sealed: string | null;
  allowed_domains: string[] | null;
  password_sign_in: boolean | null;
}

const toSso = (r: Row): SsoRow => ({
  orgId: r.org_id,
  orgName: r.org_name,
  configured: r.configured,
  enabled: r.enabled ?? false,
  issuer: r.issuer ?? '',
  clientId: r.client_id ?? '',
  clientSecretSealed: r.client_secret_sealed,
  allowedDomains: r.allowed_domains ?? [],
  passwordSignIn: r.password_sign_in ?? true,
});

const SELECT = `select o.id as org_id, o.name as org_name, s.org_id is not null as configured, s.enabled, s.issuer,
                       s.client_id, s.client_secret_sealed, s.allowed_domains, s.password_sign_in
                  from organizations o left join organization_sso s on s.org_id = o.id`;

/** The organisation's provider (or its defaults when none is set); null when there is no such organisation. */
export async function ssoOfOrg(q: Queryable, orgId: string): Promise<SsoRow | null> {
  const { rows } = await q.query<Row>(`${SELECT} where o.id = $1`, [orgId]);
  return rows[0] ? toSso(rows[0]) : null;
}

/** The one organisation signing in the people of this e-mail domain through its provider, if any. */
export async function ssoOfDomain(q: Queryable, domain: string): Promise<SsoRow | null> {
  const { rows } = await q.query<Row>(`${SELECT} where s.enabled and $1 = any (s.allowed_domains) limit 2`, [domain]);
  // Two organisations claiming one domain cannot be told apart: neither is chosen (saving refuses it).
  return rows.length === 1 ? toSso(rows[0]) : null;
}

/** The domains among these that another organisation already signs in with. */
export async function domainsTakenElsewhere(q: Queryable, orgId: string, domains: string[]): Promise<string[]> {
  const { rows } = await q.query<{ domain: string }>(
    `select distinct d as domain from organization_sso s, unnest(s.allowed_domains) d
      where s.org_id <> $1 and d = any ($2::text[])`,
    [orgId, domains],
  );
  return rows.map((r) => r.domain);
}

/** What is saved: the settings, and a newly sealed secret or null to keep the stored one. */
export type SsoSave = Pick<SsoRow, 'enabled' | 'issuer' | 'clientId' | 'allowedDomains' | 'passwordSignIn'> & { clientSecretSealed: string | null };

export async function saveSso(q: Queryable, orgId: string, s: SsoSave): Promise<void> {
  await q.query(
    `insert into organization_sso (org_id, enabled, issuer, client_id, client_secret_sealed, allowed_domains, password_sign_in)
     values ($1, $2, $3, $4, coalesce($5, (select client_secret_sealed from organization_sso where org_id = $1)), $6, $7)
     on conflict (org_id) do update set enabled = excluded.enabled, issuer = excluded.issuer, client_id = excluded.client_id,
       client_secret_sealed = excluded.client_secret_sealed, allowed_domains = excluded.allowed_domains,
       password_sign_in = excluded.password_sign_in, updated_at = now()`,
    [orgId, s.enabled, s.issuer, s.clientId, s.clientSecretSealed, s.allowedDomains, s.passwordSignIn],
  );
}

/** Sets the provider only where none is set yet (the demo's, at every start). */
export async function saveSsoIfAbsent(q: Queryable, orgId: string, s: SsoSave & { clientSecretSealed: string }): Promise<void> {
  await q.query(
    `insert into organization_sso (org_id, enabled, issuer, client_id, client_secret_sealed, allowed_domains, password_sign_in)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (org_id) do nothing`,
    [orgId, s.enabled, s.issuer, s.clientId, s.clientSecretSealed, s.allowedDomains, s.passwordSignIn],
  );
}

export interface Attempt {
  orgId: string;
  nonce: string;
  codeVerifier: string;
  goto: string | null;
}

/** Records a sign-in under way; a few expired ones are swept so they cannot pile up. */
export async function addAttempt(q: Queryable, stateHash: string, attempt: Attempt, ttlSeconds: number): Promise<void> {
  await q.query(
    `delete from sso_attempts where state_hash in (select state_hash from sso_attempts where expires_at < now() limit 10)`,
  );
  await q.query(
    `insert into sso_attempts (state_hash, org_id, nonce, code_verifier, goto, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::float8))`,
    [stateHash, attempt.orgId, attempt.nonce, attempt.codeVerifier, attempt.goto, ttlSeconds],
  );
}

/** Takes the attempt of this state, once: deleted whether or not it has expired; null when unknown, used or expired. */
export async function takeAttempt(q: Queryable, stateHash: string): Promise<Attempt | null> {
  const { rows } = await q.query<{ org_id: string; nonce: string; code_verifier: string; goto: string | null; live: boolean }>(
    `delete from sso_attempts where state_hash = $1
     returning org_id, nonce, code_verifier, goto, expires_at > now() as live`,
    [stateHash],
  );
  const r = rows[0];
  return r?.live ? { orgId: r.org_id, nonce: r.nonce, codeVerifier: r.code_verifier, goto: r.goto } : null;
}

/** The members of this organisation whose Hearth e-mail is this one (case aside). */
export async function membersByEmail(q: Queryable, orgId: string, email: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `select distinct p.id from professionals p join professional_org_roles r on r.professional_id = p.id
      where r.org_id = $1 and lower(p.email) = lower($2)`,
    [orgId, email],
  );
  return rows.map((r) => r.id);
}

/** Whether an organisation of this professional signs in through its provider only. */
export async function passwordSignInRefused(q: Queryable, professionalId: string): Promise<boolean> {
  const { rows } = await q.query<{ refused: boolean }>(
    `select exists (select 1 from professional_org_roles r join organization_sso s on s.org_id = r.org_id
                     where r.professional_id = $1 and s.enabled and not s.password_sign_in) as refused`,
    [professionalId],
  );
  return Boolean(rows[0]?.refused);
}
