/** Start of the enrollment form. */
import { EnrollmentFrame } from '../../components/EnrollmentFrame';
import { EmptyState } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function GetStartedPage({ title }: ScreenProps) {
  return (
    <EnrollmentFrame title={title} next={{ step: 'verify-dob', label: 'Next: verify your date of birth' }}>
      <p>
        Enrolling takes about two minutes. You will confirm your date of birth and phone number, then review your
        details.
      </p>
      <EmptyState>Your invitation details will appear here once your link has been checked.</EmptyState>
    </EnrollmentFrame>
  );
}
