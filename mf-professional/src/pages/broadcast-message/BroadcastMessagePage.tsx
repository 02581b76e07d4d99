/** /professional/broadcast-message: Send one message to many patients of a program at once. */
import Empty from 'antd/es/empty';
import { FeatureGate } from '../../components/FeatureGate';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function BroadcastMessagePage({ title }: ScreenProps) {
  return (
    <ScreenFrame
      title={title}
      intro="Send one message to many patients of a program at once."
    >
      <FeatureGate flag="broadcastMessageWebappEnabled" feature="Broadcast messages">
        <Empty description="The broadcast composer (audience, message and schedule) will appear here." />
      </FeatureGate>
    </ScreenFrame>
  );
}
