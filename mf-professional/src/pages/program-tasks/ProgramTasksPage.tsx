/** /programs/:programId/tasks: Tasks for this program across its practices. */
import { useParams } from 'react-router-dom';
import { ProgramNav } from '../../components/ProgramNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function ProgramTasksPage({ title }: ScreenProps) {
  const { programId = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="Tasks for this program across its practices."
      sectionNav={<ProgramNav programId={programId} />}
      empty="Tasks for this program will appear here."
    />
  );
}
