/** /practice-admin/:id/notification-assignments: which professionals are notified of which event types. */
import { adminApi } from '../../components/adminApi';
import { AssignmentsEditor } from '../../components/AssignmentsEditor';
import { AdminScreen } from '../../components/AdminScreen';
import type { ScreenProps } from '../../screens';

export default function PracticeNotificationAssignmentsPage({ title }: ScreenProps) {
  return (
    <AdminScreen
      title={title}
      intro="Who is notified of admission and discharge events in this practice: each person assigned a kind of event hears of every such event of the practice's patients, besides each patient's care team, once, on the channel their own notification settings name (e-mail until they choose)."
      of="practice"
      load={adminApi.notificationAssignments}
      failure="Could not get the notification assignments. Please try again later."
    >
      {(data, { id }) => <AssignmentsEditor initial={data} caption="Events are notified to the new assignees." save={(rows) => adminApi.saveNotificationAssignments(id, rows)} />}
    </AdminScreen>
  );
}
