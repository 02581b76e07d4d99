import { act, fireEvent, render, screen } from '@testing-library/react';
import type { BroadcastSummary, Paged } from '@hearth/shared-kernel/domain';
import { logInWith, resetSession } from '../../testing/session';
import BroadcastMessageHistoryPage from './BroadcastMessageHistoryPage';

beforeEach(() => {
  resetSession();
  logInWith(['52']);
});

const one: BroadcastSummary = {
  id: 'b1', status: 'done', audienceSize: 120, sent: 100, failed: 3, skipped: 17, pending: 0, body: 'Flu shots from Monday',
  authorName: 'Dr. Mei Chen', createdAt: '2026-11-20T15:00:00Z', finishedAt: '2026-11-20T15:04:00Z', delivered: 100, bodyEs: null,
};

describe('BroadcastMessageHistoryPage', () => {
  it('lists past broadcasts with author, audience and counts', async () => {
    const history = async (): Promise<Paged<BroadcastSummary>> => ({ totalRecords: 1, results: [one] });
    render(<BroadcastMessageHistoryPage title="Broadcast Message History" api={{ history }} />);
    const row = (await screen.findByText('Flu shots from Monday')).closest('tr')!;
    expect(row).toHaveTextContent('Dr. Mei Chen');
    expect(row).toHaveTextContent('120');
    expect(row).toHaveTextContent('17');
    expect(row).toHaveTextContent('Finished');
  });

  it('names each column once, and a search (after a pause in typing) asks the server from the first page', async () => {
    jest.useFakeTimers();
    const history = jest.fn(async (): Promise<Paged<BroadcastSummary>> => ({ totalRecords: 1, results: [one] }));
    render(<BroadcastMessageHistoryPage title="Broadcast Message History" api={{ history }} />);
    await screen.findByText('Flu shots from Monday');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(new Set(headers).size).toBe(headers.length);
    expect(headers).toEqual(expect.arrayContaining(['Message', 'Date', 'Texts sent']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search broadcasts' }), { target: { value: 'flu ' } });
    expect(history).toHaveBeenCalledTimes(1);
    await act(async () => void jest.advanceTimersByTime(300));
    expect(history).toHaveBeenLastCalledWith(0, 20, 'flu');
    jest.useRealTimers();
  });

  it("says 'Failed to load Broadcast Message History' when the list cannot be loaded", async () => {
    render(<BroadcastMessageHistoryPage title="Broadcast Message History" api={{ history: () => Promise.reject(new Error('500')) }} />);
    expect(await screen.findByText('Failed to load Broadcast Message History')).toBeInTheDocument();
  });
});
