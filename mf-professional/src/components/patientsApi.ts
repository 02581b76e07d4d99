/** Calls about one patient (SPEC §7 'further endpoints'), shared by the patient-settings pages. */
import { http } from '@hearth/shared-kernel/http';
import type {
  CareTeamMember, CommPrefs, DocumentReference, MeasureReport, Paged, PatientDetail, PatientUpdate, ProgramEnrollment,
} from '../domain';

const at = (id: string, rest = '') => `patients/${encodeURIComponent(id)}${rest}`;

export const patientsApi = {
  get: (id: string) => http.get<PatientDetail>(at(id)),
  // 'caller': a 400 here lists the fields to fix; it must not log the professional out.
  update: (id: string, update: PatientUpdate) => http.put<PatientDetail>(at(id), { body: update, errorPolicy: 'caller' }),
  commPrefs: (id: string) => http.get<CommPrefs>(at(id, '/comm-prefs')),
  saveCommPrefs: (id: string, prefs: CommPrefs) => http.put<CommPrefs>(at(id, '/comm-prefs'), { body: prefs, errorPolicy: 'caller' }),
  programs: (id: string) => http.get<ProgramEnrollment[]>(at(id, '/programs')),
  careTeam: (id: string) => http.get<CareTeamMember[]>(at(id, '/care-team')),
  // Health-record calls carry the ID token (x-id-token); a refusal is shown on the page.
  measures: (id: string) => http.get<MeasureReport>(`MeasureReport/${encodeURIComponent(id)}`, { healthRecord: true, errorPolicy: 'caller' }),
  documents: (id: string) =>
    http.get<Paged<DocumentReference>>(`DocumentReference/beneficiary/${encodeURIComponent(id)}`, { healthRecord: true, errorPolicy: 'caller' }),
};
export type PatientsApi = typeof patientsApi;

/** The messages of a 400 answer ({ message, messages }), for showing under a form. */
export function messagesOf(error: unknown): string[] {
  const body = (error as { body?: { messages?: unknown; message?: unknown } } | null)?.body;
  if (Array.isArray(body?.messages)) return body.messages.filter((m): m is string => typeof m === 'string');
  if (typeof body?.message === 'string') return [body.message];
  return error instanceof Error ? [error.message] : ['Please try again later.'];
}
