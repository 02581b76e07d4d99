import { fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes, useNavigate } from '@hearth/shared-kernel/react';
import { logInWith, resetSession } from '../../testing/session';
import { world } from '../../testing/conversationsWorld';
import { ConversationWorkspace } from './ConversationWorkspace';
import { panelFlow, usePanelFlowReset } from './panelFlow';

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
  window.history.pushState(null, '', '/professional');
  return render(
    <>
      <GoTo />
      <Routes>
        <Route path="/professional" element={<ConversationWorkspace api={w.api} live={w.live} />} />
        <Route path="*" element={<p>another page</p>} />
      </Routes>
    </>,
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
