import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Subject } from 'rxjs';
import type { BroadcastProgress, ProgramSummary } from '@hearth/shared-kernel/domain';
import { logInWith, resetSession } from '../../testing/session';
import type { BroadcastsApi } from '../../components/broadcasts/broadcastsApi';
import BroadcastMessagePage from './BroadcastMessagePage';

beforeEach(() => {
  resetSession();
  logInWith(['52', '59']);
});

const queued: BroadcastProgress = { id: 'b1', status: 'queued', audienceSize: 10, sent: 0, failed: 0, skipped: 2, pending: 8 };

function fakeApi() {
  const live = new Subject<BroadcastProgress>();
  const sent: { audience: unknown; body: string }[] = [];
  const api: BroadcastsApi = {
    count: jest.fn(async () => ({ total: 10, willSend: 8, skipped: 2, skippedBy: { opted_out: 1, not_enrolled: 1 } })),
    send: jest.fn(async (audience, body) => (sent.push({ audience, body }), queued)),
    progress: jest.fn(async () => queued),
    history: jest.fn(),
    watchProgress: (_id: string, on: (p: BroadcastProgress) => void) => {
      const sub = live.subscribe(on);
      return () => sub.unsubscribe();
    },
  } as unknown as BroadcastsApi;
  return { api, live, sent };
}

describe('BroadcastMessagePage', () => {
  it('counts the audience, confirms, sends and follows the progress live', async () => {
    const { api, live, sent } = fakeApi();
    render(
      <MemoryRouter>
        <BroadcastMessagePage title="Broadcast Message" api={api} programs={async () => [] as ProgramSummary[]} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('10 patients match: 8 will get the text, 2 skipped (1 not enrolled · 1 opted out).')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Flu shots on Monday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to 8 patients' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sending: 0 of 8 texts (0 sent, 0 failed, 2 skipped)')).toBeInTheDocument();
    expect(sent).toEqual([{ audience: {}, body: 'Flu shots on Monday' }]);
    act(() => live.next({ ...queued, status: 'sending', sent: 4, pending: 4 }));
    expect(screen.getByText('Sending: 4 of 8 texts (4 sent, 0 failed, 2 skipped)')).toBeInTheDocument();
    act(() => live.next({ ...queued, status: 'done', sent: 7, failed: 1, pending: 0 }));
    expect(screen.getByText('Finished: 8 of 8 texts (7 sent, 1 failed, 2 skipped)')).toBeInTheDocument();
  });
});
