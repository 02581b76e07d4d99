/** /practice-admin/:id/notification-assignments: Who is notified of conversations, tasks and events in this practice. */
import { useParams } from 'react-router-dom';
import { PracticeNav } from '../../components/PracticeNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function PracticeNotificationAssignmentsPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="Who is notified of conversations, tasks and events in this practice."
      sectionNav={<PracticeNav practiceId={id} />}
      empty="Notification assignments for this practice will appear here."
    />
  );
}
