-- Patient imports from CSV (ADD_PATIENT). A preview keeps the file's good rows, already in the
-- stored form, until someone confirms; the import job then writes them in batches, and each
-- batch moves `done_rows` in the same transaction, so an import interrupted by a restart goes on
-- from its last batch. Rows are deleted once written: the patients table holds them from then on.
create table patient_imports (
  id uuid primary key,
  org_id uuid not null references organizations (id),
  created_by uuid not null references professionals (id),
  file_name text not null,
  status text not null default 'previewed' check (status in ('previewed', 'queued', 'running', 'done')),
  total_rows int not null,
  error_rows int not null,
  -- The preview's problems and columns, as shown (no cell values beyond what a message quotes).
  errors jsonb not null default '[]',
  columns jsonb not null default '[]',
  good_rows int not null,
  -- A row without a time zone takes this one when it adds a patient (an update keeps the patient's).
  default_time_zone text not null,
  done_rows int not null default 0,
  created int not null default 0,
  updated int not null default 0,
  unchanged int not null default 0,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index patient_imports_org_idx on patient_imports (org_id, created_at desc);

-- The good rows of an import not yet written, numbered as the spreadsheet numbers them.
create table patient_import_rows (
  import_id uuid not null references patient_imports (id) on delete cascade,
  row_number int not null,
  patient jsonb not null,
  primary key (import_id, row_number)
);

-- Patients the import changes (as previewed, then as written), with the fields that change.
create table patient_import_changes (
  import_id uuid not null references patient_imports (id) on delete cascade,
  row_number int not null,
  patient_id uuid not null references patients (id),
  fields text[] not null,
  primary key (import_id, row_number)
);
