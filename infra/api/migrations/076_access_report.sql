-- The access report (who read or changed a patient's record) reads the audit log of one
-- organisation at a time, newest first, optionally for one patient, one user or some days.
--
-- Rows that concern patients and were written by a professional, per organisation in id order:
-- a page of the unfiltered report is the first entries of this range. The report's query repeats
-- this predicate word for word so the planner can use the index.
create index audit_log_org_patient_rows_idx on audit_log (org_id, id)
  where professional_id is not null and (detail ? 'patientId' or detail ? 'patientIds' or detail ? 'patientSet');

-- One patient's rows: a record read or change names them alone (detail.patientId), a list read
-- names them among others (detail.patientIds), a long list by a kept set (migration 067).
create index audit_log_patient_idx on audit_log ((detail ->> 'patientId')) where detail ->> 'patientId' is not null;
create index audit_log_patient_ids_idx on audit_log using gin ((detail -> 'patientIds') jsonb_path_ops)
  where detail -> 'patientIds' is not null;
create index audit_log_patient_set_idx on audit_log ((detail ->> 'patientSet')) where detail ->> 'patientSet' is not null;
create index audit_patient_sets_patients_idx on audit_patient_sets using gin (patient_ids);

-- A date range inside one organisation.
create index audit_log_org_time_idx on audit_log (org_id, occurred_at);
