/** The admin area's calls (kernel `adminCalls`, `userSettingsCalls`), made through the kernel's http client. */
import { adminCalls, auditCalls, ssoCalls, userSettingsCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';
import type { EventType, NewPracticeUser, TaskType, NotificationSettingsInput, PracticeSettingsInput, ProfileInput, ProfessionalRoleId, SsoSettingsInput } from '@hearth/shared-kernel/domain';

// 'caller': forms expect a 400 with field messages, and a 403 is shown on the page; neither logs out.
const caller = { errorPolicy: 'caller' } as const;
// The page edits both kinds alike; the API refuses a type of the other kind.
type Assigned = { professionalId: string; types: string[] }[];

export const adminApi = {
  practices: (search?: string) => http.call(adminCalls.practices, { query: { search } }, caller),
  settings: (orgId: string) => http.call(adminCalls.settings, { params: { orgId } }, caller),
  saveSettings: (orgId: string, body: PracticeSettingsInput) => http.call(adminCalls.saveSettings, { params: { orgId }, body }, caller),
  logo: (orgId: string) => http.call(adminCalls.logo, { params: { orgId } }, caller),
  /** Sends the file with progress; a refusal rejects with the server's message. */
  uploadLogo: (orgId: string, file: File, onProgress: (percent: number) => void) => http.upload(adminCalls.uploadLogo, { params: { orgId } }, file, onProgress),
  removeLogo: (orgId: string) => http.call(adminCalls.removeLogo, { params: { orgId } }, caller),
  taskAssignments: (orgId: string) => http.call(adminCalls.taskAssignments, { params: { orgId } }, caller),
  saveTaskAssignments: (orgId: string, assignments: Assigned) =>
    http.call(adminCalls.saveTaskAssignments, { params: { orgId }, body: { assignments: assignments as { professionalId: string; types: TaskType[] }[] } }, caller),
  notificationAssignments: (orgId: string) => http.call(adminCalls.notificationAssignments, { params: { orgId } }, caller),
  saveNotificationAssignments: (orgId: string, assignments: Assigned) =>
    http.call(adminCalls.saveNotificationAssignments, { params: { orgId }, body: { assignments: assignments as { professionalId: string; types: EventType[] }[] } }, caller),
  users: (orgId: string, query: { search?: string; skip: number; take: number }) => http.call(adminCalls.users, { params: { orgId }, query }, caller),
  addUser: (orgId: string, body: NewPracticeUser) => http.call(adminCalls.addUser, { params: { orgId }, body }, caller),
  changeRole: (orgId: string, id: string, roleId: ProfessionalRoleId) => http.call(adminCalls.changeRole, { params: { orgId, id }, body: { roleId } }, caller),
  removeUser: (orgId: string, id: string) => http.call(adminCalls.removeUser, { params: { orgId, id } }, caller),
  deactivateUser: (orgId: string, id: string) => http.call(adminCalls.deactivateUser, { params: { orgId, id } }, caller),
  reactivateUser: (orgId: string, id: string) => http.call(adminCalls.reactivateUser, { params: { orgId, id } }, caller),
  ssoSettings: (orgId: string) => http.call(ssoCalls.settings, { params: { orgId } }, caller),
  saveSsoSettings: (orgId: string, body: SsoSettingsInput) => http.call(ssoCalls.saveSettings, { params: { orgId }, body }, caller),
};

export const userSettingsApi = {
  settings: (id: string) => http.call(userSettingsCalls.settings, { params: { id } }, caller),
  saveProfile: (id: string, body: ProfileInput) => http.call(userSettingsCalls.saveProfile, { params: { id }, body }, caller),
  changePassword: (id: string, body: { currentPassword: string; newPassword: string }) => http.call(userSettingsCalls.changePassword, { params: { id }, body }, caller),
  notifications: (id: string, orgId?: string) => http.call(userSettingsCalls.notifications, { params: { id }, query: { orgId } }, caller),
  saveNotifications: (id: string, body: NotificationSettingsInput) => http.call(userSettingsCalls.saveNotifications, { params: { id }, body }, caller),
  careTeams: (id: string) => http.call(userSettingsCalls.careTeams, { params: { id } }, caller),
};

/** The access report's filters as the calls take them (ids, days, the reader's time zone). */
export interface AccessFilterQuery {
  patientId?: string;
  professionalId?: string;
  from?: string;
  to?: string;
  timeZone?: string;
}

export const accessReportApi = {
  page: (orgId: string, query: AccessFilterQuery & { before?: string; take?: number }) =>
    http.call(auditCalls.accessReport, { query }, { ...caller, headers: { 'x-organization-id': orgId } }),
  csv: (orgId: string, query: AccessFilterQuery) => http.call(auditCalls.accessReportCsv, { query }, { ...caller, headers: { 'x-organization-id': orgId } }),
  patients: (orgId: string, search: string) =>
    http.call(auditCalls.accessReportPatients, { query: { search } }, { ...caller, headers: { 'x-organization-id': orgId } }),
  users: (orgId: string) => http.call(auditCalls.accessReportUsers, undefined, { ...caller, headers: { 'x-organization-id': orgId } }),
};
export type AccessReportApi = typeof accessReportApi;

/** The field messages of a 400 answer ({ fields }), or its one message under `form`. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const body = (error as { body?: { fields?: unknown; message?: unknown } } | null)?.body;
  if (body?.fields && typeof body.fields === 'object') return body.fields as Record<string, string>;
  if (typeof body?.message === 'string') return { form: body.message };
  return { form: 'Could not save. Please try again later.' };
}

