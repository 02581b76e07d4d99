/** The privacy policy shown during enrollment. */
import { EnrollmentFrame } from '../../components/EnrollmentFrame';
import { EmptyState } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function EnrollmentPrivacyPolicyPage({ title }: ScreenProps) {
  return (
    <EnrollmentFrame title={title} next={{ step: 'confirmation', label: 'Back to confirmation' }}>
      <p>Your information is used only to provide your care and is never sold.</p>
      <EmptyState>The full privacy policy published by your provider will appear here.</EmptyState>
    </EnrollmentFrame>
  );
}
