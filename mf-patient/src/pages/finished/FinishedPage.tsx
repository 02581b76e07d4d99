/** The end of the patient's part: the care team has yet to approve, so nothing here says "enrolled". */
import { EnrollmentFrame } from '../../components/EnrollmentFrame';
import type { ScreenProps } from '../../screens';

export default function FinishedPage({ title }: ScreenProps) {
  return (
    <EnrollmentFrame title={title} withHeader={false}>
      <p>Your care team will review what you sent and confirm your enrollment. We will text you when they have.</p>
      <p>You can close this page now.</p>
    </EnrollmentFrame>
  );
}
