/** An enrollment status with SPEC §4's label (approved reads 'Enrolled'). */
import Tag from 'antd/es/tag';
import { ENROLLMENT_STATUSES, type EnrollmentStatus } from '@hearth/shared-kernel/domain';

const COLOURS: Partial<Record<EnrollmentStatus, string>> = {
  approved: 'green',
  waiting_for_approval: 'gold',
  waiting_for_phone_call: 'gold',
  sent: 'blue',
  initiated: 'blue',
  opted_out: 'red',
  denied: 'red',
  patient_declined: 'volcano',
};

export function enrollmentLabel(status: string | null | undefined): string {
  if (!status) return ENROLLMENT_STATUSES.not_enrolled;
  return (ENROLLMENT_STATUSES as Record<string, string>)[status] ?? status;
}

export function EnrollmentStatusTag({ status }: { status: string | null | undefined }) {
  return <Tag color={COLOURS[(status ?? 'not_enrolled') as EnrollmentStatus]}>{enrollmentLabel(status)}</Tag>;
}
