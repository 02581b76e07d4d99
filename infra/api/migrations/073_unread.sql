-- A patient's message waits, for each professional of their care team, until that professional
-- opens the conversation: one row per (professional, unread conversation), written by the
-- statement that appends the message, so a count is a count of these rows.
create table conversation_unread (
  professional_id uuid not null references professionals (id) on delete cascade,
  conversation_id uuid not null references conversations (id) on delete cascade,
  org_id uuid not null references organizations (id) on delete cascade,
  -- The newest of the patient's messages in it: opening up to this seq reads it.
  last_seq bigint not null,
  primary key (professional_id, conversation_id)
);
create index conversation_unread_org_idx on conversation_unread (professional_id, org_id);
create index conversation_unread_conversation_idx on conversation_unread (conversation_id);

-- When a professional last opened the conversation: the patient's "Seen" under their message.
alter table conversations add column care_team_seen_at timestamptz;
