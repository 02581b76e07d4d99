import { act, fireEvent, render, screen } from '@testing-library/react';
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
  const sent: { audience: unknown; body: string; bodyEs?: string }[] = [];
  const api: BroadcastsApi = {
    count: jest.fn(async () => ({ total: 10, willSend: 8, willSendSpanish: 3, skipped: 2, skippedBy: { opted_out: 1, not_enrolled: 1 } })),
    send: jest.fn(async (audience, body, bodyEs) => (sent.push({ audience, body, bodyEs }), queued)),
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
    render(<BroadcastMessagePage title="Broadcast Message" api={api} programs={async () => [] as ProgramSummary[]} />);
    expect(await screen.findByText('10 patients match: 8 will get the text, 2 skipped (1 not enrolled · 1 opted out).')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Flu shots on Monday' } });
    // No Spanish text: the screen says everyone gets the English, and how many prefer Spanish.
    const note = 'No Spanish text: this goes in English to everyone, including 3 patients who prefer Spanish.';
    expect(screen.getByText(note)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send to 8 patients' }));
    // The confirm step says it too.
    expect(await screen.findAllByText(note)).toHaveLength(2);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sending: 0 of 8 texts (0 sent, 0 failed, 2 skipped)')).toBeInTheDocument();
    expect(sent).toEqual([{ audience: {}, body: 'Flu shots on Monday', bodyEs: undefined }]);
    act(() => live.next({ ...queued, status: 'sending', sent: 4, pending: 4 }));
    expect(screen.getByText('Sending: 4 of 8 texts (4 sent, 0 failed, 2 skipped)')).toBeInTheDocument();
    act(() => live.next({ ...queued, status: 'done', sent: 7, failed: 1, pending: 0 }));
    expect(screen.getByText('Finished: 8 of 8 texts (7 sent, 1 failed, 2 skipped)')).toBeInTheDocument();
  });

  it('a Spanish text goes with the English one, shown in the confirm step', async () => {
    const { api, sent } = fakeApi();
    render(<BroadcastMessagePage title="Broadcast Message" api={api} programs={async () => [] as ProgramSummary[]} />);
    await screen.findByText(/10 patients match/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Flu shots on Monday' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message in Spanish (optional)' }), { target: { value: 'Vacunas el lunes' } });
    expect(screen.getByText('Patients who prefer Spanish get the Spanish text; everyone else the English.')).toBeInTheDocument();
    expect(screen.queryByText(/No Spanish text/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send to 8 patients' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Vacunas el lunes');
    expect(dialog).toHaveTextContent('Flu shots on Monday');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(/Sending: 0 of 8 texts/);
    expect(sent).toEqual([{ audience: {}, body: 'Flu shots on Monday', bodyEs: 'Vacunas el lunes' }]);
  });
});
