/** An enrollment status with SPEC §4's label (approved reads 'Enrolled'). */
import { ENROLLMENT_STATUSES, type EnrollmentStatus } from '@hearth/shared-kernel/domain';
import { ToneTag, type Tone } from './ToneTag';

const TONE: Partial<Record<EnrollmentStatus, Tone>> = {
  approved: 'positive',
  waiting_for_approval: 'warning',
  waiting_for_phone_call: 'warning',
  sent: 'info',
  initiated: 'info',
  opted_out: 'negative',
  denied: 'negative',
  patient_declined: 'caution',
};

function enrollmentLabel(status: string | null | undefined): string {
  if (!status) return ENROLLMENT_STATUSES.not_enrolled;
  return (ENROLLMENT_STATUSES as Record<string, string>)[status] ?? status;
}

export function EnrollmentStatusTag({ status }: { status: string | null | undefined }) {
  return <ToneTag tone={TONE[(status ?? 'not_enrolled') as EnrollmentStatus]}>{enrollmentLabel(status)}</ToneTag>;
}
