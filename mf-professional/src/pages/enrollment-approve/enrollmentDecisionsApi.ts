/** The care team's enrollment calls (MODIFY_ENROLLMENT; the path names the patient). */
import { enrollmentCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';

export const enrollmentDecisionsApi = {
  pending: () => http.call(enrollmentCalls.pending).then((a) => a.results),
  // 'caller': a refused decision (decided meanwhile by someone else) is shown on the page.
  decide: (patientId: string, decision: 'approve' | 'deny') =>
    http.call(enrollmentCalls[decision], { params: { id: patientId } }, { errorPolicy: 'caller' }),
  record: (patientId: string) => http.call(enrollmentCalls.record, { params: { patientId } }),
};

export type EnrollmentDecisionsApi = typeof enrollmentDecisionsApi;
