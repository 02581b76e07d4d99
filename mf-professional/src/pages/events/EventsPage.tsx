/** /professional/events: Admission, discharge and transfer events for your patients as they arrive. */
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function EventsPage({ title }: ScreenProps) {
  return (
    <ScreenFrame
      title={title}
      intro="Admission, discharge and transfer events for your patients as they arrive."
      empty="New ADT event notifications for your patients will appear here."
    />
  );
}
