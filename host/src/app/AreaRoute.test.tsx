import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@hearth/shared-kernel/react';
import { PERMISSIONS as P } from '@hearth/shared-kernel/permissions';
import { session } from '@hearth/shared-kernel/session';
import { createAreaRegistry, type AreaRegistry } from '../areas/areaRegistry';
import type { RemoteLocation } from '../config/runtimeConfig';
import { logInAs, resetSession } from '../testing/fakeSession';
import { AreaRegistryContext } from './areasContext';
import { AreaRoute } from './AreaRoute';
import { INCOMPATIBLE_AREA_MESSAGE } from './AreaUnavailable';

const remotes: RemoteLocation[] = [
  { name: 'mf_professional', area: 'professional', entry: 'x', routesUrl: 'x', prefixes: ['/professional'] },
  { name: 'mf_admin', area: 'admin', entry: 'x', routesUrl: 'x', prefixes: ['/practice-admin'] },
];

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderAt(url: string, registry: AreaRegistry) {
  window.history.replaceState(null, '', url);
  return render(
    <AreaRegistryContext.Provider value={registry}>
      {/* As HostRoutes does: the rare outcomes are chunks of their own. */}
      <Suspense fallback={null}>
        <Routes>
          <Route path="/login" element={<Where />} />
          <Route path="/organizations" element={<Where />} />
          <Route path="/unauthorized" element={<Where />} />
          <Route path="*" element={<AreaRoute />} />
        </Routes>
      </Suspense>
    </AreaRegistryContext.Provider>,
  );
}

function readyRegistry(start = jest.fn()) {
  const registry = createAreaRegistry(remotes, start);
  registry.setManifest('mf_professional', [
    { path: '/professional/roster', title: 'Patient Roster', permissions: ['VIEW_PATIENT'] },
    { path: '/professional/broadcast-message', title: 'Broadcast', permissions: ['CAN_ACCESS_BROADCAST_MESSAGING'] },
  ]);
  registry.setManifest('mf_admin', 'failed');
  return registry;
}

const riverside = { organizationName: 'Riverside Family Practice', permissions: [P.VIEW_PATIENT] };
const lakeside = { organizationName: 'Lakeside Health Center', permissions: [P.VIEW_PATIENT] };

beforeEach(resetSession);

describe('AreaRoute', () => {
  it('starts the areas machinery the first time it is shown', () => {
    const start = jest.fn();
    renderAt('/professional/roster', readyRegistry(start));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('shows the area fallback with a retry button when its manifest failed', async () => {
    renderAt('/practice-admin/7/general-settings', readyRegistry());
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of Hearth is unavailable right now.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Administration area unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says so when the area was released for another kernel, while the other areas stay', async () => {
    const registry = readyRegistry();
    registry.setManifest('mf_admin', 'incompatible');
    renderAt('/practice-admin/7/general-settings', registry);
    expect(await screen.findByRole('alert')).toHaveTextContent(INCOMPATIBLE_AREA_MESSAGE);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Administration area unavailable');
  });

  it('shows page-not-found when no area owns the path', async () => {
    renderAt('/no-such-page', readyRegistry());
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });

  it('waits, without declaring not-found, while manifests are in flight', () => {
    renderAt('/no-such-page', createAreaRegistry(remotes));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('sends a logged-out visitor to /login with goto, before any remote code loads', () => {
    const registry = readyRegistry();
    renderAt('/professional/roster?view=all', registry);
    expect(screen.getByTestId('where')).toHaveTextContent(`/login?goto=${encodeURIComponent('/professional/roster?view=all')}`);
    expect(registry.codeStatus('mf_professional')).toBe('idle');
  });

  it('sends a user without the permission to /unauthorized and logs the route pattern (SPEC §6)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    logInAs({ r: riverside });
    renderAt('/professional/broadcast-message', readyRegistry());
    expect(screen.getByTestId('where')).toHaveTextContent('/unauthorized');
    expect(warn).toHaveBeenCalledWith('User tried to access not permitted route', { route: '/professional/broadcast-message' });
    warn.mockRestore();
  });

  it('sends a user of several organisations to the organisations dashboard', () => {
    logInAs({ r: riverside, l: lakeside });
    renderAt('/professional/roster', readyRegistry());
    expect(screen.getByTestId('where')).toHaveTextContent(`/organizations?goto=${encodeURIComponent('/professional/roster')}`);
  });

  it('selects the organisation named by ?orgId and stays on the route', () => {
    logInAs({ r: riverside, l: lakeside });
    renderAt('/professional/roster?orgId=l', readyRegistry());
    expect(session.orgId).toBe('l');
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('follows the area code: loading, then nothing of its own once mounted, the fallback on failure', () => {
    logInAs({ r: riverside });
    const registry = readyRegistry();
    renderAt('/professional/roster', registry);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    act(() => registry.setCodeStatus('mf_professional', 'mounted'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    act(() => registry.setCodeStatus('mf_professional', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('unavailable right now');
  });
});
