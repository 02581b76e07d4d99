-- Practice administration and user settings: a practice's settings (SPEC §3), which professionals
-- receive which task and event types, the type of a task, a professional's notification settings
-- and mobile phone, and whether an invited professional has set a password yet.

create table practice_settings (
  org_id uuid primary key references organizations (id) on delete cascade,
  time_zone text not null default 'America/New_York',
  support_phone text not null default '',
  task_notification_email text not null default '',
  doctor_display_name text not null default '',
  -- 'HH:mm' on 15-minute steps, in the practice's time zone.
  outreach_start text not null default '09:00',
  stop_responses text not null default '16:00',
  closing_time text not null default '17:00',
  outreach_frequency text not null default 'daily' check (outreach_frequency in ('daily', 'weekly')),
  outreach_days text not null default 'weekdays' check (outreach_days in ('weekdays', 'all_days')),
  outreach_phone text not null default '',
  updated_at timestamptz not null default now()
);

-- kind 'tasks': a task type (NORMAL … BARRIER, ALL_TASKS); kind 'events': an event type.
create table practice_assignments (
  org_id uuid not null references organizations (id) on delete cascade,
  professional_id uuid not null references professionals (id) on delete cascade,
  kind text not null check (kind in ('tasks', 'events')),
  type text not null,
  primary key (org_id, kind, type, professional_id)
);
create index practice_assignments_professional_idx on practice_assignments (professional_id);

alter table tasks add column task_type text not null default 'NORMAL';

create table notification_settings (
  professional_id uuid not null references professionals (id) on delete cascade,
  org_id uuid not null references organizations (id) on delete cascade,
  conversations_active boolean not null default true,
  conversations_channel text not null default 'email' check (conversations_channel in ('email', 'sms')),
  tasks_active boolean not null default true,
  tasks_channel text not null default 'email' check (tasks_channel in ('email', 'sms')),
  events_active boolean not null default false,
  events_channel text not null default 'email' check (events_channel in ('email', 'sms')),
  events_preset text,
  primary key (professional_id, org_id)
);

-- Texting professionals needs their number (the hospital events migration adds the same column).
alter table professionals add column if not exists sms_phone text;
-- True from the invitation until the professional sets a password through its link.
alter table professionals add column invited boolean not null default false;
