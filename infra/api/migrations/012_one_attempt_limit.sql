-- Every attempt limit now reserves its slot in attempt_locks (limits/attempt-locks.ts); the older
-- per-request log of reset and text limits, which checked before it counted, goes.
drop table auth_attempts;

-- Reservations delete their scope's stale rows (window passed, no lock) by this index.
create index attempt_locks_stale_idx on attempt_locks (scope, updated_at);
