/** The patient details: name, e-mail, phone numbers, time zone and PIN. */
import { EnrollmentFrame } from '../../components/EnrollmentFrame';
import { EmptyState } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function InfoPage({ title }: ScreenProps) {
  return (
    <EnrollmentFrame title={title} next={{ step: 'confirmation', label: 'Next: confirmation' }}>
      <p>Check and complete your contact details and the best times to reach you.</p>
      <EmptyState>Your name, e-mail, phone numbers, time zone and PIN will appear here to review and edit.</EmptyState>
    </EnrollmentFrame>
  );
}
