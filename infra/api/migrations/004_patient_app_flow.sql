-- Patient app, on top of the patients migration: the enrollment flow's state on the
-- invitation it belongs to, the phone codes, secure-chat links, and the patient side of messages.

-- The flow's progress lives on the invitation the link carries; the status stays on the patient
-- (patients.enrollment_status), as the roster shows it.
alter table enrollment_invitations
  add column id uuid not null default gen_random_uuid(),
  add column step text not null default 'features',
  add column dob_verified_at timestamptz,
  add column phone_verified_at timestamptz,
  add column call_requested_at timestamptz,
  add column callback_phone text,
  -- The information step as entered (the pin is blanked here, kept only as pin_digest).
  add column info jsonb,
  add column pin_digest text,
  -- The consent checkboxes, the signature and when it was given.
  add column consent jsonb,
  add column submitted_at timestamptz,
  add column decided_by uuid references professionals (id),
  add column decided_at timestamptz;
create unique index enrollment_invitations_id_idx on enrollment_invitations (id);

-- The 4-digit phone code: an HMAC bound to its enrollment (never the code), single use, 10 minutes.
create table enrollment_codes (
  id bigserial primary key,
  enrollment_id uuid not null references enrollment_invitations (id) on delete cascade,
  code_digest text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index enrollment_codes_enrollment_idx on enrollment_codes (enrollment_id) where used_at is null;

-- Secure-chat links (/patient?link=…): 256 random bits, kept as the sha256 only; a day long.
create table secure_links (
  token_hash text primary key,
  patient_id uuid not null references patients (id) on delete cascade,
  org_id uuid not null references organizations (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index secure_links_patient_idx on secure_links (patient_id, expires_at);

-- A patient's chat send is idempotent on its client id (professional sends are keyed by sender).
create unique index messages_patient_client_id_idx on messages (patient_id, client_id)
  where client_id is not null and sender_id is null;

alter table article_sends
  add constraint article_sends_patient_fk foreign key (patient_id) references patients (id) on delete cascade;
