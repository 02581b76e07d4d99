-- The access report (who read or changed a patient's record) reads the audit log of one
-- organisation at a time, newest first, optionally for one patient, one user or some days.
--
-- Rows that concern patients and were written by a professional, in time order, per organisation
-- and per professional: a page of the report, whole or for some days or one user, is the first
-- entries of a range of one of these. The report's query repeats the predicate word for word so
-- the planner can use them.
create index audit_log_org_patient_rows_idx on audit_log (org_id, occurred_at, id)
  where professional_id is not null and (detail ? 'patientId' or detail ? 'patientIds' or detail ? 'patientSet');
create index audit_log_professional_patient_rows_idx on audit_log (professional_id, occurred_at, id)
  where professional_id is not null and (detail ? 'patientId' or detail ? 'patientIds' or detail ? 'patientSet');

-- One patient's rows: a record read or change names them alone (detail.patientId), a list read
-- names them among others (detail.patientIds), a long list by a kept set (migration 067).
create index audit_log_patient_idx on audit_log ((detail ->> 'patientId')) where detail ->> 'patientId' is not null;
create index audit_log_patient_ids_idx on audit_log using gin ((detail -> 'patientIds') jsonb_path_ops)
  where detail -> 'patientIds' is not null;
create index audit_log_patient_set_idx on audit_log ((detail ->> 'patientSet')) where detail ->> 'patientSet' is not null;
create index audit_patient_sets_patients_idx on audit_patient_sets using gin (patient_ids);
