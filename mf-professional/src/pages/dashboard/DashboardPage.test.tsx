import { render, screen, within } from '@testing-library/react';
import { logInWith, resetSession } from '../../testing/session';
import type { OrgMetrics } from '../../domain';
import DashboardPage from './DashboardPage';

const metrics: OrgMetrics = {
  orgId: 'org',
  generatedAt: '2026-11-22T09:00:00Z',
  totals: {
    patients: 1234, enrolled: 800, optedOut: 12, conversationsOpen: 40, conversationsNeedingResponse: 7,
    tasksOpen: 30, tasksOverdue: 3, tasksDueToday: 5, messagesLast30Days: 950,
  },
  patientsByStatus: {} as OrgMetrics['patientsByStatus'],
  daily: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-10-${String(i + 1).padStart(2, '0')}`, messages: i * 2, inbound: i, outbound: i, tasks: 1, tasksCompleted: 1,
  })),
};

beforeEach(() => {
  resetSession();
  logInWith(['52']);
});

describe('DashboardPage', () => {
  it('shows the figures as cards and the 30 days as a chart', async () => {
    render(<DashboardPage title="Dashboard" load={() => Promise.resolve(metrics)} />);
    const figures = await screen.findByRole('list', { name: 'Figures' });
    expect(within(figures).getByText('1,234')).toBeInTheDocument();
    expect(within(figures).getByRole('link', { name: 'Need a response' })).toHaveAttribute('href', '/professional');
    expect(screen.getByRole('img', { name: /Messages and tasks, last 30 days.*over 30 days/ })).toBeInTheDocument();
  });

  it('marks only the figures that need action (an answer owed, overdue tasks) and offers no organization selector of its own', async () => {
    render(<DashboardPage title="Dashboard" load={() => Promise.resolve(metrics)} />);
    const figures = await screen.findByRole('list', { name: 'Figures' });
    const card = (label: string) => within(figures).getByText(label).closest('.pro-metric')!;
    expect(card('Patients')).not.toHaveClass('pro-metric--alert');
    expect(card('Enrolled')).not.toHaveClass('pro-metric--alert');
    expect(card('Need a response')).toHaveClass('pro-metric--alert');
    expect(card('Overdue tasks')).toHaveClass('pro-metric--alert');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('says so, and offers to try again, when the figures cannot be loaded', async () => {
    render(<DashboardPage title="Dashboard" load={() => Promise.reject(new Error('500'))} />);
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
