/** /programs/:programId/outreaches: Outreach campaigns of this program. */
import { useParams } from 'react-router-dom';
import { ProgramNav } from '../../components/ProgramNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function ProgramOutreachesPage({ title }: ScreenProps) {
  const { programId = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="Outreach campaigns of this program."
      sectionNav={<ProgramNav programId={programId} />}
      empty="The program's outreach campaigns will be listed here."
    />
  );
}
