/** /professional/tasks: Tasks assigned to you and your care team, grouped as overdue, today, tomorrow and future. */
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function TasksPage({ title }: ScreenProps) {
  return (
    <ScreenFrame
      title={title}
      intro="Tasks assigned to you and your care team, grouped as overdue, today, tomorrow and future."
      empty="No tasks yet. Tasks assigned to you or your care team will appear here."
    />
  );
}
