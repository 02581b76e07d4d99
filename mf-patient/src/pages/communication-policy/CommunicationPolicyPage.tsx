/** How and when Hearth contacts the patient. */
import { EnrollmentFrame } from '../../components/EnrollmentFrame';
import { EmptyState } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function CommunicationPolicyPage({ title }: ScreenProps) {
  return (
    <EnrollmentFrame title={title} next={{ step: 'confirmation', label: 'Back to confirmation' }}>
      <p>
        Your care team will contact you by text message and secure chat at the times you choose. Reply Stop to opt out,
        Start to opt back in, or Secure to get a new secure link.
      </p>
      <EmptyState>The full communication policy published by your provider will appear here.</EmptyState>
    </EnrollmentFrame>
  );
}
