/** Public education content by id (/education/:id). */
import { useParams } from '@hearth/shared-kernel/react';
import { ArticleView } from '../../components/ArticleView';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function EducationPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame title={title}>
      <ArticleView id={id} />
    </ScreenFrame>
  );
}
