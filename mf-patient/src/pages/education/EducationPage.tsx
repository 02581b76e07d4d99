/** Public education content by id (/education/:id). */
import { useParams } from '@hearth/shared-kernel/react';
import { ScreenFrame, EmptyState } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function EducationPage({ title }: ScreenProps) {
  const { id } = useParams();
  return (
    <ScreenFrame title={title}>
      <p>Education chosen by your care team to help you look after your health.</p>
      <EmptyState>Education item {id} will appear here.</EmptyState>
    </ScreenFrame>
  );
}
