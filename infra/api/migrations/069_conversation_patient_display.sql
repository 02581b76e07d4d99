-- What a conversation summary shows of its patient (name, do-not-disturb, enrollment status) on
-- the conversation itself, kept as 068 keeps the search names: a list page then reads its rows by
-- id from conversations alone, not also 21 patients by id (about a third of that statement).
alter table conversations add column patient_first_name text, add column patient_last_name text,
  add column patient_do_not_disturb boolean, add column patient_enrollment_status text;
update conversations c set patient_first_name = p.first_name, patient_last_name = p.last_name,
  patient_do_not_disturb = p.do_not_disturb, patient_enrollment_status = p.enrollment_status
  from patients p where p.id = c.patient_id;
alter table conversations alter column patient_first_name set not null, alter column patient_last_name set not null,
  alter column patient_do_not_disturb set not null, alter column patient_enrollment_status set not null;

-- Kept whoever writes: a new conversation (a bulk COPY too) takes them from its patient, and a
-- patient's change reaches their conversations.
create or replace function conversation_search_names() returns trigger language plpgsql as $$
begin
  select p.search_last, p.search_first, p.first_name, p.last_name, p.do_not_disturb, p.enrollment_status
    into new.search_last, new.search_first, new.patient_first_name, new.patient_last_name,
         new.patient_do_not_disturb, new.patient_enrollment_status
    from patients p where p.id = new.patient_id;
  return new;
end $$;

drop trigger patients_renamed_renames_conversations on patients;
drop function patient_renamed_renames_conversations();
create function patient_changes_reach_conversations() returns trigger language plpgsql as $$
begin
  update conversations set search_last = new.search_last, search_first = new.search_first,
      patient_first_name = new.first_name, patient_last_name = new.last_name,
      patient_do_not_disturb = new.do_not_disturb, patient_enrollment_status = new.enrollment_status
    where patient_id = new.id;
  return null;
end $$;
create trigger patients_changes_reach_conversations
  after update of search_last, search_first, first_name, last_name, do_not_disturb, enrollment_status on patients
  for each row when ((old.search_last, old.search_first, old.first_name, old.last_name, old.do_not_disturb, old.enrollment_status)
                     is distinct from (new.search_last, new.search_first, new.first_name, new.last_name, new.do_not_disturb, new.enrollment_status))
  execute function patient_changes_reach_conversations();
