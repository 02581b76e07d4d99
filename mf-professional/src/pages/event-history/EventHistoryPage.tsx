/** /professional/event-history: Events your organisation has received and how they were handled. */
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function EventHistoryPage({ title }: ScreenProps) {
  return (
    <ScreenFrame
      title={title}
      intro="Events your organisation has received and how they were handled."
      empty="Past event notifications will be listed here."
    />
  );
}
