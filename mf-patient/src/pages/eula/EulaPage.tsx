/** The end user licence agreement shown during enrollment. */
import { EnrollmentFrame, StepLink } from '../../components/EnrollmentFrame';
import type { ScreenProps } from '../../screens';

export default function EulaPage({ title }: ScreenProps) {
  return (
    <EnrollmentFrame title={title}>
      <p>Hearth is licensed to your healthcare organization so that you and your care team can communicate about your care.</p>
      <p>You may use Hearth for that purpose while you are enrolled. Please do not share your secure links or codes with anyone.</p>
      <p>Hearth is not for emergencies. If you have a medical emergency, call 911 or go to the nearest emergency room.</p>
      <p className="pt-actions">
        <StepLink step="confirmation">Back to confirmation</StepLink>
      </p>
    </EnrollmentFrame>
  );
}
