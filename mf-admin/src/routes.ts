/**
 * The admin area's route manifest (SPEC §2: practice admin, user settings). Pure data: the build
 * emits it as routes.json so the host can guard and activate these routes before any of this
 * area's code is downloaded.
 */
import type { RouteManifest } from '@hearth/shared-kernel/permissions';

export const routes: RouteManifest = {
  area: 'admin',
  routes: [
    // Practice admin
    { path: '/practice-admin', title: 'Practice Admin', permissions: ['MODIFY_ORGANIZATION'] },
    { path: '/practice-admin/:id', title: 'Practice', permissions: ['MODIFY_ORGANIZATION'] },
    { path: '/practice-admin/:id/general-settings', title: 'General Settings', permissions: ['MODIFY_ORGANIZATION'] },
    { path: '/practice-admin/:id/task-assignments', title: 'Task Assignments', permissions: ['MODIFY_ORGANIZATION', 'MODIFY_USER'] },
    {
      path: '/practice-admin/:id/notification-assignments',
      title: 'Notification Assignments',
      permissions: ['MODIFY_ORGANIZATION', 'MODIFY_USER'],
    },
    // Who read or changed patients' records (the audit log); VIEW_AUDIT alone: a privacy officer need not run the practice.
    { path: '/practice-admin/:id/access-report', title: 'Access Report', permissions: ['VIEW_AUDIT'] },
    // The practice's identity provider (single sign-on): issuer, client, e-mail domains, passwords on or off.
    { path: '/practice-admin/:id/single-sign-on', title: 'Single Sign-On', permissions: ['MODIFY_ORGANIZATION'] },
    // User settings
    { path: '/user-settings/:id', title: 'User Settings', permissions: ['VIEW_USER'] },
    { path: '/user-settings/:id/profile', title: 'Profile', permissions: ['VIEW_USER'] },
    { path: '/user-settings/:id/account', title: 'Account', permissions: ['VIEW_USER'] },
    { path: '/user-settings/:id/notifications', title: 'Notifications', permissions: ['VIEW_USER'] },
    { path: '/user-settings/:id/care-team', title: 'Care Team', permissions: ['VIEW_USER'] },
  ],
};
