/** An education article sent to a patient (/article/:toId/:fromId). */
import { useParams } from '@hearth/shared-kernel/react';
import { ScreenFrame, EmptyState } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function ArticlePage({ title }: ScreenProps) {
  const { toId, fromId } = useParams();
  return (
    <ScreenFrame title={title}>
      <p>This article was sent to you by your care team.</p>
      <EmptyState>
        The article will appear here (recipient {toId}, sent by {fromId}).
      </EmptyState>
    </ScreenFrame>
  );
}
