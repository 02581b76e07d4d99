/** /practice-admin/:id/task-assignments: which professionals receive which task types; new tasks follow these rules. */
import { adminApi } from '../../components/adminApi';
import { AssignmentsEditor } from '../../components/AssignmentsEditor';
import { AdminScreen } from '../../components/AdminScreen';
import type { ScreenProps } from '../../screens';

export default function PracticeTaskAssignmentsPage({ title }: ScreenProps) {
  return (
    <AdminScreen
      title={title}
      intro="Who receives which kinds of tasks in this practice. A new task of a type goes to the professional assigned that type (or All tasks), the one with the fewest open tasks first."
      of="practice"
      load={adminApi.taskAssignments}
      failure="Could not get the task assignments. Please try again later."
    >
      {(data, { id }) => <AssignmentsEditor initial={data} caption="New tasks follow the new assignments." save={(rows) => adminApi.saveTaskAssignments(id, rows)} />}
    </AdminScreen>
  );
}
