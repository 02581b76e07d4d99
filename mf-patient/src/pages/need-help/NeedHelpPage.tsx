/** Help with enrollment: the patient can ask the practice to call them instead. */
import { EnrollmentFrame } from '../../components/EnrollmentFrame';
import { EmptyState } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function NeedHelpPage({ title }: ScreenProps) {
  return (
    <EnrollmentFrame title={title} next={{ step: 'get-started', label: 'I can continue on my own' }}>
      <p>If you would rather enroll with someone from your care team, you can ask them to call you.</p>
      <EmptyState>
        The request-a-call form will appear here. Once you ask for a call, this link can no longer be used to finish
        enrolling.
      </EmptyState>
    </EnrollmentFrame>
  );
}
