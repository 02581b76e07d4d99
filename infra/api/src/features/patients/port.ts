/**
 * The port of patients: what other features use of patients: adding them (ADT, import), the stored fields, search keys and SQL, and the organisation check, the patient's own choice of language.
 * Other features import this module only, never the folder's other files.
 */
export { addNewPatient, replyToAdd } from './add-patient';
export { insertPatients, STORED_FIELDS, type StoredField, storedPatient, type StoredPatient } from './new-patients';
export { searchKey } from './normalize';
export { patientInOrg, readMatchesFirst, setPreferredLanguage } from './queries';
export { nameSearchPredicate, searchPatientsSql } from './roster-query';
export { patientSearchVersion } from './search-version';
