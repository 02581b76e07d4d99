/** The care team's enrollment calls (MODIFY_ENROLLMENT; the path names the patient). */
import { http } from '@hearth/shared-kernel/http';
import type { EnrollmentDecision, EnrollmentRecord, PendingEnrollment } from '@hearth/shared-kernel/domain';

export const enrollmentDecisionsApi = {
  pending: () => http.get<{ results: PendingEnrollment[] }>('enrollment/pending').then((a) => a.results),
  decide: (patientId: string, decision: 'approve' | 'deny') =>
    http.post<EnrollmentDecision>(`enrollment/${encodeURIComponent(patientId)}/${decision}`, { errorPolicy: 'caller' }),
  record: (patientId: string) => http.get<EnrollmentRecord>(`enrollment-info/${encodeURIComponent(patientId)}`),
};

export type EnrollmentDecisionsApi = typeof enrollmentDecisionsApi;
