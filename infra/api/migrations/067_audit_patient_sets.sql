-- The patients a long list showed, kept once per distinct list. A care team opens the same task
-- list (up to a thousand patients) all day: its PHI-read rows named the same thousand ids each
-- time, 30 KB a row. Such a row now names its set by digest; the set is written the first time it
-- is shown. audit_entries shows every row as it was written before: detail.patientIds in full.
create table audit_patient_sets (
  -- SHA-256 (base64url) of the ids in order, comma-separated.
  digest text primary key,
  patient_ids uuid[] not null
);

create trigger audit_patient_sets_no_update_delete
  before update or delete on audit_patient_sets
  for each row execute function audit_log_append_only();
create trigger audit_patient_sets_no_truncate
  before truncate on audit_patient_sets
  for each statement execute function audit_log_append_only();

create view audit_entries as
select a.id, a.occurred_at, a.event, a.professional_id, a.org_id, a.route, a.ip,
       case when s.digest is null then a.detail
            else (a.detail - 'patientSet') || jsonb_build_object('patientIds', to_jsonb(s.patient_ids)) end as detail
  from audit_log a left join audit_patient_sets s on s.digest = a.detail ->> 'patientSet';
