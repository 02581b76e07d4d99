/** /practice-admin/:id: This practice's details, its professionals and their roles. */
import { useParams } from 'react-router-dom';
import { PracticeNav } from '../../components/PracticeNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function PracticePage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="This practice's details, its professionals and their roles."
      sectionNav={<PracticeNav practiceId={id} />}
      empty="The practice and its professionals will appear here."
    />
  );
}
