-- The conversation list and the task list at a million messages and a hundred thousand tasks.
-- Each conversation-list sort has an index matching its filter (organisation, status) and its
-- whole order with the id as tie-breaker, so a page (and a keyset cursor page) is a short index
-- range scan in either direction. These replace the two older list indexes, which lacked the id.
drop index if exists conversations_org_list_idx;
drop index if exists conversations_org_updated_idx;
create index conversations_org_created_idx on conversations (org_id, status, created_at, id);
create index conversations_org_updated_idx on conversations (org_id, status, updated_at, id);
-- "Last activity": a conversation is given its first message in the transaction that opens it,
-- so the coalesce only keeps the sort key non-null (one index serves both directions).
create index conversations_org_last_idx on conversations (org_id, status, (coalesce(last_message_at, created_at)), id);
create index conversations_org_needs_idx on conversations (org_id, status, needs_response, (coalesce(last_message_at, created_at)), id);

-- Tasks: open and in-progress ones in the list's order (due day, then creation), and finished ones
-- by when they were finished (updated_at), for the organisation's list and each assignee's. The
-- lists pick their 1,000 ids from these indexes alone (index-only scans), then read those rows.
create index tasks_org_open_due_idx on tasks (org_id, due_date, created_at, id) where status in ('open', 'in_progress');
create index tasks_org_finished_idx on tasks (org_id, updated_at) include (due_date, created_at, id) where status not in ('open', 'in_progress');
create index tasks_assignee_open_due_idx on tasks (assigned_to, due_date, created_at, id) include (org_id) where status in ('open', 'in_progress');
create index tasks_assignee_finished_idx on tasks (assigned_to, updated_at) include (org_id, due_date, created_at, id) where status not in ('open', 'in_progress');
-- A patient's tasks (the patient settings page).
create index tasks_patient_idx on tasks (patient_id);
-- A searched list starts from the matching patients: their conversations' status, organisation
-- and every sort key come from this index alone (index-only), not from thousands of table rows.
create index conversations_patient_keys_idx on conversations (patient_id, status)
  include (org_id, type, needs_response, created_at, updated_at, last_message_at, id);
