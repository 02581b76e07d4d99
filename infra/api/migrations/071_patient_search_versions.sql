-- A version per organisation that moves whenever which of its patients a search matches may have
-- changed: a patient added, removed, moved, or given another name, MRN, phone or date of birth.
-- The conversation list keeps a search's matching patients while their organisation's version
-- holds, instead of reading them again on every page; every instance reads the version from the
-- database, so a write on one is seen by all at once. Other updates of a patient (the last contact
-- on every message) leave it alone. Kept by the triggers below, whoever writes.

create sequence patient_search_version_seq;

create table patient_search_versions (
  org_id uuid primary key references organizations (id) on delete cascade,
  version bigint not null
);

create function move_patient_searches(orgs uuid[]) returns void language sql as $$
  insert into patient_search_versions (org_id, version)
  select org_id, nextval('patient_search_version_seq') from (select distinct unnest(orgs) as org_id) o
  on conflict (org_id) do update set version = excluded.version
$$;

create function patient_searches_moved() returns trigger language plpgsql as $$
begin
  -- Each branch is planned only when run, so each reads only the transition table its statement has.
  if tg_op = 'INSERT' then
    perform move_patient_searches(array(select org_id from changed_after));
  else
    perform move_patient_searches(array(select org_id from changed_before));
  end if;
  return null;
end $$;
create trigger patients_searches_moved_added after insert on patients
  referencing new table as changed_after for each statement execute function patient_searches_moved();
create trigger patients_searches_moved_removed after delete on patients
  referencing old table as changed_before for each statement execute function patient_searches_moved();

create function patient_search_columns_moved() returns trigger language plpgsql as $$
begin
  perform move_patient_searches(array[old.org_id, new.org_id]);
  return null;
end $$;
create trigger patients_search_columns_moved after update of org_id, mrn, sms_phone, date_of_birth, search_last, search_first on patients
  for each row
  when ((old.org_id, old.mrn, old.sms_phone, old.date_of_birth, old.search_last, old.search_first)
        is distinct from (new.org_id, new.mrn, new.sms_phone, new.date_of_birth, new.search_last, new.search_first))
  execute function patient_search_columns_moved();
