/**
 * Which screen renders each route of the manifest. The manifest (routes.ts) stays pure data for
 * the host; this map is the code side. Each screen is its own chunk, so a route downloads only the
 * antd parts its screen uses.
 */
import { lazyScreen, type AreaScreens } from '@hearth/shared-kernel/react';
import { adminApi } from './components/adminApi';

export type { ScreenProps } from '@hearth/shared-kernel/react';

export const screens: AreaScreens = {
  '/practice-admin': lazyScreen(() => import('./pages/practice-admin/PracticeAdminPage'), () => Promise.resolve(() => adminApi.practices())),
  '/practice-admin/:id': lazyScreen(() => import('./pages/practice/PracticePage')),
  '/practice-admin/:id/general-settings': lazyScreen(() => import('./pages/practice-general-settings/PracticeGeneralSettingsPage')),
  '/practice-admin/:id/task-assignments': lazyScreen(() => import('./pages/practice-task-assignments/PracticeTaskAssignmentsPage')),
  '/practice-admin/:id/notification-assignments': lazyScreen(() => import('./pages/practice-notification-assignments/PracticeNotificationAssignmentsPage')),
  '/practice-admin/:id/access-report': lazyScreen(() => import('./pages/practice-access-report/PracticeAccessReportPage')),
  '/practice-admin/:id/single-sign-on': lazyScreen(() => import('./pages/practice-single-sign-on/PracticeSingleSignOnPage')),
  '/user-settings/:id': lazyScreen(() => import('./pages/user-settings/UserSettingsPage')),
  '/user-settings/:id/profile': lazyScreen(() => import('./pages/user-profile/UserProfilePage')),
  '/user-settings/:id/account': lazyScreen(() => import('./pages/user-account/UserAccountPage')),
  '/user-settings/:id/notifications': lazyScreen(() => import('./pages/user-notifications/UserNotificationsPage')),
  '/user-settings/:id/care-team': lazyScreen(() => import('./pages/user-care-team/UserCareTeamPage')),
};
