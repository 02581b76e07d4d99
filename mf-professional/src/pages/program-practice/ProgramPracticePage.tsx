/** /programs/:programId/practice: The practice's settings for this program: support contact, outreach times and days. */
import { useParams } from 'react-router-dom';
import { ProgramNav } from '../../components/ProgramNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function ProgramPracticePage({ title }: ScreenProps) {
  const { programId = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="The practice's settings for this program: support contact, outreach times and days."
      sectionNav={<ProgramNav programId={programId} />}
      empty="Practice settings for this program will appear here."
    />
  );
}
