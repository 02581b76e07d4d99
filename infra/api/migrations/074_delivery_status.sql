-- Delivery and read status: a text's status follows the SMS provider's reports (queued, sent,
-- delivered, failed, undelivered), found by the id the provider gave it; a secure-chat message of
-- the care team is read when the patient had it on screen.
alter table messages drop constraint messages_status_check;
alter table messages add constraint messages_status_check
  check (status in ('queued', 'sent', 'delivered', 'failed', 'undelivered', 'received'));
alter table messages add column provider_id text;
alter table messages add column read_at timestamptz;
create unique index messages_provider_id_idx on messages (provider_id) where provider_id is not null;

-- Each signed status report is read once: a replayed one (the same signature) changes nothing.
create table sms_status_reports (
  signature text primary key,
  received_at timestamptz not null default now()
);

-- The SMS simulator's unreachable phones: texts to them end undelivered (simulators only).
create table sms_simulator_unreachable (
  phone text primary key
);
