/** /programs/:programId/roster-eligible-patients: Patients eligible for this program who have not enrolled yet. */
import { useParams } from 'react-router-dom';
import { ProgramNav } from '../../components/ProgramNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function ProgramEligiblePatientsPage({ title }: ScreenProps) {
  const { programId = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="Patients eligible for this program who have not enrolled yet."
      sectionNav={<ProgramNav programId={programId} />}
      empty="Patients eligible for this program will appear here."
    />
  );
}
