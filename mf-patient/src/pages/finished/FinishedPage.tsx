/** The end of enrollment. */
import { EnrollmentFrame } from '../../components/EnrollmentFrame';
import type { ScreenProps } from '../../screens';

export default function FinishedPage({ title }: ScreenProps) {
  return (
    <EnrollmentFrame title={title} withHeader={false}>
      <p>Thank you. Your care team will be in touch by text message.</p>
      <p>You can close this page now.</p>
    </EnrollmentFrame>
  );
}
