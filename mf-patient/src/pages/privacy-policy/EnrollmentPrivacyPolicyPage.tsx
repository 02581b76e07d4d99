/** The privacy policy shown during enrollment. */
import { EnrollmentFrame, StepLink } from '../../components/EnrollmentFrame';
import type { ScreenProps } from '../../screens';

export default function EnrollmentPrivacyPolicyPage({ title }: ScreenProps) {
  return (
    <EnrollmentFrame title={title}>
      <p>Your information is used only to provide your care. It is never sold.</p>
      <p>Your messages are seen by your care team. Every time someone opens your record, it is logged.</p>
      <p>You can ask your care team at any time what information Hearth holds about you.</p>
      <p className="pt-actions">
        <StepLink step="confirmation">Back to confirmation</StepLink>
      </p>
    </EnrollmentFrame>
  );
}
