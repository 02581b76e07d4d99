/** The first enrollment page: what Hearth offers the patient. */
import { EnrollmentFrame } from '../../components/EnrollmentFrame';
import type { ScreenProps } from '../../screens';

export default function EnrollmentFeaturesPage({ title }: ScreenProps) {
  return (
    <EnrollmentFrame title={title} withHeader={false} next={{ step: 'need-help', label: 'Continue' }}>
      <p>Your care team invited you to Hearth, a simple way to stay in touch with them between visits.</p>
      <ul className="pt-list">
        <li>Message your care team by text or secure chat.</li>
        <li>Get reminders and education chosen for you.</li>
        <li>Reply Stop at any time to stop messages, and Start to receive them again.</li>
      </ul>
    </EnrollmentFrame>
  );
}
