/** /professional/dashboard: Your organisation's activity at a glance: conversations needing a response, tasks due and program outreach. */
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function DashboardPage({ title }: ScreenProps) {
  return (
    <ScreenFrame
      title={title}
      intro="Your organisation's activity at a glance: conversations needing a response, tasks due and program outreach."
      empty="Metrics for conversations, tasks and outreach in your organisations will appear here."
    />
  );
}
