/** The end user licence agreement shown during enrollment. */
import { EnrollmentFrame } from '../../components/EnrollmentFrame';
import { EmptyState } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function EulaPage({ title }: ScreenProps) {
  return (
    <EnrollmentFrame title={title} next={{ step: 'confirmation', label: 'Back to confirmation' }}>
      <p>
        Hearth is licensed to your healthcare organisation for communication about your care. You may use it for that
        purpose while you are enrolled.
      </p>
      <EmptyState>The full licence text published by your provider will appear here.</EmptyState>
    </EnrollmentFrame>
  );
}
