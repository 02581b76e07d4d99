/**
 * Typed links between areas (SPEC §2). A remote never hand-types another area's URL: it calls
 * these, so a renamed route breaks the type-check instead of a link.
 */
import { ENROLLMENT_PATH } from '../domain/enrollment';
import { LINK_LANGUAGE_PARAM } from '../i18n/deviceLanguage';
import type { Language } from '../i18n/language';
import { gotoTarget, LOGIN_PATH, ORGANIZATIONS_PATH } from './goto';

export const PATIENT_SETTINGS_PAGES = [
  'general-info', 'conversations', 'tasks', 'event-notifications', 'diagnosis-considerations', 'quality-considerations',
  'quality-considerations-bulk', 'medical-history', 'programs', 'care-team', 'comm-prefs', 'access-history',
] as const;
export type PatientSettingsPage = (typeof PATIENT_SETTINGS_PAGES)[number];

export const USER_SETTINGS_TABS = ['profile', 'account', 'notifications', 'care-team'] as const;
export type UserSettingsTab = (typeof USER_SETTINGS_TABS)[number];

export const PRACTICE_ADMIN_PAGES = ['general-settings', 'task-assignments', 'notification-assignments', 'access-report', 'single-sign-on'] as const;
export type PracticeAdminPage = (typeof PRACTICE_ADMIN_PAGES)[number];

export const PROGRAM_PAGES = ['roster', 'roster-eligible-patients', 'practice', 'overview', 'outreaches', 'add', 'tasks'] as const;
export type ProgramPage = (typeof PROGRAM_PAGES)[number];

export const PROFESSIONAL_PAGES = [
  'dashboard', 'roster-professional', 'dbugga', 'tasks', 'roster', 'events', 'event-history', 'broadcast-message',
  'broadcast-message-history', 'cde-review',
] as const;
export type ProfessionalPage = (typeof PROFESSIONAL_PAGES)[number];

export const ENROLLMENT_STEPS = [
  'need-help', 'get-started', 'verify-dob', 'verify-phone', 'info', 'confirmation', 'eula', 'privacy-policy',
  'communication-policy', 'finished', 'not-found',
] as const;
export type EnrollmentStep = (typeof ENROLLMENT_STEPS)[number];

const seg = (value: string | number): string => encodeURIComponent(String(value));
const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
};

export const paths = {
  home: (): string => '/',
  login: (goto?: string): string => withQuery(LOGIN_PATH, { goto: gotoTarget(goto) ?? undefined }),
  logout: (): string => '/logout',
  organizations: (goto?: string): string => withQuery(ORGANIZATIONS_PATH, { goto: gotoTarget(goto) ?? undefined }),
  unauthorized: (): string => '/unauthorized',
  lost: (): string => '/lost',

  patient: (page?: 'secure-chat'): string => (page ? `/patient/${page}` : '/patient'),
  /** A step of an enrollment link; `language`, the patient's on record, for the link that is texted (the first page opens in it). */
  enrollment: (token: string, step?: EnrollmentStep, language?: Language | null): string =>
    withQuery(step ? `${ENROLLMENT_PATH}/${step}` : ENROLLMENT_PATH, { token, [LINK_LANGUAGE_PARAM]: language ?? undefined }),
  enrollmentApprove: (): string => '/enrollment/approve',
  /** A patient's enrollment record (SPEC's /enrollment-info/, the patient named in the query). */
  enrollmentInfo: (patientId?: string): string => withQuery('/enrollment-info', { patientId }),
  article: (toId: string | number, fromId: string | number): string => `/article/${seg(toId)}/${seg(fromId)}`,
  education: (id: string | number): string => `/education/${seg(id)}`,

  professional: (page?: ProfessionalPage): string => (page ? `/professional/${page}` : '/professional'),
  /** The patient view opened on this patient's conversation. */
  patientConversation: (patientId: string): string => withQuery('/professional', { patientId }),
  patientSettings: (page: PatientSettingsPage, id: string | number): string => `/patient-settings/${page}/${seg(id)}`,
  userSettings: (id: string | number, tab?: UserSettingsTab): string => `/user-settings/${seg(id)}${tab ? `/${tab}` : ''}`,
  practiceAdmin: (id?: string | number, page?: PracticeAdminPage): string => {
    if (id === undefined) return '/practice-admin';
    return `/practice-admin/${seg(id)}${page ? `/${page}` : ''}`;
  },
  programs: (): string => '/programs',
  program: (programId: string, page: ProgramPage): string => `/programs/${seg(programId)}/${page}`,
  outreach: (programId: string, outreachId: string | number): string => `/programs/${seg(programId)}/outreaches/${seg(outreachId)}`,
} as const;

/** Named exports for callers that prefer them. */
export const { login, organizations, patientSettings, userSettings, practiceAdmin, program, professional } = paths;

export * from './goto';
export * from './prefixOwner';
