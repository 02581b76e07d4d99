-- Roster at a million patients: every filter + sort pair of the roster is read in order from one
-- index, search finds a name by any part of it (pg_trgm), and phone numbers and MRNs by their end.
--
-- pg_trgm lives in public, created once per database: test schemas each set search_path to
-- themselves only, so the operator class is named with its schema.
create extension if not exists pg_trgm with schema public;

-- Nullable sort columns are ordered as coalesce(…, 'infinity'): nulls last ascending and first
-- descending, as before, but inside one range of the index, so a keyset cursor on either side of
-- the nulls is one row comparison (the roster's keysets, in roster-query.ts, use these exact expressions).
-- The contact indexes also carry the names (and the column itself, which an index-only scan
-- needs): a name search sorted by last contact is then tested on the index entries alone.
drop index patients_org_contact_idx;
drop index patients_org_dob_idx;
create index patients_org_contact_idx on patients (org_id, coalesce(last_contact_at, 'infinity'::timestamptz), id)
  include (last_contact_at, search_last, search_first);
create index patients_org_dob_idx on patients (org_id, coalesce(date_of_birth, 'infinity'::date), id);

-- Status filter + contact sort: the page is the first rows of one status's slice (without it a
-- status filter walked the whole contact index and discarded most of it). Status + name sort
-- already has patients_org_status_name_idx.
create index patients_org_status_contact_idx on patients (org_id, enrollment_status, coalesce(last_contact_at, 'infinity'::timestamptz), id)
  include (last_contact_at, search_last, search_first);

-- Any part of a name: one trigram index over "last first" (the search predicate uses this
-- exact expression).
create index patients_name_trgm_idx on patients using gin ((search_last || ' ' || search_first) public.gin_trgm_ops);

-- The end of a phone number (the last 4 digits, 7 without the area code, or all 10) and of an
-- MRN, as a left-anchored range over the reversed text.
drop index patients_org_phone_last4_idx;
create index patients_org_phone_suffix_idx on patients (org_id, (reverse(sms_phone) collate "C"));
create index patients_org_mrn_suffix_idx on patients (org_id, (reverse(lower(mrn)) collate "C"));

-- lower(mrn) collate "C" (patients_org_mrn_order_idx) already answers MRN prefixes.
drop index patients_org_mrn_idx;
