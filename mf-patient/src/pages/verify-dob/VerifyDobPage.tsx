/** Date of birth check against the enrollment record. */
import { EnrollmentFrame } from '../../components/EnrollmentFrame';
import { EmptyState } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function VerifyDobPage({ title }: ScreenProps) {
  return (
    <EnrollmentFrame title={title} next={{ step: 'verify-phone', label: 'Next: verify your phone' }}>
      <p>To keep your information private, confirm your date of birth.</p>
      <EmptyState>The date of birth form (MM/DD/YYYY) will appear here.</EmptyState>
    </EnrollmentFrame>
  );
}
