/** The care team's enrollment calls (MODIFY_ENROLLMENT; the path names the patient). */
import { enrollmentCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';

export interface PendingQuery {
  search: string;
  skip: number;
  take: number;
}

export const enrollmentDecisionsApi = {
  pending: (q: PendingQuery, signal?: AbortSignal) =>
    http.call(enrollmentCalls.pending, { query: { search: q.search.trim() || undefined, skip: q.skip, take: q.take } }, { signal }),
  // 'caller': a refused decision (decided meanwhile by someone else) is shown on the page.
  decide: (patientId: string, decision: 'approve' | 'deny') =>
    http.call(enrollmentCalls[decision], { params: { id: patientId } }, { errorPolicy: 'caller' }),
  record: (patientId: string) => http.call(enrollmentCalls.record, { params: { patientId } }),
};

export type EnrollmentDecisionsApi = typeof enrollmentDecisionsApi;
