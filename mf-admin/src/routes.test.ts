/** The admin manifest holds every SPEC §2 route of the area, with its permissions. */
import { join } from 'node:path';
import type { PermissionName } from '@hearth/shared-kernel/permissions';
import { routes } from './routes';

// SPEC §2: practice admin (MODIFY_ORGANIZATION; assignments also MODIFY_USER) and user settings (VIEW_USER).
const SPEC: [string, PermissionName[]][] = [
  ['/practice-admin', ['MODIFY_ORGANIZATION']],
  ['/practice-admin/:id', ['MODIFY_ORGANIZATION']],
  ['/practice-admin/:id/general-settings', ['MODIFY_ORGANIZATION']],
  ['/practice-admin/:id/task-assignments', ['MODIFY_ORGANIZATION', 'MODIFY_USER']],
  ['/practice-admin/:id/notification-assignments', ['MODIFY_ORGANIZATION', 'MODIFY_USER']],
  // Beyond SPEC (issue 39): the access report, for whoever may read the audit log.
  ['/practice-admin/:id/access-report', ['VIEW_AUDIT']],
  // Beyond SPEC (issue 35): the practice's single sign-on provider.
  ['/practice-admin/:id/single-sign-on', ['MODIFY_ORGANIZATION']],
  ['/user-settings/:id', ['VIEW_USER']],
  ['/user-settings/:id/profile', ['VIEW_USER']],
  ['/user-settings/:id/account', ['VIEW_USER']],
  ['/user-settings/:id/notifications', ['VIEW_USER']],
  ['/user-settings/:id/care-team', ['VIEW_USER']],
];

describe('admin route manifest', () => {
  it('is the admin area', () => {
    expect(routes.area).toBe('admin');
  });

  it('has exactly the SPEC routes, each with all its permissions, none public', () => {
    expect(routes.routes.map((r) => [r.path, [...r.permissions].sort()])).toEqual(
      SPEC.map(([path, permissions]) => [path, [...permissions].sort()]),
    );
    for (const route of routes.routes) expect(route.public).toBeUndefined();
  });

  it('gives every route a title', () => {
    for (const route of routes.routes) expect(route.title.trim()).not.toBe('');
  });

  it('is emitted unchanged as routes.json by the build', () => {
    const { loadRouteManifest } = require(join(__dirname, '../../infra/build/route-manifest.cjs'));
    expect(loadRouteManifest(join(__dirname, 'routes.ts'))).toEqual(routes);
  });
});
