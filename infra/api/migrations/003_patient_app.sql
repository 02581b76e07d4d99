-- Patient app: guess limits, patient-education articles and the links that send them.

-- Guess limits of the date-of-birth and code checks (src/enrollment/attempt-locks.ts): one row per
-- checked subject (an enrollment, a patient); attempts are reserved atomically before a check.
create table attempt_locks (
  scope text not null,
  subject text not null,
  attempts integer not null default 0,
  lockouts integer not null default 0,
  locked_until timestamptz,
  updated_at timestamptz not null default now(),
  primary key (scope, subject)
);

-- Patient-education articles: HTML, cleaned again by an allow-list whenever it is answered.
create table articles (
  id uuid primary key,
  title text not null,
  summary text not null,
  body_html text not null,
  tags text[] not null default '{}',
  created_at timestamptz not null default now()
);
create index articles_title_idx on articles (lower(title));

-- An article sent to a patient: the link's random id is kept as its sha256 only.
create table article_sends (
  link_hash text primary key,
  article_id uuid not null references articles (id),
  patient_id uuid not null,
  org_id uuid not null references organizations (id),
  professional_id uuid not null references professionals (id),
  created_at timestamptz not null default now()
);
create index article_sends_patient_idx on article_sends (patient_id);
