/** Calls about the organisation's patients: the roster and one patient's records (SPEC §7). */
import type { CareTeamMember } from '../domain/careTeam';
import type { Paged } from '../domain/paging';
import type { AddPatientAnswer, CommPrefs, PatientDetail, RosterPatient } from '../domain/patients';
import type { ProgramEnrollment } from '../domain/programs';
import { inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/patients';

export const patientCalls = {
  /**
   * `Paged<PatientRow>`; search = name, phone digits, MRN or DOB (MM/DD/YYYY); sortKey one of
   * `ROSTER_SORT_KEYS` (default `lastName` ASC), take ≤ 200 (default 20)
   */
  roster: call<typeof S.roster, Paged<RosterPatient>>()('GET', '/roster', inOrg('VIEW_PATIENT')),
  /** `PatientDetail`; writes a `patient_viewed` audit row */
  patient: call<typeof S.patient, PatientDetail>()('GET', '/patients/:id', inOrg('VIEW_PATIENT')),
  /** ADD_PATIENT: 201 the new patient; 200 the likely duplicates (nothing saved) unless confirmDuplicates; 409 MRN taken. */
  add: call<typeof S.add, AddPatientAnswer>()('POST', '/patients', inOrg('ADD_PATIENT')),
  /**
   * Takes `PatientUpdate`. `PatientDetail`; 400 with the kernel's enrollment messages (name,
   * e-mail, phones, time zone, title)
   */
  update: call<typeof S.update, PatientDetail>()('PUT', '/patients/:id', inOrg('MODIFY_PATIENT')),
  /** Takes / `PUT` `CommPrefs`. `CommPrefs` (times `HH:mm` in 15-minute steps, IANA zone) */
  commPrefs: call<typeof S.commPrefs, CommPrefs>()('GET', '/patients/:id/comm-prefs', inOrg('VIEW_PATIENT')),
  saveCommPrefs: call<typeof S.saveCommPrefs, CommPrefs>()('PUT', '/patients/:id/comm-prefs', inOrg('MODIFY_PATIENT')),
  /** `ProgramEnrollment[]` */
  programs: call<typeof S.programs, ProgramEnrollment[]>()('GET', '/patients/:id/programs', inOrg('VIEW_PATIENT')),
  /** `CareTeamMember[]` */
  careTeam: call<typeof S.careTeam, CareTeamMember[]>()('GET', '/patients/:id/care-team', inOrg('VIEW_PATIENT')),
};
