/**
 * Enrollment statuses (SPEC §4) and how each is reached. SPEC does not show the transitions; these
 * are the ones the product needs, and every status is reachable:
 *   not_enrolled / denied / cancelled / patient_declined / unenrolled → initiated   the care team starts
 *                                                         an enrollment (POST /enrollment/:id/status)
 *   any of those and initiated → sent                     the invitation texted the link (roster)
 *   initiated / sent → waiting_for_phone_call             the patient asked for help (requestCall)
 *   initiated / sent → waiting_for_approval               the patient submitted the form
 *   waiting_for_approval → approved (Enrolled) | denied   a professional decides
 *   approved → opted_out → approved                       the patient texts Stop … Start
 *   approved ↔ inactivated, approved / inactivated / opted_out → unenrolled
 *   any status still in the flow → cancelled (the care team) | patient_declined (the patient said no)
 *   denied / cancelled / patient_declined / unenrolled → not_enrolled (the record is closed)
 */
import type { EnrollmentStatus } from '@hearth/shared-kernel/domain';

/** What a professional may set (approve, deny and POST /enrollment/:id/status). */
export const PROFESSIONAL_TRANSITIONS: Record<EnrollmentStatus, readonly EnrollmentStatus[]> = {
  not_enrolled: ['initiated'],
  initiated: ['cancelled', 'patient_declined'],
  sent: ['cancelled', 'patient_declined'],
  waiting_for_phone_call: ['cancelled', 'patient_declined'],
  waiting_for_approval: ['approved', 'denied', 'cancelled', 'patient_declined'],
  approved: ['inactivated', 'unenrolled'],
  inactivated: ['approved', 'unenrolled'],
  opted_out: ['unenrolled'],
  denied: ['initiated', 'not_enrolled'],
  cancelled: ['initiated', 'not_enrolled'],
  patient_declined: ['initiated', 'not_enrolled'],
  unenrolled: ['initiated', 'not_enrolled'],
};

/** Statuses a new invitation may start from (the invitation itself belongs to the roster). */
export const REINVITABLE: readonly EnrollmentStatus[] = [
  'not_enrolled', 'denied', 'cancelled', 'patient_declined', 'unenrolled', 'initiated', 'sent', 'waiting_for_phone_call',
];

export function mayTransition(from: EnrollmentStatus, to: EnrollmentStatus): boolean {
  return PROFESSIONAL_TRANSITIONS[from]?.includes(to) ?? false;
}
