/** How and when Hearth contacts the patient. */
import { EnrollmentFrame, StepLink } from '../../components/EnrollmentFrame';
import type { ScreenProps } from '../../screens';

export default function CommunicationPolicyPage({ title }: ScreenProps) {
  return (
    <EnrollmentFrame title={title}>
      <p>Your care team will contact you by text message and secure chat, at the times you choose. Message and data rates may apply.</p>
      <p>Reply Stop to stop messages, Start to receive them again, or Secure to get a new secure chat link.</p>
      <p className="pt-actions">
        <StepLink step="confirmation">Back to confirmation</StepLink>
      </p>
    </EnrollmentFrame>
  );
}
