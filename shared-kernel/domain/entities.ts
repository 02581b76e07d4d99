/** SPEC §3 entities and enums: pure data shared by every deployable and the API. */

export type UserKind = 'patient' | 'professional' | 'hearthadmin' | 'clientpartner' | 'provideradmin' | 'unknown';

export interface Organization {
  id: string;
  name: string;
  orgs?: Organization[];
}

/** Security data: per organisation id, its name and the permission codes held there. */
export interface OrgSecurity {
  organizationName: string;
  permissions: string[];
}
export type SecurityData = Record<string, OrgSecurity>;

/** GET /security: who is signed in, their organisation tree and per organisation its permissions. */
export interface SecuritySummary {
  professionalId: string;
  email: string;
  organizations: Organization[];
  security: SecurityData;
}

export const PROFESSIONAL_ROLES = {
  1: 'Physician',
  2: 'Medical Director',
  3: 'Nurse Practitioner',
  4: 'Physician Assistant',
  5: 'Administrator',
  6: 'Case Manager',
  7: 'Clinical Staff',
  8: 'Office Manager',
  9: 'Office Staff',
} as const;
export type ProfessionalRoleId = keyof typeof PROFESSIONAL_ROLES;
export const SYSTEM_ROLES = ['Client Partner', 'Hearth Administrator'] as const;

export const GENDERS = ['male', 'female', 'not_specified'] as const;
export const TITLES = ['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Dr.'] as const;
export const SUFFIXES = [
  'APRN', 'ARNP', 'BSN', 'CNA', 'CNS', 'D.D.', 'D.O.', 'DDS', 'DNP', 'Jr.', 'LCSW', 'MA', 'MD', 'MS', 'NP', 'OT',
  'PA', 'Ph.D.', 'Pharm.D.', 'PsyD', 'PT', 'R.Ph.', 'RN', 'Sr.', 'SW',
] as const;

/** Who a professional is: their ids, name parts and e-mail (their account and a practice's user list). */
export interface ProfessionalIdentity {
  id: string;
  userName: string;
  title: string | null;
  firstName: string;
  lastName: string;
  suffix: string | null;
  email: string;
}

export interface ProfessionalAccount extends ProfessionalIdentity {
  eula: boolean;
  /** Role label per organisation id (SPEC role labels or a system role). */
  roles: Record<string, string>;
}

export const ENROLLMENT_STATUSES = {
  initiated: 'Initiated',
  sent: 'Sent',
  waiting_for_phone_call: 'Waiting for phone call',
  waiting_for_approval: 'Waiting for approval',
  approved: 'Enrolled',
  denied: 'Denied',
  cancelled: 'Canceled',
  inactivated: 'Inactivated',
  unenrolled: 'Unenrolled',
  patient_declined: 'Patient declined',
  opted_out: 'Opted out',
  not_enrolled: 'Not enrolled',
} as const;
export type EnrollmentStatus = keyof typeof ENROLLMENT_STATUSES;

export const PROGRAM_ENROLLMENT_STATUSES = [
  'Invited', 'Never responded', 'Agreed', 'Stopped', 'Opted Out', 'Deactivated', 'In queue',
] as const;

export const CDE_STATUSES = [
  'first_review_needed', 'in_first_review', 'second_review_needed', 'in_second_review', 'ready_for_entry', 'approved', 'rejected',
] as const;
export type CdeStatus = (typeof CDE_STATUSES)[number];

export const NOTIFICATION_TYPES = [
  'NORMAL', 'URGENT', 'ALL_TASKS', 'TRIAGE_REQUIRED', 'CLINICAL', 'MEDICATION', 'SCHEDULING', 'BARRIER',
  'ALL_EVENTS', 'ED_ADMISSION', 'ED_DISCHARGE', 'IP_ADMISSION', 'IP_DISCHARGE',
] as const;

/** App configuration flags (SPEC §3) as answered by /feature-flags. */
export const APP_FLAGS = [
  'broadcastMessageWebappEnabled', 'dcVisitNoteUploadEnabled', 'diagnosisConsiderationsPage',
  'primeAdtEncounterEnabled', 'relatedHistoryEnabled', 'upToDateEnabled',
] as const;
export type AppFlag = (typeof APP_FLAGS)[number];
export interface AppConfig {
  flags: Record<AppFlag, boolean>;
  bypassUserList: string[];
}

/**
 * The live socket's close code when its token or session does not stand (expired, logged out,
 * revoked, access changed): the client renews its credentials or stops, never blindly reconnects.
 */
export const LIVE_CLOSE_UNAUTHORIZED = 4401;

/** Live socket message types (SPEC §4). */
export const LIVE_MESSAGE_TYPES = ['beneficiary', 'organization', 'interaction', 'dbugga', 'broadcast', 'unread', 'message_status'] as const;
export type LiveMessageType = (typeof LIVE_MESSAGE_TYPES)[number];
export interface LiveMessage<T = unknown> {
  type: LiveMessageType;
  sub: string;
  data: T;
}

/** Token answer of /auth/login and the refresh endpoint. */
export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
}
/** Claims SPEC reads from the access token. */
export interface AccessClaims {
  exp: number;
  professionalId?: string;
  orgIds: string[];
}
