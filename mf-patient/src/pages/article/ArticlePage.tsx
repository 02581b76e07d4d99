/** An education article a care team member sent to the patient (/article/:toId/:fromId). */
import { useParams } from '@hearth/shared-kernel/react';
import { ArticleView } from '../../components/ArticleView';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function ArticlePage({ title }: ScreenProps) {
  const { toId = '', fromId = '' } = useParams();
  return (
    <ScreenFrame title={title}>
      <p>Your care team sent you this article.</p>
      <ArticleView toId={toId} fromId={fromId} />
    </ScreenFrame>
  );
}
