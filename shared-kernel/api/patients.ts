/** Calls about the organisation's patients: the roster and one patient's records (SPEC §7). */
import type { CareTeamMember } from '../domain/careTeam';
import type { Paged } from '../domain/paging';
import type { AddPatientAnswer, CommPrefs, PatientDetail, RosterPatient } from '../domain/patients';
import type { ProgramEnrollment } from '../domain/programs';
import { inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/patients';

export const patientCalls = {
  roster: call<typeof S.roster, Paged<RosterPatient>>()('GET', '/roster', inOrg('VIEW_PATIENT')),
  patient: call<typeof S.patient, PatientDetail>()('GET', '/patients/:id', inOrg('VIEW_PATIENT')),
  /** ADD_PATIENT: 201 the new patient; 200 the likely duplicates (nothing saved) unless confirmDuplicates; 409 MRN taken. */
  add: call<typeof S.add, AddPatientAnswer>()('POST', '/patients', inOrg('ADD_PATIENT')),
  update: call<typeof S.update, PatientDetail>()('PUT', '/patients/:id', inOrg('MODIFY_PATIENT')),
  commPrefs: call<typeof S.commPrefs, CommPrefs>()('GET', '/patients/:id/comm-prefs', inOrg('VIEW_PATIENT')),
  saveCommPrefs: call<typeof S.saveCommPrefs, CommPrefs>()('PUT', '/patients/:id/comm-prefs', inOrg('MODIFY_PATIENT')),
  programs: call<typeof S.programs, ProgramEnrollment[]>()('GET', '/patients/:id/programs', inOrg('VIEW_PATIENT')),
  careTeam: call<typeof S.careTeam, CareTeamMember[]>()('GET', '/patients/:id/care-team', inOrg('VIEW_PATIENT')),
};
