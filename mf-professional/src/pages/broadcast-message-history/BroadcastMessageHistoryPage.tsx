/** /professional/broadcast-message-history: Broadcast messages sent by your organisation and their delivery. */
import Empty from 'antd/es/empty';
import { FeatureGate } from '../../components/FeatureGate';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function BroadcastMessageHistoryPage({ title }: ScreenProps) {
  return (
    <ScreenFrame
      title={title}
      intro="Broadcast messages sent by your organisation and their delivery."
    >
      <FeatureGate flag="broadcastMessageWebappEnabled" feature="Broadcast messages">
        <Empty description="Broadcast messages you send will be listed here." />
      </FeatureGate>
    </ScreenFrame>
  );
}
