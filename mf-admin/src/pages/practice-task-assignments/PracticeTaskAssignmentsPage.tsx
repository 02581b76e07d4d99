/** /practice-admin/:id/task-assignments: which professionals receive which task types; new tasks follow these rules. */
import { useParams } from 'react-router-dom';
import { adminApi } from '../../components/adminApi';
import { AssignmentsEditor } from '../../components/AssignmentsEditor';
import { LoadState, ScreenFrame, useLoad } from '@hearth/shared-kernel/console';
import { PracticeNav } from '../../components/PracticeNav';
import type { ScreenProps } from '../../screens';

export default function PracticeTaskAssignmentsPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  const loaded = useLoad(() => adminApi.taskAssignments(id), 'Could not get the task assignments. Please try again later.', [id]);
  return (
    <ScreenFrame
      title={title}
      intro="Who receives which kinds of tasks in this practice. A new task of a type goes to the professional assigned that type (or All tasks), the one with the fewest open tasks first."
      sectionNav={<PracticeNav practiceId={id} />}
    >
      <LoadState loaded={loaded}>
        {(data) => <AssignmentsEditor initial={data} caption="New tasks follow the new assignments." save={(rows) => adminApi.saveTaskAssignments(id, rows)} />}
      </LoadState>
    </ScreenFrame>
  );
}
