/** Calls about one patient (SPEC §7 'further endpoints'), shared by the patient-settings pages. */
import { auditCalls, medicalHistoryCalls, patientCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';
import type { CommPrefs, PatientUpdate } from '../domain';

export const patientsApi = {
  get: (id: string) => http.call(patientCalls.patient, { params: { id } }),
  // 'caller': a 400 here lists the fields to fix; it must not log the professional out.
  update: (id: string, body: PatientUpdate) => http.call(patientCalls.update, { params: { id }, body }, { errorPolicy: 'caller' }),
  commPrefs: (id: string) => http.call(patientCalls.commPrefs, { params: { id } }),
  saveCommPrefs: (id: string, body: CommPrefs) => http.call(patientCalls.saveCommPrefs, { params: { id }, body }, { errorPolicy: 'caller' }),
  programs: (id: string) => http.call(patientCalls.programs, { params: { id } }),
  careTeam: (id: string) => http.call(patientCalls.careTeam, { params: { id } }),
  // Health-record calls (declared so) carry the ID token (x-id-token); a refusal is shown on the page.
  measures: (id: string) => http.call(medicalHistoryCalls.measures, { params: { id } }, { errorPolicy: 'caller' }),
  documents: (id: string) => http.call(medicalHistoryCalls.documents, { params: { id } }, { errorPolicy: 'caller' }),
  /** Who read or changed this patient's record, newest first (VIEW_AUDIT; a refusal is shown on the page). */
  accessHistory: (id: string, query: { before?: string; take: number; timeZone: string }) =>
    http.call(auditCalls.accessReport, { query: { patientId: id, ...query } }, { errorPolicy: 'caller' }),
};

/** The messages of a 400 answer ({ message, messages }), for showing under a form. */
export function messagesOf(error: unknown): string[] {
  const body = (error as { body?: { messages?: unknown; message?: unknown } } | null)?.body;
  if (Array.isArray(body?.messages)) return body.messages.filter((m): m is string => typeof m === 'string');
  if (typeof body?.message === 'string') return [body.message];
  return error instanceof Error ? [error.message] : ['Please try again later.'];
}
