/** Calls about the organisation's programs and their outreach (SPEC §2 programs pages, §4, §9). */
import type { Paged } from '../domain/paging';
import type {
  CatalogueProgram,
  EligiblePatient,
  OutreachDetail,
  OutreachRun,
  ProgramFigures,
  ProgramOverview,
  ProgramRosterPatient,
  ProgramSummary,
} from '../domain/programs';
import { inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/programs';

export interface EnrollAnswer {
  /** Added to the program, In queue for the next outreach window. */
  added: number;
  /** Already in the program, or not a patient of the organisation. */
  ignored: number;
}

export interface StatusChangeAnswer {
  status: ProgramRosterPatient['status'];
  inviteAttempts: number;
}

export interface NextWindowAnswer {
  /** The window that was run, per program (ISO start). */
  windows: { programId: string; windowStart: string; outreachId: string }[];
}

export const programCalls = {
  list: call<typeof S.list, ProgramSummary[]>()('GET', '/programs', inOrg('VIEW_PROGRAMS')),
  catalogue: call<typeof S.catalogue, CatalogueProgram[]>()('GET', '/programs/catalogue', inOrg('VIEW_PROGRAMS')),
  addProgram: call<typeof S.addProgram, ProgramSummary>()('POST', '/programs/:programId', inOrg('VIEW_PROGRAMS')),
  overview: call<typeof S.overview, ProgramOverview>()('GET', '/programs/:programId/overview', inOrg('VIEW_PROGRAMS')),
  roster: call<typeof S.roster, Paged<ProgramRosterPatient>>()('GET', '/programs/:programId/roster', inOrg('VIEW_PATIENT_DATA')),
  eligible: call<typeof S.eligible, Paged<EligiblePatient>>()('GET', '/programs/:programId/eligible-patients', inOrg('VIEW_PATIENT_DATA')),
  enroll: call<typeof S.enroll, EnrollAnswer>()('POST', '/programs/:programId/enrollments', inOrg('VIEW_PATIENT_DATA', 'MODIFY_PATIENT')),
  changeStatus: call<typeof S.changeStatus, StatusChangeAnswer>()(
    'PUT',
    '/programs/:programId/enrollments/:patientId',
    inOrg('VIEW_PATIENT_DATA', 'MODIFY_PATIENT'),
  ),
  outreaches: call<typeof S.outreaches, Paged<OutreachRun>>()('GET', '/programs/:programId/outreaches', inOrg('VIEW_PATIENT_DATA')),
  outreach: call<typeof S.outreach, OutreachDetail>()('GET', '/programs/:programId/outreaches/:outreachId', inOrg('VIEW_PATIENT_DATA')),
  practiceFigures: call<typeof S.practiceFigures, ProgramFigures>()('GET', '/programs/:programId/practice-figures', inOrg('VIEW_ORGANIZATION')),
  taskFigures: call<typeof S.taskFigures, ProgramFigures>()('GET', '/programs/:programId/task-figures', inOrg('VIEW_TASK')),
};

/**
 * Demo and tests only (served with the simulators): runs the organisation's next outreach window
 * now, as if its start had come, instead of waiting for the morning.
 */
export const outreachDemoCalls = {
  runNextWindow: call<typeof S.runNextWindow, NextWindowAnswer>()('POST', '/programs/outreach/next-window', inOrg('VIEW_PROGRAMS', 'MODIFY_PATIENT')),
};
