import { PERMISSIONS } from '@hearth/shared-kernel/permissions';
import { isAreaActive, resolveArea, type AreaState, type GuardState } from './resolveArea';

const patient: AreaState = {
  name: 'mf_patient',
  area: 'patient',
  prefixes: ['/enrollment', '/patient'],
  manifest: [
    { path: '/enrollment', title: 'Welcome', permissions: [], public: true },
    { path: '/enrollment/get-started', title: 'Get started', permissions: [], public: true },
    { path: '/patient/secure-chat', title: 'Secure Chat', permissions: ['ACCESS_SECURE_WEB_CHAT'], fallback: 'lost' },
  ],
};
const professional: AreaState = {
  name: 'mf_professional',
  area: 'professional',
  prefixes: ['/professional', '/programs', '/enrollment/approve'],
  manifest: [
    { path: '/professional/roster', title: 'Patient Roster', permissions: ['VIEW_PATIENT'] },
    { path: '/programs/:programId/tasks', title: 'Program Tasks', permissions: ['VIEW_TASK'] },
    { path: '/enrollment/approve', title: 'Approve', permissions: ['MODIFY_ENROLLMENT'] },
  ],
};
const admin: AreaState = { name: 'mf_admin', area: 'admin', prefixes: ['/practice-admin'], manifest: 'failed' };

const physician: GuardState = {
  loggedIn: true,
  permissions: [PERMISSIONS.VIEW_PATIENT, PERMISSIONS.VIEW_PROGRAMS],
  orgIds: ['1'],
  selectedOrgId: '1',
};
const loggedOut: GuardState = { loggedIn: false, permissions: [], orgIds: [], selectedOrgId: null };
const at = (pathname: string, search = '') => ({ pathname, search });

describe('resolveArea', () => {
  const areas = [patient, professional, admin];

  it('gives a route to the area whose manifest owns it, with its params and an allow decision', () => {
    const r = resolveArea(areas, at('/programs/stayintouch/tasks'), { ...physician, permissions: [PERMISSIONS.VIEW_TASK] });
    expect(r).toMatchObject({ kind: 'remote', name: 'mf_professional', params: { programId: 'stayintouch' }, decision: { kind: 'allow' } });
  });

  it('prefers the most specific route across areas (/enrollment/approve is professional, not patient)', () => {
    const r = resolveArea(areas, at('/enrollment/approve'), physician);
    expect(r).toMatchObject({ kind: 'remote', name: 'mf_professional', decision: { kind: 'denied', to: '/unauthorized' } });
  });

  it('sends a logged-out deep link to login with goto', () => {
    const r = resolveArea(areas, at('/professional/roster', '?x=1'), loggedOut);
    expect(r).toMatchObject({ kind: 'remote', decision: { kind: 'login', to: `/login?goto=${encodeURIComponent('/professional/roster?x=1')}` } });
  });

  it('uses the route fallback (Lost) for patient chat without permission', () => {
    const r = resolveArea(areas, at('/patient/secure-chat'), physician);
    expect(r).toMatchObject({ kind: 'remote', decision: { kind: 'denied', to: '/lost' } });
  });

  it('allows public routes without login', () => {
    expect(resolveArea(areas, at('/enrollment/get-started', '?token=abc'), loggedOut)).toMatchObject({ decision: { kind: 'allow' } });
  });

  it('reports an area whose manifest failed as unavailable for paths under its prefixes', () => {
    expect(resolveArea(areas, at('/practice-admin/7'), physician)).toEqual({ kind: 'unavailable', name: 'mf_admin', area: 'admin' });
  });

  it('reports an area built for another kernel as unavailable and says why', () => {
    const incompatible = areas.map((a) => (a.name === 'mf_admin' ? { ...a, manifest: 'incompatible' as const } : a));
    expect(resolveArea(incompatible, at('/practice-admin/7'), physician)).toEqual({ kind: 'unavailable', name: 'mf_admin', area: 'admin', incompatible: true });
  });

  it('is not-found when no manifest or prefix owns the path', () => {
    expect(resolveArea(areas, at('/nowhere'), physician)).toEqual({ kind: 'not-found' });
    expect(resolveArea(areas, at('/professional/unknown-page'), physician)).toEqual({ kind: 'not-found' });
  });

  it('waits while a manifest is still in flight instead of declaring not-found', () => {
    const pending: AreaState = { ...admin, manifest: 'pending' };
    expect(resolveArea([patient, pending], at('/practice-admin'), physician)).toEqual({ kind: 'pending' });
  });

  it('asks to choose an organisation when several are held and none is selected', () => {
    const twoOrgs: GuardState = { ...physician, orgIds: ['1', '2'], selectedOrgId: null };
    expect(resolveArea(areas, at('/professional/roster'), twoOrgs)).toMatchObject({ decision: { kind: 'choose-org' } });
    expect(resolveArea(areas, at('/professional/roster', '?orgId=2'), twoOrgs)).toMatchObject({
      decision: { kind: 'select-org', orgId: '2' },
    });
  });
});

describe('isAreaActive', () => {
  const areas = [patient, professional, admin];

  it('activates only the owning area, and only when the guard allows', () => {
    expect(isAreaActive('mf_professional', areas, at('/professional/roster'), physician)).toBe(true);
    expect(isAreaActive('mf_patient', areas, at('/professional/roster'), physician)).toBe(false);
    expect(isAreaActive('mf_professional', areas, at('/professional/roster'), loggedOut)).toBe(false);
    expect(isAreaActive('mf_professional', areas, at('/enrollment/approve'), physician)).toBe(false);
  });

  it('never activates a remote for host pages', () => {
    for (const name of ['mf_patient', 'mf_professional', 'mf_admin'] as const) {
      expect(isAreaActive(name, areas, at('/login'), loggedOut)).toBe(false);
    }
  });
});

