/**
 * What each SPEC §3 role (1 Physician … 9 Office Staff) holds in its organisation. A role change
 * rewrites the membership's permissions from this table, so the next request has exactly these.
 */
import { PROFESSIONAL_ROLES, type ProfessionalRoleId } from '@hearth/shared-kernel/domain';
import type { PermissionName } from '@hearth/shared-kernel/permissions';

const CARE: PermissionName[] = [
  'LOGIN', 'VIEW_PROGRAMS', 'VIEW_PATIENT', 'MODIFY_PATIENT', 'VIEW_PATIENT_DATA', 'VIEW_TASK', 'ADD_TASK', 'MODIFY_TASK',
  'SEND_MESSAGE', 'VIEW_USER_ROSTER', 'INITIATE_ENROLLMENT', 'INITIATE_VOICECALL', 'VIEW_EVENT_NOTIFICATIONS',
  'VIEW_MEDICAL_HISTORY', 'ACCESS_EVENT_TRIGGER', 'CAN_ACCESS_BROADCAST_MESSAGING', 'VIEW_USER', 'ADD_PATIENT',
];
const ADMIN: PermissionName[] = ['LOGIN', 'ACCESS_PROVIDER_ADMIN', 'VIEW_ORGANIZATION', 'MODIFY_ORGANIZATION', 'VIEW_USER', 'MODIFY_USER', 'ADD_USER', 'VIEW_AUDIT'];
// Front-desk staff register new patients (ADD_PATIENT) but do not edit clinical details.
const OFFICE: PermissionName[] = ['LOGIN', 'VIEW_PROGRAMS', 'VIEW_PATIENT', 'VIEW_TASK', 'ADD_TASK', 'MODIFY_TASK', 'SEND_MESSAGE', 'VIEW_USER', 'ADD_PATIENT'];

export const ROLE_PERMISSIONS: Record<ProfessionalRoleId, PermissionName[]> = {
  1: CARE,
  2: [...CARE, 'VIEW_ORGANIZATION'],
  3: CARE,
  4: CARE,
  5: ADMIN,
  6: CARE,
  7: CARE,
  8: [...OFFICE, 'VIEW_ORGANIZATION', 'MODIFY_USER', 'ADD_USER'],
  9: OFFICE,
};

export const roleLabel = (id: ProfessionalRoleId): string => PROFESSIONAL_ROLES[id];

/** The SPEC role id of a membership's role label, or null (a system role). */
export function roleIdOf(label: string): ProfessionalRoleId | null {
  const entry = Object.entries(PROFESSIONAL_ROLES).find(([, l]) => l === label);
  return entry ? (Number(entry[0]) as ProfessionalRoleId) : null;
}
