/** A program enrollment status (SPEC §4) as a tag with a tone. */
import type { ProgramEnrollmentStatus } from '@hearth/shared-kernel/domain';
import { ToneTag } from '../ToneTag';

const TONES: Record<ProgramEnrollmentStatus, 'positive' | 'negative' | 'neutral' | 'warning'> = {
  Agreed: 'positive',
  Invited: 'warning',
  'In queue': 'neutral',
  'Never responded': 'negative',
  Stopped: 'neutral',
  'Opted Out': 'negative',
  Deactivated: 'neutral',
};

export function ProgramStatusTag({ status, attempts }: { status: ProgramEnrollmentStatus; attempts?: number }) {
  return <ToneTag tone={TONES[status]}>{status === 'Invited' && attempts ? `Invited (${attempts} of 3)` : status}</ToneTag>;
}
