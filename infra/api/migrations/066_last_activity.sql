-- "Last activity" as a column of its own: the conversation list's last-activity and needs-response
-- sorts walk indexes on it. Indexed as an expression (coalesce(last_message_at, created_at)), the
-- sort key could not come back from the index alone: each row a page passed over (a skip of 400
-- reads 420) was fetched from the table to compute it. On the column, those pages are index-only.
alter table conversations add column last_activity_at timestamptz generated always as (coalesce(last_message_at, created_at)) stored;

drop index conversations_org_last_idx;
drop index conversations_org_needs_idx;
drop index conversations_active_type_needs_idx;
drop index conversations_active_type_last_idx;
drop index conversations_patient_keys_idx;
create index conversations_org_last_idx on conversations (org_id, status, last_activity_at, id);
create index conversations_org_needs_idx on conversations (org_id, status, needs_response, last_activity_at, id);
create index conversations_active_type_needs_idx on conversations (org_id, type, needs_response, last_activity_at, id) where status = 'active';
create index conversations_active_type_last_idx on conversations (org_id, type, last_activity_at, id) where status = 'active';
-- A searched list's candidates, with their status, organisation and every sort key (index-only).
create index conversations_patient_keys_idx on conversations (patient_id, status)
  include (org_id, type, needs_response, created_at, updated_at, last_activity_at, id);
