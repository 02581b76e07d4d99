import { act, cleanup, render, screen } from '@testing-library/react';
import { bus } from '../bus';
import { configureKernel } from '../config';
import { PERMISSIONS as P } from '../permissions/codes';
import type { RouteEntry } from '../permissions/routes';
import { session } from '../session';
import { fakeJwt } from '../testing/jwt';
import { Can } from './Can';
import { DisabledFeatureNotice } from './DisabledFeatureNotice';
import { RouteGuard } from './RouteGuard';
import { Route, Routes, useLocation } from './router';
import { useFlag, useSession } from './useSession';

const riverside = { organizationName: 'Riverside Family Practice', permissions: [P.VIEW_PROGRAMS, P.VIEW_PATIENT] };
const lakeside = { organizationName: 'Lakeside Health Center', permissions: [P.VIEW_PROGRAMS, P.VIEW_USER] };

function loginAs(security: Record<string, { organizationName: string; permissions: string[] }>, email = 'kim@example.org') {
  act(() => {
    session.start(
      { access_token: fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600 }), id_token: fakeJwt({ email }) },
      { security },
    );
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  configureKernel({ apiUrl: 'https://api.test', env: 'test' });
});

function SessionProbe() {
  const s = useSession();
  return <output data-testid="probe">{`${s.loggedIn}|${s.kind}|${s.selectedOrgId}|${s.permissions.join(',')}|${s.orgs.map((o) => o.name).join(';')}|${s.email}`}</output>;
}

describe('useSession', () => {
  it('re-renders on session events', () => {
    render(<SessionProbe />);
    expect(screen.getByTestId('probe').textContent).toBe('false|unknown|null|||null');
    loginAs({ '1': riverside });
    expect(screen.getByTestId('probe').textContent).toBe(`true|professional|1|${P.VIEW_PROGRAMS},${P.VIEW_PATIENT}|Riverside Family Practice|kim@example.org`);
    act(() => session.logout());
    expect(screen.getByTestId('probe').textContent).toBe('false|unknown|null|||null');
  });
});

describe('Can', () => {
  it('shows children only with every permission, else the fallback', () => {
    loginAs({ '1': riverside });
    render(
      <>
        <Can permission="VIEW_PATIENT">roster link</Can>
        <Can permission={['VIEW_PATIENT', 'VIEW_USER']} fallback={<span>no users</span>}>
          users link
        </Can>
      </>,
    );
    expect(screen.queryByText('roster link')).not.toBeNull();
    expect(screen.queryByText('users link')).toBeNull();
    expect(screen.queryByText('no users')).not.toBeNull();
  });
});

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

function guarded(route: RouteEntry, at: string) {
  window.history.replaceState(null, '', at);
  return render(
    <Routes>
      <Route path={route.path} element={<RouteGuard route={route}>page content</RouteGuard>} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );
}

describe('RouteGuard', () => {
  const roster: RouteEntry = { path: '/professional/roster', title: 'Roster', permissions: ['VIEW_PATIENT'] };
  const chat: RouteEntry = { path: '/patient/secure-chat', title: 'Secure chat', permissions: ['ACCESS_SECURE_WEB_CHAT'], fallback: 'lost' };

  it('renders the page when allowed', () => {
    loginAs({ '1': riverside });
    guarded(roster, '/professional/roster');
    expect(screen.queryByText('page content')).not.toBeNull();
  });

  it('sends a logged-out visitor to login with goto', () => {
    guarded(roster, '/professional/roster?tab=1');
    expect(screen.getByTestId('where').textContent).toBe('/login?goto=%2Fprofessional%2Froster%3Ftab%3D1');
  });

  it('holds no opinion on a URL its route does not match (its router has not caught up yet)', () => {
    window.history.replaceState(null, '', '/professional/dashboard');
    render(
      <>
        <RouteGuard route={roster}>page content</RouteGuard>
        <Where />
      </>,
    );
    expect(screen.queryByText('page content')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/professional/dashboard');
  });

  it('sends a denied user to Unauthorized and logs the SPEC message with the route pattern', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    loginAs({ '1': lakeside });
    guarded(roster, '/professional/roster');
    expect(screen.getByTestId('where').textContent).toBe('/unauthorized');
    expect(warn).toHaveBeenCalledWith('User tried to access not permitted route', { route: '/professional/roster' });
    warn.mockRestore();
  });

  it("uses the route's own fallback (Lost for patient chat)", () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    loginAs({ '1': riverside });
    guarded(chat, '/patient/secure-chat');
    expect(screen.getByTestId('where').textContent).toBe('/lost');
    jest.restoreAllMocks();
  });

  it('lets a visitor holding a patient token into the patient chat, and into nothing professional', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    guarded(chat, '/patient/secure-chat?link=link-token');
    expect(screen.queryByText('page content')).not.toBeNull();
    cleanup();
    session.setZeusToken('zeus');
    guarded(roster, '/professional/roster');
    expect(screen.getByTestId('where').textContent).toBe('/unauthorized');
    jest.restoreAllMocks();
  });

  it('sends a user with several organisations to the dashboard', () => {
    loginAs({ '1': riverside, '2': lakeside });
    guarded(roster, '/professional/roster');
    expect(screen.getByTestId('where').textContent).toBe('/organizations?goto=%2Fprofessional%2Froster');
  });

  it('selects the organisation an orgId query names, then renders', () => {
    loginAs({ '1': riverside, '2': lakeside });
    guarded(roster, '/professional/roster?orgId=1');
    expect(session.orgId).toBe('1');
    expect(screen.queryByText('page content')).not.toBeNull();
  });
});

describe('DisabledFeatureNotice', () => {
  it("says the feature is disabled and to contact the provider's representative", () => {
    render(<DisabledFeatureNotice feature="Broadcast messages" />);
    expect(screen.getByRole('heading').textContent).toBe('Broadcast messages: this feature is disabled');
    expect(screen.getByText(/contact your provider's representative/)).not.toBeNull();
  });
});

function FlagProbe() {
  return <p data-testid="flag">{String(useFlag('upToDateEnabled'))}</p>;
}

describe('useFlag', () => {
  it('follows the configuration and the bypass list', () => {
    loginAs({ '1': riverside }, 'Kim@Example.org');
    render(<FlagProbe />);
    expect(screen.getByTestId('flag').textContent).toBe('false');
    act(() => bus.config$.next({ flags: { upToDateEnabled: false } as never, bypassUserList: ['kim@example.org'] }));
    expect(screen.getByTestId('flag').textContent).toBe('true');
    act(() => bus.config$.next(null));
    expect(screen.getByTestId('flag').textContent).toBe('false');
  });
});
