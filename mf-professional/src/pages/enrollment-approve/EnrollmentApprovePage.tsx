/** /enrollment/approve: Enrollments waiting for approval. */
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function EnrollmentApprovePage({ title }: ScreenProps) {
  return (
    <ScreenFrame
      title={title}
      intro="Enrollments waiting for approval."
      empty="Enrollments waiting for your approval will be listed here."
    />
  );
}
