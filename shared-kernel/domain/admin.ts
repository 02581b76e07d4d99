/**
 * Practice administration and user settings (SPEC §2, §3): practice settings, task and
 * notification assignments, the users of a practice, and a user's own settings.
 */
import type { ProfessionalIdentity, ProfessionalRoleId } from './entities';

/** SPEC §3 notification types that route tasks (task assignments). */
export const TASK_TYPES = ['NORMAL', 'URGENT', 'ALL_TASKS', 'TRIAGE_REQUIRED', 'CLINICAL', 'MEDICATION', 'SCHEDULING', 'BARRIER'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
/** SPEC §3 notification types that route events (notification assignments). */
export const EVENT_TYPES = ['ALL_EVENTS', 'ED_ADMISSION', 'ED_DISCHARGE', 'IP_ADMISSION', 'IP_DISCHARGE'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** A task's own type: every task type but the catch-all. */
export const NEW_TASK_TYPES = TASK_TYPES.filter((t) => t !== 'ALL_TASKS');
export const DEFAULT_TASK_TYPE: TaskType = 'NORMAL';

export const NOTIFICATION_TYPE_LABELS: Record<TaskType | EventType, string> = {
  NORMAL: 'Normal',
  URGENT: 'Urgent',
  ALL_TASKS: 'All tasks',
  TRIAGE_REQUIRED: 'Triage required',
  CLINICAL: 'Clinical',
  MEDICATION: 'Medication',
  SCHEDULING: 'Scheduling',
  BARRIER: 'Barrier',
  ALL_EVENTS: 'All events',
  ED_ADMISSION: 'ED admission',
  ED_DISCHARGE: 'ED discharge',
  IP_ADMISSION: 'Inpatient admission',
  IP_DISCHARGE: 'Inpatient discharge',
};

/** A practice its caller administers (the /practice-admin list). */
export interface PracticeSummary {
  id: string;
  name: string;
  parentName: string | null;
  usersCount: number;
}

export const OUTREACH_FREQUENCIES = { daily: 'Daily', weekly: 'Weekly' } as const;
export type OutreachFrequency = keyof typeof OUTREACH_FREQUENCIES;
export const OUTREACH_DAYS = { weekdays: 'Weekdays', all_days: 'Including weekends' } as const;
export type OutreachDays = keyof typeof OUTREACH_DAYS;

/** SPEC §3 practice settings; times are 'HH:mm' on 15-minute steps in the practice's time zone. */
export interface PracticeSettingsInput {
  timeZone: string;
  supportPhone: string;
  taskNotificationEmail: string;
  doctorDisplayName: string;
  outreachStart: string;
  stopResponses: string;
  /** When the office closes: SPEC §9 recommends stopping responses an hour before. */
  closingTime: string;
  outreachFrequency: OutreachFrequency;
  outreachDays: OutreachDays;
  outreachPhone: string;
}
export interface PracticeSettings extends PracticeSettingsInput {
  orgId: string;
  orgName: string;
}

/** Who receives which types (task or event types) in one practice, per professional. */
export interface AssignmentRow {
  professionalId: string;
  name: string;
  role: string;
  types: string[];
}
export interface Assignments {
  kind: 'tasks' | 'events';
  types: readonly string[];
  rows: AssignmentRow[];
}

/** A user of a practice (the practice's users page). */
export interface PracticeUser extends ProfessionalIdentity {
  role: string;
  roleId: ProfessionalRoleId | null;
  active: boolean;
  /** Invited and has not set a password yet. */
  invited: boolean;
}

export interface NewPracticeUser {
  title: string | null;
  firstName: string;
  lastName: string;
  suffix: string | null;
  email: string;
  userName: string;
  roleId: ProfessionalRoleId;
}

/** A user's profile (SPEC §3 professional account): portal/professionalSettings/{id}. */
export interface ProfessionalSettings {
  id: string;
  title: string | null;
  firstName: string;
  lastName: string;
  suffix: string | null;
  userName: string;
  email: string;
  eula: boolean;
  /** For text notifications (E.164), or null. */
  mobilePhone: string | null;
}
export type ProfileInput = Pick<ProfessionalSettings, 'title' | 'firstName' | 'lastName' | 'suffix' | 'mobilePhone'>;

export const NOTIFICATION_CHANNELS = { email: 'E-mail', sms: 'Text message' } as const;
export type NotificationChannel = keyof typeof NOTIFICATION_CHANNELS;

export interface NotificationChoice {
  active: boolean;
  channel: NotificationChannel;
}
export interface EventNotificationChoice extends NotificationChoice {
  presetName?: string | null;
}

/** SPEC §3 notification settings. */
export interface NotificationSettings {
  orgId: string;
  allOrgs: boolean;
  conversations: NotificationChoice;
  tasks: NotificationChoice;
  events: EventNotificationChoice;
  showPresetLimit: number;
  availablePresets: string[];
}
export type NotificationSettingsInput = Pick<NotificationSettings, 'orgId' | 'allOrgs' | 'conversations' | 'tasks' | 'events'>;

/** Event presets: a name for a set of event types. */
export const EVENT_PRESETS: Record<string, readonly EventType[]> = {
  'All events': ['ALL_EVENTS'],
  'Admissions only': ['ED_ADMISSION', 'IP_ADMISSION'],
  'Discharges only': ['ED_DISCHARGE', 'IP_DISCHARGE'],
  'Emergency department only': ['ED_ADMISSION', 'ED_DISCHARGE'],
};
/** How many presets the form lists before "show more". */
export const SHOW_PRESET_LIMIT = 3;

export const NOTIFICATION_SETTINGS_MESSAGES = {
  saved: 'Notification settings have been updated',
  saveFailed: 'Notification settings could not be saved. Please try again later',
  loadFailed: 'Could not get user settings. Please try again later.',
} as const;

/** A care team the user belongs to: one per practice, with its patients count. */
export interface UserCareTeam {
  orgId: string;
  orgName: string;
  role: string;
  patientsCount: number;
}
