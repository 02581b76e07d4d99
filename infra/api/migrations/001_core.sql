-- Core of the portal: organisations, professionals and their per-organisation roles and
-- permissions, sign-in sessions, password resets, the e-mail outbox, feature flags and the
-- append-only audit log.

create table organizations (
  id uuid primary key,
  parent_id uuid references organizations (id),
  name text not null,
  created_at timestamptz not null default now()
);
create index organizations_parent_idx on organizations (parent_id);

create table professionals (
  id uuid primary key,
  username text not null,
  email text not null,
  title text,
  first_name text not null,
  last_name text not null,
  suffix text,
  eula boolean not null default false,
  password_hash text not null,
  -- 'Client Partner' or 'Hearth Administrator' (SPEC system roles); null for everyone else.
  system_role text check (system_role in ('Client Partner', 'Hearth Administrator')),
  disabled boolean not null default false,
  created_at timestamptz not null default now(),
  last_login_at timestamptz
);
create unique index professionals_username_idx on professionals (lower(username));

-- One row per professional per organisation: the role label shown in SPEC and the permission
-- codes held in that organisation.
create table professional_org_roles (
  professional_id uuid not null references professionals (id) on delete cascade,
  org_id uuid not null references organizations (id) on delete cascade,
  role text not null,
  permissions text[] not null default '{}',
  primary key (professional_id, org_id)
);
create index professional_org_roles_org_idx on professional_org_roles (org_id);

-- A sign-in session is one refresh-token family; revoking it ends every token issued in it.
create table auth_sessions (
  id uuid primary key,
  professional_id uuid not null references professionals (id) on delete cascade,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_reason text
);
create index auth_sessions_professional_idx on auth_sessions (professional_id);

create table refresh_tokens (
  token_hash text primary key,
  family_id uuid not null references auth_sessions (id) on delete cascade,
  professional_id uuid not null references professionals (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);
create index refresh_tokens_family_idx on refresh_tokens (family_id);

create table password_resets (
  token_hash text primary key,
  professional_id uuid not null references professionals (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Failed sign-ins and other rate-limited attempts, keyed by a hash (never the raw username).
create table auth_attempts (
  id bigserial primary key,
  scope text not null,
  key_hash text not null,
  created_at timestamptz not null default now()
);
create index auth_attempts_key_idx on auth_attempts (scope, key_hash, created_at);

create table outbox_emails (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  body_text text not null,
  created_at timestamptz not null default now()
);

create table feature_flags (
  name text primary key,
  enabled boolean not null default false
);

create table feature_flag_bypass (
  email text primary key
);

-- Live messages too large for a NOTIFY payload travel through this table; NOTIFY carries the id.
create table live_payloads (
  id bigserial primary key,
  body text not null,
  created_at timestamptz not null default now()
);

create table audit_log (
  id bigserial primary key,
  occurred_at timestamptz not null default now(),
  event text not null,
  professional_id uuid,
  org_id uuid,
  route text,
  ip text,
  detail jsonb not null default '{}'
);
create index audit_log_org_idx on audit_log (org_id, id);
create index audit_log_professional_idx on audit_log (professional_id, id);

create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end;
$$;

create trigger audit_log_no_update_delete
  before update or delete on audit_log
  for each row execute function audit_log_append_only();

create trigger audit_log_no_truncate
  before truncate on audit_log
  for each statement execute function audit_log_append_only();
