-- The channel of the patient's last message in each conversation: a reply opens on it, so a
-- conversation held in secure chat stays there. Kept by the statement that appends a message.
alter table conversations add column last_patient_channel text check (last_patient_channel in ('sms', 'chat'));

update conversations c set last_patient_channel = (
  select m.channel from messages m where m.conversation_id = c.id and m.direction = 'inbound' order by m.seq desc limit 1
);
