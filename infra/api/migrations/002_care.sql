-- Professional console: patients and their roster, preferences, programs and care team,
-- enrollment invitations, conversations and messages, the SMS simulator's texts, tasks, calls,
-- roster presets and medical history.

create table patients (
  id uuid primary key,
  org_id uuid not null references organizations (id),
  mrn text not null,
  title text,
  first_name text not null,
  last_name text not null,
  gender text check (gender in ('male', 'female', 'not_specified')),
  date_of_birth date,
  email text,
  -- 10 digits (NANP without the country code), as the kernel's normalizePhone answers.
  sms_phone text,
  voice_phone text,
  time_zone text not null default 'America/New_York',
  address text,
  enrollment_status text not null default 'not_enrolled' check (enrollment_status in (
    'initiated', 'sent', 'waiting_for_phone_call', 'waiting_for_approval', 'approved', 'denied', 'cancelled',
    'inactivated', 'unenrolled', 'patient_declined', 'opted_out', 'not_enrolled')),
  -- The status before the patient texted Stop: 'Start' goes back to it.
  status_before_opt_out text,
  opted_out_at timestamptz,
  -- Communication preferences.
  sms_enabled boolean not null default true,
  chat_enabled boolean not null default true,
  voice_enabled boolean not null default true,
  contact_start text not null default '09:00',
  contact_end text not null default '17:00',
  do_not_disturb boolean not null default false,
  -- Kept up to date by the conversation code: an active conversation awaits a reply.
  needs_response boolean not null default false,
  last_contact_at timestamptz,
  -- Lower-cased, accents stripped by the API: what roster search and sort compare against.
  search_last text not null,
  search_first text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (org_id, mrn)
);
-- Roster: every query is inside one organisation; sorts and prefix searches use these btrees
-- (text_pattern_ops so LIKE 'abc%' uses them under any collation).
create index patients_org_name_idx on patients (org_id, search_last text_pattern_ops, search_first text_pattern_ops, id);
create index patients_org_first_idx on patients (org_id, search_first text_pattern_ops);
create index patients_org_status_name_idx on patients (org_id, enrollment_status, search_last, search_first, id);
create index patients_org_dob_idx on patients (org_id, date_of_birth);
create index patients_org_contact_idx on patients (org_id, last_contact_at);
create index patients_org_created_idx on patients (org_id, created_at);
create index patients_org_mrn_idx on patients (org_id, lower(mrn) text_pattern_ops);
create index patients_sms_phone_idx on patients (sms_phone text_pattern_ops);
create index patients_org_phone_last4_idx on patients (org_id, right(sms_phone, 4));
create index patients_org_needs_response_idx on patients (org_id) where needs_response;

create table programs (
  id uuid primary key,
  org_id uuid not null references organizations (id),
  name text not null
);
create index programs_org_idx on programs (org_id);

create table patient_programs (
  patient_id uuid not null references patients (id) on delete cascade,
  program_id uuid not null references programs (id),
  status text not null check (status in ('Invited', 'Never responded', 'Agreed', 'Stopped', 'Opted Out', 'Deactivated', 'In queue')),
  invite_attempts integer not null default 0 check (invite_attempts between 0 and 3),
  updated_at timestamptz not null default now(),
  primary key (patient_id, program_id)
);

create table care_team_members (
  patient_id uuid not null references patients (id) on delete cascade,
  professional_id uuid not null references professionals (id),
  is_primary boolean not null default false,
  primary key (patient_id, professional_id)
);
create index care_team_members_professional_idx on care_team_members (professional_id);

