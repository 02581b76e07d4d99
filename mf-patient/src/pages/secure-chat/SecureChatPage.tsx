/** Secure chat between the patient and the care team. */
import { ScreenFrame, EmptyState } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function SecureChatPage({ title }: ScreenProps) {
  return (
    <ScreenFrame title={title}>
      <p>Messages between you and your care team are private and encrypted.</p>
      <EmptyState>
        Your conversation with your care team will appear here. If your secure session has expired, text Secure to get
        a new link.
      </EmptyState>
    </ScreenFrame>
  );
}
