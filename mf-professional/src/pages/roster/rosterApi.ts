/** The roster's calls: the server-side page, the preset cache, and the enrollment invitation. */
import { invitationCalls, patientCalls, rosterPresetCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';
import type { AddPatientAnswer, NewPatient } from '@hearth/shared-kernel/domain';
import type { Language } from '@hearth/shared-kernel/i18n';
import type { Paged, RosterPatient, RosterPresetKey, RosterSortKey } from '../../domain';
import { pageQuery, rosterUser, rosterViewStorage } from './rosterView';

export type { RosterSortKey };

export interface RosterQuery {
  searchValue?: string;
  enrollmentStatus?: string[];
  preferredLanguage?: Language[];
  needsResponse?: boolean;
  sortKey: RosterSortKey;
  sortDirection: 'ASC' | 'DESC';
  skip: number;
  take: number;
  /** Keyset cursors from the last page: one page forward or back without counting rows from the start. */
  after?: string;
  before?: string;
}

export interface RosterApi {
  roster(query: RosterQuery, signal?: AbortSignal): Promise<Paged<RosterPatient>>;
  cachePreset(presetRosterKey: RosterPresetKey): Promise<void>;
  savedPreset(): Promise<RosterPresetKey | null>;
  invite(patientId: string): Promise<void>;
  /** ADD_PATIENT: the saved patient, or the likely duplicates when not confirmed. */
  addPatient(patient: NewPatient): Promise<AddPatientAnswer>;
}

/** A roster query as the declared call's query string. */
function callQuery(q: RosterQuery) {
  return {
    search: q.searchValue || undefined,
    enrollmentStatus: q.enrollmentStatus && q.enrollmentStatus.length > 0 ? q.enrollmentStatus.join(',') : undefined,
    preferredLanguage: q.preferredLanguage && q.preferredLanguage.length > 0 ? q.preferredLanguage.join(',') : undefined,
    needsResponse: q.needsResponse || undefined,
    sortKey: q.sortKey,
    sortDirection: q.sortDirection,
    skip: q.skip,
    take: q.take,
    after: q.after,
    before: q.before,
  };
}

export const rosterApi: RosterApi = {
  roster: async (q, signal) => {
    const answer = await http.call(patientCalls.roster, { query: callQuery(q) }, { signal });
    return {
      totalRecords: answer?.totalRecords ?? 0,
      totalIsEstimate: answer?.totalIsEstimate,
      results: answer?.results ?? [],
      next: answer?.next,
      prev: answer?.prev,
    };
  },
  cachePreset: async (presetRosterKey) => {
    await http.call(rosterPresetCalls.save, { body: { presetRosterKey } });
  },
  savedPreset: async () => (await http.call(rosterPresetCalls.saved))?.presetRosterKey ?? null,
  invite: async (patientId) => {
    await http.call(invitationCalls.invite, { body: { patientId } }, { errorPolicy: 'caller' });
  },
  // 'caller': a 400 or 409 names the fields to fix; it must not log the professional out.
  addPatient: (patient) => http.call(patientCalls.add, { body: patient }, { errorPolicy: 'caller' }),
};

/** The roster's first page as the page asks for it on arrival: the view this user left. */
export const firstPage = () => rosterApi.roster(pageQuery(rosterViewStorage(rosterUser()).filter(), 1));
