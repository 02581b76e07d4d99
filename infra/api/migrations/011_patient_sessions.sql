-- A patient (zeus) token is one patient session. The row is checked on every patient request and
-- socket frame, so the session can end before the token's day does: unenrolment or secure chat
-- turned off revoke it at once.
create table patient_sessions (
  id uuid primary key,
  patient_id uuid not null references patients (id) on delete cascade,
  org_id uuid not null references organizations (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text
);
create index patient_sessions_patient_idx on patient_sessions (patient_id) where revoked_at is null;
