/** Practice administration (SPEC §2 practice admin): a practice's settings, assignments and users. */
import type { Assignments, PracticeSettings, PracticeSummary, PracticeUser } from '../domain/admin';
import type { PracticeLogo } from '../domain/practiceLogo';
import type { Paged } from '../domain/paging';
import { inAnyOrg, inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/admin';

export const adminCalls = {
  /** The practices where the caller holds MODIFY_ORGANIZATION. */
  practices: call<typeof S.practices, PracticeSummary[]>()('GET', '/practice-admin', inAnyOrg('MODIFY_ORGANIZATION')),
  settings: call<typeof S.settings, PracticeSettings>()('GET', '/practice-admin/:orgId/settings', inOrg('MODIFY_ORGANIZATION')),
  saveSettings: call<typeof S.saveSettings, PracticeSettings>()('PUT', '/practice-admin/:orgId/settings', inOrg('MODIFY_ORGANIZATION')),
  /** The practice's logo: its public address, or null. */
  logo: call<typeof S.logo, PracticeLogo>()('GET', '/practice-admin/:orgId/logo', inOrg('MODIFY_ORGANIZATION')),
  /**
   * Multipart (one file part; browsers send it with upload progress, through `http.upload`): a
   * PNG, JPEG or WebP judged by its first bytes, at most 200 KiB (PRACTICE_LOGO_*); 413 over the
   * size, 415 for another type, with PRACTICE_LOGO_MESSAGES. Replaces the logo.
   */
  uploadLogo: call<typeof S.uploadLogo, PracticeLogo>()('PUT', '/practice-admin/:orgId/logo', inOrg('MODIFY_ORGANIZATION')),
  removeLogo: call<typeof S.removeLogo, PracticeLogo>()('DELETE', '/practice-admin/:orgId/logo', inOrg('MODIFY_ORGANIZATION')),
  taskAssignments: call<typeof S.taskAssignments, Assignments>()('GET', '/practice-admin/:orgId/task-assignments', inOrg('MODIFY_ORGANIZATION', 'MODIFY_USER')),
  saveTaskAssignments: call<typeof S.saveTaskAssignments, Assignments>()(
    'PUT',
    '/practice-admin/:orgId/task-assignments',
    inOrg('MODIFY_ORGANIZATION', 'MODIFY_USER'),
  ),
  notificationAssignments: call<typeof S.notificationAssignments, Assignments>()(
    'GET',
    '/practice-admin/:orgId/notification-assignments',
    inOrg('MODIFY_ORGANIZATION', 'MODIFY_USER'),
  ),
  saveNotificationAssignments: call<typeof S.saveNotificationAssignments, Assignments>()(
    'PUT',
    '/practice-admin/:orgId/notification-assignments',
    inOrg('MODIFY_ORGANIZATION', 'MODIFY_USER'),
  ),
  users: call<typeof S.users, Paged<PracticeUser>>()('GET', '/practice-admin/:orgId/users', inOrg('MODIFY_USER')),
  addUser: call<typeof S.addUser, PracticeUser>()('POST', '/practice-admin/:orgId/users', inOrg('ADD_USER')),
  changeRole: call<typeof S.changeRole, PracticeUser>()('PUT', '/practice-admin/:orgId/users/:id/role', inOrg('MODIFY_USER')),
  /** Takes the user out of this practice (their account stays). */
  removeUser: call<typeof S.removeUser, { removed: true }>()('DELETE', '/practice-admin/:orgId/users/:id', inOrg('MODIFY_USER')),
  deactivateUser: call<typeof S.deactivateUser, PracticeUser>()('POST', '/practice-admin/:orgId/users/:id/deactivate', inOrg('MODIFY_USER')),
  reactivateUser: call<typeof S.reactivateUser, PracticeUser>()('POST', '/practice-admin/:orgId/users/:id/reactivate', inOrg('MODIFY_USER')),
};
