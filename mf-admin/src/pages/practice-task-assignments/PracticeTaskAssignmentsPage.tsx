/** /practice-admin/:id/task-assignments: which professionals receive which task types; new tasks follow these rules. */
import { adminApi } from '../../components/adminApi';
import { assignmentsScreen } from '../../components/AssignmentsEditor';

export default assignmentsScreen(
  {
    intro:
      'Who receives which kinds of tasks in this practice. A new task of a type goes to the professional assigned that type (or All tasks), the one with the fewest open tasks first.',
    failure: 'Could not get the task assignments. Please try again later.',
    caption: 'New tasks follow the new assignments.',
  },
  adminApi.taskAssignments,
  adminApi.saveTaskAssignments,
);
