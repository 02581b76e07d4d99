-- Quality considerations and clinical data entry (SPEC §3, §4): clinical forms, the patients'
-- care-gap items, their CDE requests and each request's review history, rejection reasons,
-- uploaded attachments (the bytes live in content-addressed storage, not here) and diagnosis
-- considerations.

create table cde_forms (
  id text primary key,
  meas_id text not null,
  -- { qualityConsideration, entries } as the kernel's ClinicalForm.
  form jsonb not null
);

-- One care-gap item of a patient: which measure, record and form it asks for.
create table care_gaps (
  id uuid primary key,
  org_id uuid not null references organizations (id),
  patient_id uuid not null references patients (id) on delete cascade,
  group_name text not null,
  measure_name text not null,
  meas_id text not null,
  rec_id text not null,
  cds_id text not null,
  form_id text not null references cde_forms (id),
  created_at timestamptz not null default now()
);
create index care_gaps_patient_idx on care_gaps (org_id, patient_id);

-- At most one request per gap (the unique key decides a double submit). Its status moves only
-- through conditional updates on the status the API checked, so two reviewers cannot both claim it.
create table cde_requests (
  id uuid primary key,
  org_id uuid not null references organizations (id),
  patient_id uuid not null references patients (id) on delete cascade,
  gap_id uuid not null unique references care_gaps (id) on delete cascade,
  form_id text not null references cde_forms (id),
  status text not null check (status in (
    'first_review_needed', 'in_first_review', 'second_review_needed', 'in_second_review', 'ready_for_entry', 'approved', 'rejected')),
  data jsonb not null,
  claimed_by uuid references professionals (id),
  claimed_at timestamptz,
  created_by uuid not null references professionals (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A claim exists exactly while the item is in review.
  check ((status in ('in_first_review', 'in_second_review')) = (claimed_by is not null))
);
create index cde_requests_worklist_idx on cde_requests (org_id, status, created_at);
create index cde_requests_claimed_idx on cde_requests (org_id, claimed_by) where claimed_by is not null;

-- Every transition, for the review modal's history (the audit log has the same with the route).
create table cde_request_events (
  id bigserial primary key,
  request_id uuid not null references cde_requests (id) on delete cascade,
  professional_id uuid not null references professionals (id),
  action text not null,
  from_status text,
  to_status text not null,
  reason text,
  created_at timestamptz not null default now()
);
create index cde_request_events_request_idx on cde_request_events (request_id, id);

create table cde_rejection_reasons (
  id text primary key,
  reason text not null,
  sort int not null
);

-- An uploaded file: its content address (sha256) in the attachment store, the name it came with
-- and the type its magic bytes showed.
create table cde_attachments (
  id uuid primary key,
  org_id uuid not null references organizations (id),
  sha256 text not null,
  filename text not null,
  mime_type text not null,
  size_bytes bigint not null,
  uploaded_by uuid not null references professionals (id),
  created_at timestamptz not null default now()
);
create index cde_attachments_sha_idx on cde_attachments (sha256);

create table diagnosis_considerations (
  id uuid primary key,
  org_id uuid not null references organizations (id),
  patient_id uuid not null references patients (id) on delete cascade,
  diagnosis text not null,
  icd_code text not null,
  evidence text not null,
  status text not null default 'open' check (status in ('open', 'accepted', 'declined')),
  attestation text,
  attested_by uuid references professionals (id),
  attested_at timestamptz
);
create index diagnosis_considerations_patient_idx on diagnosis_considerations (org_id, patient_id);
