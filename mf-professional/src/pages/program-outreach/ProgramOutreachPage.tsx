/** /programs/:programId/outreaches/:outreachId: One outreach campaign: who was contacted and how they responded. */
import { useParams } from 'react-router-dom';
import { ProgramNav } from '../../components/ProgramNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function ProgramOutreachPage({ title }: ScreenProps) {
  const { programId = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="One outreach campaign: who was contacted and how they responded."
      sectionNav={<ProgramNav programId={programId} />}
      empty="Details of this outreach will appear here."
    />
  );
}
