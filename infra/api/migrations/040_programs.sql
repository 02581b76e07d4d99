-- Programs and outreach, broadcast messages, and the background jobs that run them.

-- Background jobs: claimed with FOR UPDATE SKIP LOCKED, so several API instances share the queue
-- and each job runs on one of them at a time. A claim is a lease: an instance that dies stops
-- renewing it, and another takes the job over once it has lapsed. The work a job does is recorded
-- per recipient (outreach_attempts, broadcast_recipients), so a job taken over resumes where it was.
create table jobs (
  id bigserial primary key,
  kind text not null,
  payload jsonb not null default '{}',
  -- One job per piece of work (an outreach window of a program, a broadcast).
  dedupe_key text not null unique,
  run_at timestamptz not null default now(),
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  locked_by text,
  locked_until timestamptz,
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index jobs_due_idx on jobs (run_at) where status in ('queued', 'running');

-- The catalogue of programs an organisation may run; programs.key names one (the URL's program_id).
create table program_catalogue (
  key text primary key check (key ~ '^[a-z0-9-]{1,40}$'),
  name text not null,
  description text not null
);
insert into program_catalogue (key, name, description) values
  ('stayintouch', 'Stay In Touch', 'Keeps patients in touch with their care team between visits by text: check-ins, reminders and a way to reach the practice.'),
  ('ccm', 'Chronic Care Management', 'Monthly care coordination for patients with two or more chronic conditions, with a care plan and regular check-ins.'),
  ('rpm', 'Remote Patient Monitoring', 'Readings from home devices (blood pressure, weight, glucose) reviewed by the care team, with outreach when they drift.'),
  ('tcm', 'Transitional Care Management', 'Contact within two business days of a hospital discharge and a follow-up visit within two weeks.'),
  ('awv', 'Annual Wellness Visit', 'Invites patients due for their yearly wellness visit and helps them book it.');

alter table programs add column key text references program_catalogue (key);
alter table programs add column description text;
alter table programs add column created_at timestamptz not null default now();
update programs set key = case name when 'Stay In Touch' then 'stayintouch' when 'Chronic Care Management' then 'ccm' when 'Remote Patient Monitoring' then 'rpm' end;
create unique index programs_org_key_idx on programs (org_id, key);

alter table patient_programs add column queued_at timestamptz not null default now();
alter table patient_programs add column last_invited_at timestamptz;
create index patient_programs_program_status_idx on patient_programs (program_id, status);

-- One outreach run per program and outreach window.
create table outreaches (
  id uuid primary key,
  org_id uuid not null references organizations (id),
  program_id uuid not null references programs (id),
  window_date date not null,
  window_start timestamptz not null,
  window_end timestamptz not null,
  status text not null default 'running' check (status in ('running', 'done')),
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  unique (program_id, window_date)
);
create index outreaches_program_idx on outreaches (program_id, window_start desc);

-- One row per invitation: at most one per patient, program and attempt (1..3), whatever runs it.
create table outreach_attempts (
  id bigserial primary key,
  outreach_id uuid not null references outreaches (id) on delete cascade,
  patient_id uuid not null references patients (id) on delete cascade,
  program_id uuid not null references programs (id),
  attempt integer not null check (attempt between 1 and 3),
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  reason text,
  sent_at timestamptz,
  result text check (result in ('agreed', 'never_responded', 'opted_out')),
  replied_at timestamptz,
  unique (patient_id, program_id, attempt)
);
create index outreach_attempts_outreach_idx on outreach_attempts (outreach_id, status);

create table broadcasts (
  id uuid primary key,
  org_id uuid not null references organizations (id),
  author_id uuid not null references professionals (id),
  body text not null,
  audience jsonb not null,
  audience_size integer not null,
  -- Counted in the same transaction as the recipients they count, so progress is exact.
  sent integer not null default 0,
  failed integer not null default 0,
  skipped integer not null default 0,
  status text not null default 'queued' check (status in ('queued', 'sending', 'done')),
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index broadcasts_org_idx on broadcasts (org_id, created_at desc);

create table broadcast_recipients (
  broadcast_id uuid not null references broadcasts (id) on delete cascade,
  patient_id uuid not null references patients (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'skipped')),
  reason text,
  sent_at timestamptz,
  primary key (broadcast_id, patient_id)
);
create index broadcast_recipients_pending_idx on broadcast_recipients (broadcast_id, patient_id) where status = 'pending';
