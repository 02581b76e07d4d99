/** The professional manifest holds every SPEC §2 route of the area, with its permissions. */
import { join } from 'node:path';
import type { PermissionName } from '@hearth/shared-kernel/permissions';
import { routes } from './routes';

const settings = (page: string, ...extra: PermissionName[]): [string, PermissionName[]] => [
  `/patient-settings/${page}/:id`,
  ['VIEW_PATIENT', ...extra],
];

// SPEC §2: professional, patient settings, programs, enrollment approval and info.
const SPEC: [string, PermissionName[]][] = [
  ['/professional', ['VIEW_PROGRAMS']],
  ['/professional/dashboard', ['VIEW_PROGRAMS']],
  ['/professional/roster-professional', ['VIEW_USER_ROSTER']],
  ['/professional/dbugga', ['ACCESS_DEBUGGER']],
  ['/professional/tasks', ['VIEW_TASK']],
  ['/professional/roster', ['VIEW_PATIENT']],
  ['/professional/events', ['ACCESS_EVENT_TRIGGER']],
  ['/professional/event-history', ['ACCESS_EVENT_TRIGGER']],
  ['/professional/broadcast-message', ['CAN_ACCESS_BROADCAST_MESSAGING']],
  ['/professional/broadcast-message-history', []],
  // Beyond SPEC (issue 10): the reviewers' worklist.
  ['/professional/cde-review', ['VIEW_PATIENT']],
  settings('general-info'),
  settings('conversations'),
  settings('tasks', 'VIEW_TASK'),
  settings('event-notifications', 'VIEW_EVENT_NOTIFICATIONS'),
  settings('diagnosis-considerations'),
  settings('quality-considerations'),
  settings('quality-considerations-bulk'),
  settings('medical-history'),
  settings('programs'),
  settings('care-team'),
  settings('comm-prefs'),
  // Beyond SPEC (issue 39): who read or changed the patient's record.
  settings('access-history', 'VIEW_AUDIT'),
  ['/programs', ['VIEW_PROGRAMS']],
  ['/programs/:programId/roster', ['VIEW_PATIENT_DATA']],
  ['/programs/:programId/roster-eligible-patients', ['VIEW_PATIENT_DATA']],
  ['/programs/:programId/practice', ['VIEW_ORGANIZATION']],
  ['/programs/:programId/overview', ['VIEW_PROGRAMS']],
  ['/programs/:programId/outreaches', ['VIEW_PATIENT_DATA']],
  ['/programs/:programId/outreaches/:outreachId', ['VIEW_PATIENT_DATA']],
  ['/programs/:programId/add', ['VIEW_PROGRAMS']],
  ['/programs/:programId/tasks', ['VIEW_TASK']],
  ['/enrollment/approve', ['MODIFY_ENROLLMENT']],
  ['/enrollment-info', ['VIEW_PATIENT']],
];

describe('professional route manifest', () => {
  it('is the professional area', () => {
    expect(routes.area).toBe('professional');
  });

  it('has exactly the SPEC routes, each with all its permissions, none public, none with another fallback', () => {
    const actual = routes.routes.map((r) => [r.path, [...r.permissions].sort()]);
    expect(actual).toEqual(SPEC.map(([path, permissions]) => [path, [...permissions].sort()]));
    for (const route of routes.routes) {
      expect(route.public).toBeUndefined();
      expect(route.fallback ?? 'unauthorized').toBe('unauthorized');
    }
  });

  it("titles the bulk entry page as SPEC does, and every other page", () => {
    const title = (path: string) => routes.routes.find((r) => r.path === path)?.title;
    expect(title('/patient-settings/quality-considerations-bulk/:id')).toBe('Quality Considerations - CDE Bulk Entry');
    for (const route of routes.routes) expect(route.title.trim()).not.toBe('');
  });

  it('is emitted unchanged as routes.json by the build', () => {
    const { loadRouteManifest } = require(join(__dirname, '../../infra/build/route-manifest.cjs'));
    expect(loadRouteManifest(join(__dirname, 'routes.ts'))).toEqual(routes);
  });
});
