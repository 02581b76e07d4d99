/** /professional/broadcast-message: Send one message to many patients of a program at once. */
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function BroadcastMessagePage({ title }: ScreenProps) {
  return (
    <ScreenFrame
      title={title}
      intro="Send one message to many patients of a program at once."
      empty="The broadcast composer (audience, message and schedule) will appear here."
    />
  );
}
