-- Hospital events (ADT): every HL7 message accepted or kept for review, the events of an
-- organisation made from them, and the notifications each event sends.

-- One row per sending facility and message control id: a hospital's resend finds its first copy.
create table adt_messages (
  id uuid primary key,
  sending_facility text not null,
  control_id text not null,
  transport text not null check (transport in ('mllp', 'http')),
  -- accepted: became an event; unknown_facility: answered AR and kept for a person to review.
  outcome text not null check (outcome in ('accepted', 'unknown_facility')),
  reason text,
  org_id uuid references organizations (id),
  raw text not null,
  received_at timestamptz not null default now(),
  unique (sending_facility, control_id)
);
create index adt_messages_review_idx on adt_messages (received_at) where outcome <> 'accepted';

create table adt_events (
  id uuid primary key,
  message_id uuid not null unique references adt_messages (id),
  org_id uuid not null references organizations (id),
  type text not null check (type in ('IP_ADMISSION', 'IP_DISCHARGE', 'ED_ADMISSION', 'ED_DISCHARGE')),
  status text not null default 'new' check (status in ('new', 'acknowledged', 'task_created')),
  -- Null while unmatched: listed for a person to match.
  patient_id uuid references patients (id) on delete set null,
  match_method text check (match_method in ('mrn', 'name_dob', 'manual')),
  -- As the hospital sent them (the patient may be unmatched).
  mrn text,
  first_name text not null default '',
  last_name text not null default '',
  date_of_birth date,
  patient_class text,
  location text,
  attending text,
  reason text,
  occurred_at timestamptz not null,
  received_at timestamptz not null default now(),
  acknowledged_at timestamptz,
  acknowledged_by uuid references professionals (id),
  task_id uuid references tasks (id) on delete set null
);
create index adt_events_org_received_idx on adt_events (org_id, occurred_at desc, id);
create index adt_events_org_status_idx on adt_events (org_id, status, occurred_at desc) where status = 'new';
create index adt_events_org_type_idx on adt_events (org_id, type, occurred_at desc);
create index adt_events_patient_idx on adt_events (patient_id, occurred_at desc);

-- Texting professionals about events needs their number.
alter table professionals add column if not exists sms_phone text;

-- What each event sends to whom: written with the event, sent after it commits, claimed with
-- FOR UPDATE SKIP LOCKED so several API instances never send one twice and a restart finds the rest.
create table adt_notifications (
  id bigserial primary key,
  event_id uuid not null references adt_events (id) on delete cascade,
  professional_id uuid not null references professionals (id) on delete cascade,
  channel text not null check (channel in ('sms', 'email')),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  claimed_at timestamptz,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  unique (event_id, professional_id, channel)
);
create index adt_notifications_pending_idx on adt_notifications (id) where status in ('pending', 'sending');
