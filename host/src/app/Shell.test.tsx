import { act, render, screen, within } from '@testing-library/react';
import { bus } from '@hearth/shared-kernel/bus';
import { PERMISSIONS as P } from '@hearth/shared-kernel/permissions';
import { session } from '@hearth/shared-kernel/session';
import { createAreaRegistry } from '../areas/areaRegistry';
import { logInAs, resetSession } from '../testing/fakeSession';
import { AreaRegistryContext } from './areasContext';
import { Shell } from './Shell';

function renderShell(url: string) {
  const registry = createAreaRegistry([]);
  window.history.replaceState(null, '', url);
  return render(
    <AreaRegistryContext.Provider value={registry}>
      <Shell />
    </AreaRegistryContext.Provider>,
  );
}

beforeEach(resetSession);

describe('Shell', () => {
  it('gives a visitor the brand, the main landmark and the area outlet, but no navigation', () => {
    renderShell('/login');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Hearth' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toContainElement(document.getElementById('hearth-area-outlet'));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('shows a logged-in user the organisation, the account menu and navigation by permission', async () => {
    logInAs({ r: { organizationName: 'Riverside Family Practice', permissions: [P.VIEW_PROGRAMS, P.VIEW_PATIENT] } });
    renderShell('/organizations');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Patient view', 'Dashboard', 'Patient roster', 'Programs']);
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Riverside Family Practice');
    expect(within(banner).getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByRole('button', { name: 'Debugger' })).toBeNull();
  });

  it("offers Settings in the user menu, opening the user's own settings", async () => {
    logInAs({ r: { organizationName: 'Riverside Family Practice', permissions: [P.VIEW_PROGRAMS] } }, 'kim@example.org', 'prof-42');
    renderShell('/organizations');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/user-settings/prof-42');
  });

  it('offers the debug overlay only with ACCESS_DEBUGGER', async () => {
    logInAs({ r: { organizationName: 'Riverside Family Practice', permissions: [P.VIEW_PROGRAMS, P.ACCESS_DEBUGGER] } });
    renderShell('/organizations');
    expect(await screen.findByRole('button', { name: 'Debugger' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows toasts published on the bus, header and message', async () => {
    renderShell('/login');
    act(() => bus.toast$.next({ header: 'Your session has timed out', message: 'Please login again', durationMs: 10_000 }));
    const header = await screen.findByText('Your session has timed out');
    const toast = header.closest('[role="status"]');
    expect(toast).toHaveTextContent('Please login again');
    expect(toast).toHaveClass('hearth-toast--primary');
  });

  it('takes the user to /login when the session ends by idle timeout', async () => {
    logInAs({ r: { organizationName: 'Riverside Family Practice', permissions: [P.VIEW_PROGRAMS] } });
    renderShell('/organizations');
    await screen.findByRole('navigation');
    act(() => session.logout('idle'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
