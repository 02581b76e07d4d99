/**
 * A user's own settings (SPEC §2 user settings, §7 portal/professionalSettings/{id} and
 * professional/notifications/{id}). Declared VIEW_USER in the caller's organisation; the API also
 * lets a user reach only their own settings unless they hold MODIFY_USER there.
 */
import type { NotificationSettings, ProfessionalSettings, UserCareTeam } from '../domain/admin';
import { inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/userSettings';

export const userSettingsCalls = {
  settings: call<typeof S.settings, ProfessionalSettings>()('GET', '/portal/professionalSettings/:id', inOrg('VIEW_USER')),
  saveProfile: call<typeof S.saveProfile, ProfessionalSettings>()('PUT', '/portal/professionalSettings/:id', inOrg('VIEW_USER')),
  /** The user's own password only; every other session of theirs is signed out. */
  changePassword: call<typeof S.changePassword, { changed: true; sessionsRevoked: number }>()(
    'POST',
    '/portal/professionalSettings/:id/password',
    inOrg('VIEW_USER'),
  ),
  notifications: call<typeof S.notifications, NotificationSettings>()('GET', '/professional/notifications/:id', inOrg('VIEW_USER')),
  saveNotifications: call<typeof S.saveNotifications, NotificationSettings>()('POST', '/professional/notifications/:id', inOrg('VIEW_USER')),
  careTeams: call<typeof S.careTeams, UserCareTeam[]>()('GET', '/portal/professionalSettings/:id/care-teams', inOrg('VIEW_USER')),
};
