-- The console's active list is read a tab at a time (direct or system conversations): each sort's
-- index with the type after the organisation, for active conversations only, so a tab's page and
-- its count are index ranges rather than the organisation's whole active list filtered row by row
-- (the system tab is a tenth of it).
create index conversations_active_type_needs_idx on conversations (org_id, type, needs_response, (coalesce(last_message_at, created_at)), id) where status = 'active';
create index conversations_active_type_created_idx on conversations (org_id, type, created_at, id) where status = 'active';
create index conversations_active_type_last_idx on conversations (org_id, type, (coalesce(last_message_at, created_at)), id) where status = 'active';
