/** Phone verification with a 4-digit code (resend possible). */
import { EnrollmentFrame } from '../../components/EnrollmentFrame';
import { EmptyState } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function VerifyPhonePage({ title }: ScreenProps) {
  return (
    <EnrollmentFrame title={title} next={{ step: 'info', label: 'Next: your information' }}>
      <p>We will text a 4-digit code to your phone. Enter it here to confirm the number is yours.</p>
      <EmptyState>The code entry and the option to resend a code will appear here.</EmptyState>
    </EnrollmentFrame>
  );
}
