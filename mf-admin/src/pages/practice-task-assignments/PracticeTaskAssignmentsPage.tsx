/** /practice-admin/:id/task-assignments: Who receives which kinds of tasks in this practice. */
import { useParams } from 'react-router-dom';
import { PracticeNav } from '../../components/PracticeNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function PracticeTaskAssignmentsPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="Who receives which kinds of tasks in this practice."
      sectionNav={<PracticeNav practiceId={id} />}
      empty="Task assignment rules for this practice will appear here."
    />
  );
}
