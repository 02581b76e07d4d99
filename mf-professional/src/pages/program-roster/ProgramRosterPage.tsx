/** /programs/:programId/roster: Patients enrolled in this program and their program status. */
import { useParams } from 'react-router-dom';
import { ProgramNav } from '../../components/ProgramNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function ProgramRosterPage({ title }: ScreenProps) {
  const { programId = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="Patients enrolled in this program and their program status."
      sectionNav={<ProgramNav programId={programId} />}
      empty="The program's enrolled patients will appear here."
    />
  );
}
