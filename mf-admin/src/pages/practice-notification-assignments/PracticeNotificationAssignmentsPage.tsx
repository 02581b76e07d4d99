/** /practice-admin/:id/notification-assignments: which professionals are notified of which event types. */
import { adminApi } from '../../components/adminApi';
import { assignmentsScreen } from '../../components/AssignmentsEditor';

export default assignmentsScreen(
  {
    intro:
      "Who is notified of admission and discharge events in this practice: each person assigned a kind of event hears of every such event of the practice's patients, besides each patient's care team, once, on the channel their own notification settings name (e-mail until they choose).",
    failure: 'Could not get the notification assignments. Please try again later.',
    caption: 'Events are notified to the new assignees.',
  },
  adminApi.notificationAssignments,
  adminApi.saveNotificationAssignments,
);
