/** /programs/:programId/add: Add patients to this program. */
import { useParams } from 'react-router-dom';
import { ProgramNav } from '../../components/ProgramNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function ProgramAddPage({ title }: ScreenProps) {
  const { programId = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="Add patients to this program."
      sectionNav={<ProgramNav programId={programId} />}
      empty="The form to add patients to this program will appear here."
    />
  );
}
