-- A name search sorted by name: every three-letter part of each patient's name, with the patient's
-- organisation, status and sort key, so that the patients holding a part come in name order from
-- one index range. The sort index walked with the trigram test passes every name before the
-- matches (a common last name's start sits together in the name order); this walks only names
-- that hold one of the term's parts. Kept by the triggers below, whoever writes the patients.

-- The three-letter parts of a name ("last first"), without those spanning a space: a search term
-- is split at spaces, so any part of it of three letters is one of these.
create function name_parts(name text) returns setof text language sql immutable parallel safe as $$
  select distinct substr(name, i, 3) from generate_series(1, length(name) - 2) i where strpos(substr(name, i, 3), ' ') = 0
$$;

create table patient_name_parts (
  org_id uuid not null,
  part text collate "C" not null,
  enrollment_status text not null,
  search_last text collate "C" not null,
  search_first text collate "C" not null,
  -- The patient's id, named as in patients: the roster's conditions and order read either table as p.
  id uuid not null,
  primary key (org_id, part, enrollment_status, search_last, search_first, id)
);

insert into patient_name_parts (org_id, part, enrollment_status, search_last, search_first, id)
select p.org_id, x.part, p.enrollment_status, p.search_last, p.search_first, p.id
  from patients p cross join lateral name_parts(p.search_last || ' ' || p.search_first) x(part);

-- Inserts, including a bulk COPY, add their parts in one statement, in the index's order: a
-- million patients' eight million parts go in far faster in order than at random places.
create function patient_name_parts_added() returns trigger language plpgsql as $$
begin
  insert into patient_name_parts (org_id, part, enrollment_status, search_last, search_first, id)
  select a.org_id, x.part, a.enrollment_status, a.search_last, a.search_first, a.id
    from added a cross join lateral name_parts(a.search_last || ' ' || a.search_first) x(part)
   order by 1, 2, 3, 4, 5, 6;
  return null;
end $$;
create trigger patients_name_parts_added after insert on patients
  referencing new table as added for each statement execute function patient_name_parts_added();

-- A renamed patient, or one whose status changed; other updates (last contact on every message)
-- do not call the function.
create function patient_name_parts_changed() returns trigger language plpgsql as $$
begin
  delete from patient_name_parts where org_id = old.org_id
     and part in (select name_parts(old.search_last || ' ' || old.search_first))
     and enrollment_status = old.enrollment_status and search_last = old.search_last and search_first = old.search_first and id = old.id;
  insert into patient_name_parts (org_id, part, enrollment_status, search_last, search_first, id)
  select new.org_id, x.part, new.enrollment_status, new.search_last, new.search_first, new.id
    from name_parts(new.search_last || ' ' || new.search_first) x(part);
  return null;
end $$;
create trigger patients_name_parts_changed after update of org_id, enrollment_status, search_last, search_first on patients
  for each row
  when ((old.org_id, old.enrollment_status, old.search_last, old.search_first) is distinct from (new.org_id, new.enrollment_status, new.search_last, new.search_first))
  execute function patient_name_parts_changed();

create function patient_name_parts_removed() returns trigger language plpgsql as $$
begin
  delete from patient_name_parts n using removed r cross join lateral name_parts(r.search_last || ' ' || r.search_first) x(part)
   where n.org_id = r.org_id and n.part = x.part and n.enrollment_status = r.enrollment_status
     and n.search_last = r.search_last and n.search_first = r.search_first and n.id = r.id;
  return null;
end $$;
create trigger patients_name_parts_removed after delete on patients
  referencing old table as removed for each statement execute function patient_name_parts_removed();
