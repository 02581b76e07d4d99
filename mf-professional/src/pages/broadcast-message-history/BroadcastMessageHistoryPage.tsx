/** /professional/broadcast-message-history: Broadcast messages sent by your organisation and their delivery. */
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function BroadcastMessageHistoryPage({ title }: ScreenProps) {
  return (
    <ScreenFrame
      title={title}
      intro="Broadcast messages sent by your organisation and their delivery."
      empty="Broadcast messages you send will be listed here."
    />
  );
}
