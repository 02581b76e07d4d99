-- Single sign-on (OpenID Connect) per organisation: its identity provider, the client secret
-- sealed with the API's encryption key (never readable from the database alone), the e-mail
-- domains that sign in through it and whether its staff may still use a password.
create table organization_sso (
  org_id uuid primary key references organizations (id) on delete cascade,
  enabled boolean not null default true,
  issuer text not null,
  client_id text not null,
  client_secret_sealed text not null,
  allowed_domains text[] not null default '{}',
  password_sign_in boolean not null default true,
  updated_at timestamptz not null default now()
);

-- A sign-in under way at an identity provider: the state (stored as its sha256), the nonce and
-- PKCE verifier it must be finished with, where to go after. Deleted when finished (single use);
-- expired ones are swept by the next start.
create table sso_attempts (
  state_hash text primary key,
  org_id uuid not null references organizations (id) on delete cascade,
  nonce text not null,
  code_verifier text not null,
  goto text,
  expires_at timestamptz not null
);
create index sso_attempts_expiry on sso_attempts (expires_at);
