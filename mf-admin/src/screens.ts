/**
 * Which screen renders each route of the manifest. The manifest (routes.ts) stays pure data for
 * the host; this map is the code side. Each screen is its own chunk, so a route downloads only the
 * antd parts its screen uses.
 */
import { lazy } from 'react';
import type { AreaScreens } from '@hearth/shared-kernel/react';

export type { ScreenProps } from '@hearth/shared-kernel/react';

export const screens: AreaScreens = {
  '/practice-admin': lazy(() => import('./pages/practice-admin/PracticeAdminPage')),
  '/practice-admin/:id': lazy(() => import('./pages/practice/PracticePage')),
  '/practice-admin/:id/general-settings': lazy(() => import('./pages/practice-general-settings/PracticeGeneralSettingsPage')),
  '/practice-admin/:id/task-assignments': lazy(() => import('./pages/practice-task-assignments/PracticeTaskAssignmentsPage')),
  '/practice-admin/:id/notification-assignments': lazy(() => import('./pages/practice-notification-assignments/PracticeNotificationAssignmentsPage')),
  '/practice-admin/:id/access-report': lazy(() => import('./pages/practice-access-report/PracticeAccessReportPage')),
  '/practice-admin/:id/single-sign-on': lazy(() => import('./pages/practice-single-sign-on/PracticeSingleSignOnPage')),
  '/user-settings/:id': lazy(() => import('./pages/user-settings/UserSettingsPage')),
  '/user-settings/:id/profile': lazy(() => import('./pages/user-profile/UserProfilePage')),
  '/user-settings/:id/account': lazy(() => import('./pages/user-account/UserAccountPage')),
  '/user-settings/:id/notifications': lazy(() => import('./pages/user-notifications/UserNotificationsPage')),
  '/user-settings/:id/care-team': lazy(() => import('./pages/user-care-team/UserCareTeamPage')),
};
