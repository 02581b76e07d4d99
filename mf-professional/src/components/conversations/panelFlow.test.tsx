import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { BehaviorSubject, Subject } from 'rxjs';
import type { LiveMessage } from '@hearth/shared-kernel/domain';
import type { LiveStatus } from '@hearth/shared-kernel/live';
import { logInWith, resetSession } from '../../testing/session';
import type { ConversationSummary, Message, PatientDetail } from '../../domain';
import { conversation, message, patientDetail } from '../../testing/fixtures';
import { ConversationWorkspace } from './ConversationWorkspace';
import type { ConversationsApi, SendInput } from './conversationsApi';
import { panelFlow, usePanelFlowReset } from './panelFlow';

const convo = (over: Partial<ConversationSummary> = {}): ConversationSummary =>
  conversation({ needsResponse: true, lastMessagePreview: 'Can I get a refill?', ...over });

function world() {
  const messages: Message[] = [message({ id: 'm1', seq: 1, body: 'Can I get a refill?' })];
  const patient: PatientDetail = patientDetail({ activeConversationId: 'c1' });
  const conversations = [convo()];
  const api: ConversationsApi = {
    conversations: jest.fn(async (q) => {
      const rows = conversations.filter(
        (c) =>
          (q.patientId ? c.patientId === q.patientId : true) &&
          (q.type === 'closed') === (c.status === 'closed') &&
          (q.type !== 'system' || c.communicationType === 'system') &&
          (q.type !== 'direct' || c.communicationType === 'conversation'),
      );
      return { totalRecords: rows.length, results: rows };
    }),
    messages: jest.fn(async (q) => {
      const rows = q.after !== undefined ? messages.filter((m) => m.seq > q.after!) : [...messages].reverse();
      return { totalRecords: messages.length, results: rows };
    }),
    send: jest.fn(async (input: SendInput) => {
      const n = messages.length + 1;
      const m = message({ id: `m${n}`, seq: n, clientId: input.clientId, body: input.body, direction: 'outbound', channel: input.channel, status: 'sent' });
      messages.push(m);
      return m;
    }),
    end: jest.fn(async () => convo({ automated: false, isConvoLocked: false })),
    patient: jest.fn(async () => ({ ...patient })),
  };
  const live = { messages$: new Subject<LiveMessage>(), status$: new BehaviorSubject<LiveStatus>('open') };
  return { api, live, messages, patient, conversations };
}


function GoTo() {
  const navigate = useNavigate();
  usePanelFlowReset();
  return (
    <nav>
      {['/professional', '/professional/dashboard', '/patient-settings/general-info/p1', '/professional/tasks', '/programs', '/professional/roster'].map((to) => (
        <button key={to} type="button" onClick={() => navigate(to)}>
          {`go ${to}`}
        </button>
      ))}
    </nav>
  );
}

function renderArea(w: ReturnType<typeof world>) {
  return render(
    <MemoryRouter initialEntries={['/professional']}>
      <GoTo />
      <Routes>
        <Route path="/professional" element={<ConversationWorkspace api={w.api} live={w.live} />} />
        <Route path="*" element={<p>another page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const go = (to: string) => fireEvent.click(screen.getByRole('button', { name: `go ${to}` }));

beforeEach(() => {
  resetSession();
  panelFlow.reset();
  logInWith(['52', '56', '5'], { professionalId: 'pro-1' });
});

jest.setTimeout(20_000);

describe('panel flow', () => {
  it("keeps the open conversation while the professional steps to the patient's pages and back", async () => {
    renderArea(world());
    fireEvent.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    await screen.findByLabelText('Messages');
    go('/patient-settings/general-info/p1');
    await screen.findByText('another page');
    go('/professional/dashboard');
    go('/professional');
    expect(await screen.findByLabelText('Messages')).toBeInTheDocument();
  });

  it.each(['/professional/tasks', '/programs', '/professional/roster'])('is reset by navigating to %s', async (route) => {
    renderArea(world());
    fireEvent.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    await screen.findByLabelText('Messages');
    go(route);
    await screen.findByText('another page');
    go('/professional');
    expect(await screen.findByText('Choose a conversation to read it and reply.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Messages')).toBeNull();
  });
});
