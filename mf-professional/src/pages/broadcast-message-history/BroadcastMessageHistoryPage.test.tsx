import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { BroadcastSummary, Paged } from '@hearth/shared-kernel/domain';
import { logInWith, resetSession } from '../../testing/session';
import BroadcastMessageHistoryPage from './BroadcastMessageHistoryPage';

beforeEach(() => {
  resetSession();
  logInWith(['52']);
});

const one: BroadcastSummary = {
  id: 'b1', status: 'done', audienceSize: 120, sent: 100, failed: 3, skipped: 17, pending: 0, body: 'Flu shots from Monday',
  authorName: 'Dr. Mei Chen', createdAt: '2026-11-20T15:00:00Z', finishedAt: '2026-11-20T15:04:00Z', delivered: 100,
};

describe('BroadcastMessageHistoryPage', () => {
  it('lists past broadcasts with author, audience and counts', async () => {
    const history = async (): Promise<Paged<BroadcastSummary>> => ({ totalRecords: 1, results: [one] });
    render(<MemoryRouter><BroadcastMessageHistoryPage title="Broadcast Message History" api={{ history }} /></MemoryRouter>);
    const row = (await screen.findByText('Flu shots from Monday')).closest('tr')!;
    expect(row).toHaveTextContent('Dr. Mei Chen');
    expect(row).toHaveTextContent('120');
    expect(row).toHaveTextContent('17');
    expect(row).toHaveTextContent('Finished');
  });

  it("says 'Failed to load Broadcast Message History' when the list cannot be loaded", async () => {
    render(<MemoryRouter><BroadcastMessageHistoryPage title="Broadcast Message History" api={{ history: () => Promise.reject(new Error('500')) }} /></MemoryRouter>);
    expect(await screen.findByText('Failed to load Broadcast Message History')).toBeInTheDocument();
  });
});
