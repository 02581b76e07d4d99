/** The program pages' calls (declared in the kernel; no endpoint strings here). */
import { programCalls, outreachDemoCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';
import type { ProgramEnrollmentStatus, ProgramStatusAction } from '@hearth/shared-kernel/domain';

export interface PageQuery {
  search?: string;
  sortKey: 'lastName' | 'firstName' | 'dateOfBirth' | 'status' | 'updatedAt';
  sortDirection: 'ASC' | 'DESC';
  skip: number;
  take: number;
}

export const programsApi = {
  list: () => http.call(programCalls.list, {}),
  catalogue: () => http.call(programCalls.catalogue, {}),
  addProgram: (programId: string) => http.call(programCalls.addProgram, { params: { programId } }, { errorPolicy: 'caller' }),
  overview: (programId: string) => http.call(programCalls.overview, { params: { programId } }),
  roster: (programId: string, q: PageQuery & { statuses?: ProgramEnrollmentStatus[] }, signal?: AbortSignal) =>
    http.call(
      programCalls.roster,
      {
        params: { programId },
        query: {
          search: q.search || undefined,
          status: q.statuses?.length ? q.statuses.join(',') : undefined,
          sortKey: q.sortKey,
          sortDirection: q.sortDirection,
          skip: q.skip,
          take: q.take,
        },
      },
      { signal },
    ),
  eligible: (programId: string, q: PageQuery, signal?: AbortSignal) =>
    http.call(
      programCalls.eligible,
      {
        params: { programId },
        query: {
          search: q.search || undefined,
          sortKey: q.sortKey === 'firstName' || q.sortKey === 'dateOfBirth' ? q.sortKey : 'lastName',
          sortDirection: q.sortDirection,
          skip: q.skip,
          take: q.take,
        },
      },
      { signal },
    ),
  enroll: (programId: string, patientIds: string[]) => http.call(programCalls.enroll, { params: { programId }, body: { patientIds } }, { errorPolicy: 'caller' }),
  changeStatus: (programId: string, patientId: string, action: ProgramStatusAction) =>
    http.call(programCalls.changeStatus, { params: { programId, patientId }, body: { action } }, { errorPolicy: 'caller' }),
  outreaches: (programId: string, skip: number, take: number) => http.call(programCalls.outreaches, { params: { programId }, query: { skip, take } }),
  outreach: (programId: string, outreachId: string) => http.call(programCalls.outreach, { params: { programId, outreachId } }),
  practiceFigures: (programId: string) => http.call(programCalls.practiceFigures, { params: { programId } }),
  taskFigures: (programId: string) => http.call(programCalls.taskFigures, { params: { programId } }),
  runNextWindow: () => http.call(outreachDemoCalls.runNextWindow, {}, { errorPolicy: 'caller' }),
};
export type ProgramsApi = typeof programsApi;

export const PROGRAMS_LOAD_FAILED = 'Failed to load data';

/** The programs page's data: the organisation's programs and the catalogue, asked for side by side. */
export async function programsAndCatalogue(api: Pick<ProgramsApi, 'list' | 'catalogue'> = programsApi) {
  const [programs, catalogue] = await Promise.all([api.list(), api.catalogue()]);
  return { programs, catalogue };
}
