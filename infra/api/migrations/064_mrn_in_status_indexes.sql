-- An MRN search matching thousands (the start of a common prefix) is read by walking the status's
-- slice in the page's order, testing each MRN. With the MRN in those indexes the test is made on
-- the index entries alone rather than on each row (an index-only scan). Name searches sorted by
-- name no longer walk the name index (migration 063), so its wider entries cost them nothing.
drop index patients_org_status_name_idx;
create index patients_org_status_name_idx on patients (org_id, enrollment_status, search_last, search_first, id) include (mrn);
drop index patients_org_status_contact_idx;
create index patients_org_status_contact_idx on patients (org_id, enrollment_status, coalesce(last_contact_at, 'infinity'::timestamptz), id)
  include (last_contact_at, search_last, search_first, mrn);
