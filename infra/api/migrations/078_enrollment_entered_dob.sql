-- The date of birth the patient entered on the enrollment link (the check that let them on), kept
-- so the approval screen shows it next to the one on file. Forms submitted before have none.
alter table enrollment_invitations add column entered_dob date;
