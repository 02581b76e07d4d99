/**
 * /professional/dashboard: the selected organization at a glance (GET organization/metrics):
 * headline figures as cards and the last 30 days of messages and tasks as a chart. A user of
 * several organizations switches with the header's one organization selector. Colour means
 * state: only a figure that needs action is red.
 */
import Skeleton from 'antd/es/skeleton';
import { paths } from '@hearth/shared-kernel/paths';
import { useSession, Link } from '@hearth/shared-kernel/react';
import { LoadError, ScreenFrame, useLoad } from '@hearth/shared-kernel/console';
import { TrendChart } from '../../components/TrendChart';
import { loadMetrics } from './metricsApi';
import type { OrgMetrics } from '../../domain';
import type { ScreenProps } from '../../screens';

// The browser's zone: the task list groups by it, so overdue and due today agree with it.
const METRICS_LOAD_FAILED = 'Failed to load data';

export interface DashboardPageProps extends ScreenProps {
  load?: () => Promise<OrgMetrics>;
}

interface Figure {
  label: string;
  value: number;
  to?: string;
  tone?: 'alert';
}

function figuresOf(m: OrgMetrics): Figure[] {
  const t = m.totals;
  return [
    { label: 'Patients', value: t.patients, to: paths.professional('roster') },
    { label: 'Enrolled', value: t.enrolled },
    { label: 'Need a response', value: t.conversationsNeedingResponse, to: paths.professional(), tone: t.conversationsNeedingResponse > 0 ? 'alert' : undefined },
    { label: 'Open conversations', value: t.conversationsOpen, to: paths.professional() },
    { label: 'Overdue tasks', value: t.tasksOverdue, to: paths.professional('tasks'), tone: t.tasksOverdue > 0 ? 'alert' : undefined },
    { label: 'Tasks due today', value: t.tasksDueToday, to: paths.professional('tasks') },
    { label: 'Open tasks', value: t.tasksOpen, to: paths.professional('tasks') },
    { label: 'Messages, 30 days', value: t.messagesLast30Days },
  ];
}

export default function DashboardPage({ title, load = loadMetrics }: DashboardPageProps) {
  const { selectedOrgId } = useSession();
  // Without an organisation there is nothing to load: the page asks for one instead.
  const { data: metrics, loading, error, reload } = useLoad(() => (selectedOrgId ? load() : Promise.resolve(null)), METRICS_LOAD_FAILED, [load, selectedOrgId]);

  return (
    <ScreenFrame title={title} intro="Your organization at a glance: who needs an answer, what is due, and the last 30 days.">
      {!selectedOrgId ? (
        <p className="hc-intro">Choose an organization to see its figures.</p>
      ) : error ? (
        <LoadError error={error} reload={reload} />
      ) : loading || !metrics ? (
        <div role="status" aria-label="Loading figures">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : (
        <>
          <ul className="pro-metrics" aria-label="Figures">
            {figuresOf(metrics).map((f) => (
              <li key={f.label}>
                <div className={f.tone === 'alert' ? 'pro-metric pro-metric--alert' : 'pro-metric'}>
                  <div className="pro-metric__value">{f.value.toLocaleString()}</div>
                  <div className="pro-metric__label">{f.to ? <Link to={f.to}>{f.label}</Link> : f.label}</div>
                </div>
              </li>
            ))}
          </ul>
          <TrendChart
            title="Messages and tasks, last 30 days"
            labels={metrics.daily.map((d) => d.date)}
            series={[
              { key: 'inbound', label: 'Messages from patients', colour: '#1d4ed8', values: metrics.daily.map((d) => d.inbound) },
              { key: 'outbound', label: 'Messages to patients', colour: '#0f766e', values: metrics.daily.map((d) => d.outbound) },
              { key: 'tasks', label: 'Tasks created', colour: '#b45309', values: metrics.daily.map((d) => d.tasks), dashed: true },
              { key: 'done', label: 'Tasks completed', colour: '#6b21a8', values: metrics.daily.map((d) => d.tasksCompleted), dashed: true },
            ]}
          />
        </>
      )}
    </ScreenFrame>
  );
}
