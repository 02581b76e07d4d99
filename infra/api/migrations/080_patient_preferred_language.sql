-- The language of a patient's pages and texts, chosen by the patient (enrollment, secure chat) or
-- by the care team (general info). Null until someone chose: texts then go in English.
alter table patients add column preferred_language text
  constraint patients_preferred_language check (preferred_language in ('en', 'es'));
