/** Shown for an invalid enrollment link or one awaiting approval. */
import { ENROLLMENT_ERRORS } from '@hearth/shared-kernel/domain';
import { EnrollmentFrame } from '../../components/EnrollmentFrame';
import type { ScreenProps } from '../../screens';

export default function EnrollmentNotFoundPage({ title }: ScreenProps) {
  return (
    <EnrollmentFrame title={title} withHeader={false}>
      <p role="alert">{ENROLLMENT_ERRORS.invalidLink}</p>
      <p>If you were expecting to enroll, contact your care team and ask them to send you a new link.</p>
    </EnrollmentFrame>
  );
}
