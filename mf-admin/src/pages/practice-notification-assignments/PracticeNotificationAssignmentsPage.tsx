/** /practice-admin/:id/notification-assignments: which professionals are notified of which event types. */
import { useParams } from 'react-router-dom';
import { adminApi } from '../../components/adminApi';
import { AssignmentsEditor } from '../../components/AssignmentsEditor';
import { LoadState, ScreenFrame, useLoad } from '@hearth/shared-kernel/console';
import { PracticeNav } from '../../components/PracticeNav';
import type { ScreenProps } from '../../screens';

export default function PracticeNotificationAssignmentsPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  const loaded = useLoad(() => adminApi.notificationAssignments(id), 'Could not get the notification assignments. Please try again later.', [id]);
  return (
    <ScreenFrame
      title={title}
      intro="Who is notified of admission and discharge events in this practice: each person assigned a kind of event hears of every such event of the practice's patients, besides each patient's care team, once, on the channel their own notification settings name (e-mail until they choose)."
      sectionNav={<PracticeNav practiceId={id} />}
    >
      <LoadState loaded={loaded}>
        {(data) => <AssignmentsEditor initial={data} caption="Events are notified to the new assignees." save={(rows) => adminApi.saveNotificationAssignments(id, rows)} />}
      </LoadState>
    </ScreenFrame>
  );
}
