-- Roster order served by the indexes themselves. The normalised name keys take the "C" collation,
-- so one plain btree both answers left-anchored LIKE and returns rows already in ORDER BY order
-- (a text_pattern_ops index cannot give the order of a locale collation, so PostgreSQL sorted the
-- whole organisation for every page). Date and time sorts break ties by id, like their indexes.
-- Numbered apart from the patient app's migrations (003, 004 …) so the two series never collide.

drop index patients_org_name_idx;
drop index patients_org_first_idx;
drop index patients_org_status_name_idx;
drop index patients_org_dob_idx;
drop index patients_org_contact_idx;
drop index patients_org_created_idx;

alter table patients
  alter column search_last type text collate "C",
  alter column search_first type text collate "C";

create index patients_org_name_idx on patients (org_id, search_last, search_first, id);
create index patients_org_first_idx on patients (org_id, search_first, search_last, id);
create index patients_org_status_name_idx on patients (org_id, enrollment_status, search_last, search_first, id);
create index patients_org_dob_idx on patients (org_id, date_of_birth, id);
create index patients_org_contact_idx on patients (org_id, last_contact_at, id);
create index patients_org_created_idx on patients (org_id, created_at, id);
create index patients_org_mrn_order_idx on patients (org_id, (lower(mrn) collate "C"), id);
