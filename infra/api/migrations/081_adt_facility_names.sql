-- The names people know sending facilities (MSH-4) by, from configuration at start: the console
-- shows 'Riverside General Hospital', not RIVERSIDE_HOSP. Codes are kept upper case (MSH-4 is
-- compared without regard to case).
create table adt_facility_names (
  code text primary key,
  name text not null
);
