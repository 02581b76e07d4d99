-- A version per organisation that changes whenever anything its task lists show from the database
-- may have changed: a task written, added or removed, or a patient a task names renamed. A task
-- list read once is answered again as it was until its organisation's version moves (or a finished
-- task in it ages out of "recent"); every instance checks the version in the database, so a write
-- on one is seen by all at once. Kept by the triggers below, whoever writes.

create sequence task_list_version_seq;

create table task_list_versions (
  org_id uuid primary key references organizations (id) on delete cascade,
  version bigint not null
);

-- Moves the task-list version of each organisation given: the one write every trigger below makes.
create function move_task_lists(orgs uuid[]) returns void language sql as $$
  insert into task_list_versions (org_id, version)
  select org_id, nextval('task_list_version_seq') from (select distinct unnest(orgs) as org_id) o
  on conflict (org_id) do update set version = excluded.version
$$;

create function task_lists_moved() returns trigger language plpgsql as $$
begin
  -- Each branch is planned only when run, so each reads only the transition tables its statement has.
  if tg_op = 'INSERT' then
    perform move_task_lists(array(select org_id from changed_after));
  elsif tg_op = 'DELETE' then
    perform move_task_lists(array(select org_id from changed_before));
  else
    perform move_task_lists(array(select org_id from changed_before union select org_id from changed_after));
  end if;
  return null;
end $$;
create trigger tasks_lists_moved_added after insert on tasks
  referencing new table as changed_after for each statement execute function task_lists_moved();
create trigger tasks_lists_moved_updated after update on tasks
  referencing old table as changed_before new table as changed_after for each statement execute function task_lists_moved();
create trigger tasks_lists_moved_removed after delete on tasks
  referencing old table as changed_before for each statement execute function task_lists_moved();

-- A task shows its patient's name; a renamed patient moves the lists of the patient's organisation.
-- (A removed patient leaves its tasks through their foreign key, which updates them.)
create function patient_renamed_moves_task_lists() returns trigger language plpgsql as $$
begin
  perform move_task_lists(array[new.org_id]);
  return null;
end $$;
create trigger patients_renamed_moves_task_lists after update of first_name, last_name on patients
  for each row
  when ((old.first_name, old.last_name) is distinct from (new.first_name, new.last_name))
  execute function patient_renamed_moves_task_lists();
