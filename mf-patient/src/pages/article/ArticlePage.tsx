/** An education article a care team member sent to the patient (/article/:toId/:fromId). */
import { useParams } from '@hearth/shared-kernel/react';
import { ArticleView } from '../../components/ArticleView';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';
import { useText } from '../../i18n/useText';

export default function ArticlePage({ title }: ScreenProps) {
  const { toId = '', fromId = '' } = useParams();
  const { t } = useText();
  return (
    <ScreenFrame title={title}>
      <p>{t('article.sent')}</p>
      <ArticleView toId={toId} fromId={fromId} />
    </ScreenFrame>
  );
}
