import { PERMISSIONS as P } from './codes';
import { decideRoute, type RouteDecisionInput } from './decideRoute';
import type { RouteEntry } from './routes';

const roster: RouteEntry = { path: '/professional/roster', title: 'Roster', permissions: ['VIEW_PATIENT'] };
const chat: RouteEntry = { path: '/patient/secure-chat', title: 'Chat', permissions: ['ACCESS_SECURE_WEB_CHAT'], fallback: 'lost' };
const userSettings: RouteEntry = { path: '/user-settings/:id/profile', title: 'Profile', permissions: ['VIEW_USER'] };
const enrollment: RouteEntry = { path: '/enrollment', title: 'Enrollment', permissions: [], public: true };

const base: RouteDecisionInput = {
  route: roster,
  pathname: '/professional/roster',
  search: '',
  loggedIn: true,
  permissions: [P.VIEW_PATIENT],
  orgIds: ['1'],
  selectedOrgId: '1',
};

describe('decideRoute', () => {
  it('allows a public route to anyone', () => {
    expect(decideRoute({ ...base, route: enrollment, pathname: '/enrollment', loggedIn: false, orgIds: [], selectedOrgId: null })).toEqual({ kind: 'allow' });
  });

  it('sends a logged-out user to login with goto of path and search', () => {
    expect(decideRoute({ ...base, loggedIn: false, search: '?tab=2&x=y' })).toEqual({
      kind: 'login',
      to: '/login?goto=%2Fprofessional%2Froster%3Ftab%3D2%26x%3Dy',
    });
  });

  it('never names a public page as the goto (login would return to login, nested without end)', () => {
    for (const pathname of ['/login', '/login/', '/logout', '/reset']) {
      expect(decideRoute({ ...base, pathname, search: '?goto=%2Flogin', loggedIn: false })).toEqual({ kind: 'login', to: '/login' });
    }
  });

  it('allows when every permission of the route is held in the selected org', () => {
    expect(decideRoute(base)).toEqual({ kind: 'allow' });
  });

  it('denies to /unauthorized by default and /lost when the route says so', () => {
    expect(decideRoute({ ...base, permissions: [] })).toEqual({ kind: 'denied', to: '/unauthorized' });
    expect(decideRoute({ ...base, route: chat, pathname: '/patient/secure-chat', permissions: [] })).toEqual({ kind: 'denied', to: '/lost' });
  });

  it('needs all permissions of the route', () => {
    const tasks: RouteEntry = { path: '/patient-settings/tasks/:id', title: 'Tasks', permissions: ['VIEW_PATIENT', 'VIEW_TASK'] };
    expect(decideRoute({ ...base, route: tasks, pathname: '/patient-settings/tasks/9' })).toEqual({ kind: 'denied', to: '/unauthorized' });
    expect(decideRoute({ ...base, route: tasks, permissions: [P.VIEW_PATIENT, P.VIEW_TASK] })).toEqual({ kind: 'allow' });
  });

  describe('with several organisations and none selected', () => {
    const multi = { ...base, orgIds: ['1', '2'], selectedOrgId: null, permissions: [] as string[] };

    it('sends the user to the organisations dashboard keeping the wanted path', () => {
      expect(decideRoute({ ...multi, search: '?a=1' })).toEqual({ kind: 'choose-org', to: '/organizations?goto=%2Fprofessional%2Froster%3Fa%3D1' });
    });

    it('selects the organisation an orgId query names when it is theirs', () => {
      expect(decideRoute({ ...multi, search: '?orgId=2' })).toEqual({ kind: 'select-org', orgId: '2' });
    });

    it('ignores an orgId that is not theirs', () => {
      expect(decideRoute({ ...multi, search: '?orgId=99' }).kind).toBe('choose-org');
    });

    it('judges a user-admin route against any organisation that holds its permissions', () => {
      const input = { ...multi, route: userSettings, pathname: '/user-settings/5/profile', permissionsByOrg: { '1': [P.LOGIN], '2': [P.VIEW_USER] } };
      expect(decideRoute(input)).toEqual({ kind: 'allow' });
      expect(decideRoute({ ...input, permissionsByOrg: { '1': [P.LOGIN], '2': [] } })).toEqual({ kind: 'denied', to: '/unauthorized' });
    });

    it('falls back to the given permissions for a user-admin route when no per-org map is given', () => {
      const input = { ...multi, route: userSettings, pathname: '/user-settings/5/profile' };
      expect(decideRoute({ ...input, permissions: [P.VIEW_USER] })).toEqual({ kind: 'allow' });
      expect(decideRoute(input)).toEqual({ kind: 'denied', to: '/unauthorized' });
    });

    it('never bounces the organisations dashboard to itself', () => {
      const dashboard: RouteEntry = { path: '/organizations', title: 'Organizations', permissions: [] };
      expect(decideRoute({ ...multi, route: dashboard, pathname: '/organizations' })).toEqual({ kind: 'allow' });
      const optional: RouteEntry = { path: '/x', title: 'X', permissions: [], orgOptional: true };
      expect(decideRoute({ ...multi, route: optional, pathname: '/x' })).toEqual({ kind: 'allow' });
    });
  });

  it('does not ask to choose an organisation once one is selected', () => {
    expect(decideRoute({ ...base, orgIds: ['1', '2'], selectedOrgId: '2' })).toEqual({ kind: 'allow' });
  });
});
