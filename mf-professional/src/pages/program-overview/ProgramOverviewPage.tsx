/** /programs/:programId/overview: How this program is doing: enrollment, outreach and engagement. */
import { useParams } from 'react-router-dom';
import { ProgramNav } from '../../components/ProgramNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function ProgramOverviewPage({ title }: ScreenProps) {
  const { programId = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="How this program is doing: enrollment, outreach and engagement."
      sectionNav={<ProgramNav programId={programId} />}
      empty="An overview of this program will appear here."
    />
  );
}