-- Enrollment invitations: the link token is 256 random bits, kept as its sha256 only. Sending a new
-- one revokes the older ones of the patient.
create table enrollment_invitations (
  token_hash text primary key,
  patient_id uuid not null references patients (id) on delete cascade,
  org_id uuid not null references organizations (id),
  created_by uuid references professionals (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);
create index enrollment_invitations_patient_idx on enrollment_invitations (patient_id);

create table conversations (
  id uuid primary key,
  org_id uuid not null references organizations (id),
  patient_id uuid not null references patients (id) on delete cascade,
  -- SPEC §4 list types: 'conversation' (direct) or 'system' (automated outreach).
  type text not null check (type in ('conversation', 'system')),
  status text not null default 'active' check (status in ('active', 'closed')),
  -- An automated conversation in progress locks out professionals until 'End Conversation'.
  automated boolean not null default false,
  subject text,
  urgency text not null default 'normal' check (urgency in ('normal', 'urgent')),
  channel text check (channel in ('sms', 'chat')),
  needs_response boolean not null default false,
  created_by uuid references professionals (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_message_at timestamptz,
  last_message_preview text,
  closed_at timestamptz,
  ended_at timestamptz
);
-- SPEC §2: one active conversation per patient, enforced by the database.
create unique index conversations_one_active_idx on conversations (patient_id) where status = 'active';
create index conversations_org_list_idx on conversations (org_id, status, created_at desc);
create index conversations_org_updated_idx on conversations (org_id, status, updated_at desc);
create index conversations_patient_idx on conversations (patient_id, created_at desc);

create table messages (
  -- Increasing order of arrival: clients catch up with ?after={seq}.
  seq bigserial unique,
  id uuid primary key,
  conversation_id uuid not null references conversations (id) on delete cascade,
  patient_id uuid not null references patients (id) on delete cascade,
  org_id uuid not null references organizations (id),
  -- The sender's idempotency key: a retried send finds its first message.
  client_id text,
  sender_id uuid references professionals (id),
  direction text not null check (direction in ('inbound', 'outbound')),
  channel text not null check (channel in ('sms', 'chat')),
  status text not null check (status in ('sent', 'delivered', 'failed', 'received')),
  body text not null,
  urgency text not null default 'normal' check (urgency in ('normal', 'urgent')),
  subject text,
  created_at timestamptz not null default now()
);
create unique index messages_client_id_idx on messages (sender_id, client_id) where client_id is not null;
create index messages_conversation_idx on messages (conversation_id, seq desc);
create index messages_org_created_idx on messages (org_id, created_at);

-- The SMS simulator (the default provider): every text to or from a phone number.
create table sms_texts (
  id bigserial primary key,
  phone text not null,
  direction text not null check (direction in ('to_phone', 'from_phone')),
  body text not null,
  patient_id uuid references patients (id) on delete set null,
  message_id uuid,
  created_at timestamptz not null default now()
);
create index sms_texts_phone_idx on sms_texts (phone, id);

create table tasks (
  id uuid primary key,
  org_id uuid not null references organizations (id),
  patient_id uuid references patients (id) on delete set null,
  title text not null,
  description text not null,
  status text not null default 'open' check (status in ('open', 'in_progress', 'completed', 'cancelled')),
  assigned_to uuid references professionals (id),
  created_by uuid references professionals (id),
  -- A calendar day: the due time is noon local on that day (SPEC §4).
  due_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz
);
create index tasks_org_status_idx on tasks (org_id, status, due_date);
create index tasks_assignee_idx on tasks (assigned_to, status);
create index tasks_org_created_idx on tasks (org_id, created_at);

create table voice_calls (
  id uuid primary key,
  org_id uuid not null references organizations (id),
  patient_id uuid not null references patients (id) on delete cascade,
  professional_id uuid not null references professionals (id),
  provider_name text not null,
  provider_number text not null,
  patient_number text not null,
  status text not null check (status in ('connected', 'failed')),
  started_at timestamptz not null default now()
);
create index voice_calls_patient_idx on voice_calls (patient_id, started_at desc);

create table roster_presets (
  professional_id uuid not null references professionals (id) on delete cascade,
  org_id uuid not null references organizations (id),
  preset_key text not null,
  updated_at timestamptz not null default now(),
  primary key (professional_id, org_id)
);

create table measure_reports (
  id uuid primary key,
  patient_id uuid not null references patients (id) on delete cascade,
  code text not null,
  name text not null,
  value text not null,
  unit text,
  status text not null check (status in ('met', 'not_met', 'pending')),
  measured_at timestamptz not null
);
create index measure_reports_patient_idx on measure_reports (patient_id, measured_at desc);

create table document_references (
  id uuid primary key,
  patient_id uuid not null references patients (id) on delete cascade,
  title text not null,
  kind text not null,
  author text,
  created_at timestamptz not null default now()
);
create index document_references_patient_idx on document_references (patient_id, created_at desc);
