/**
 * Shapes of the professional console's calls (issue 3): patients and the roster, conversations
 * and messages, tasks, calls, the SMS simulator and organisation metrics. The API answers exactly
 * these; the professional UI reads them. Pure data and pure helpers only.
 */
import type { EnrollmentStatus, PROGRAM_ENROLLMENT_STATUSES } from './entities';

/** SPEC §7 list answers. */
export interface Paged<T> {
  totalRecords: number;
  results: T[];
}

export type SortDirection = 'ASC' | 'DESC';

// ---------------------------------------------------------------- patients and the roster

export type Gender = 'male' | 'female' | 'not_specified';

/** One row of GET /roster. Dates of birth are 'YYYY-MM-DD'; instants are ISO 8601 UTC. */
export interface PatientRow {
  id: string;
  orgId: string;
  orgName: string | null;
  /** Medical record number, unique within the organisation. */
  mrn: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  gender: Gender | null;
  /** 10 digits (NANP, no country code), or null. */
  smsPhoneNumber: string | null;
  enrollmentStatus: EnrollmentStatus;
  /** An active conversation whose last message came from the patient. */
  needsResponse: boolean;
  doNotDisturb: boolean;
  /** The patient texted Stop (enrollmentStatus is then 'opted_out'). */
  optedOut: boolean;
  lastContactAt: string | null;
}
/** The UI's earlier name for a roster row. */
export type RosterPatient = PatientRow;

export interface PatientDetail extends PatientRow {
  title: string | null;
  email: string | null;
  voicePhoneNumber: string | null;
  timeZone: string | null;
  address: string | null;
  createdAt: string;
  updatedAt: string;
  /** The patient's one active conversation, if any (SPEC §2: only one per patient). */
  activeConversationId: string | null;
}

/** PUT /patients/:id (general-info): every field optional; null clears an optional one. */
export interface PatientUpdate {
  title?: string | null;
  firstName?: string;
  lastName?: string;
  email?: string | null;
  smsPhoneNumber?: string | null;
  voicePhoneNumber?: string | null;
  timeZone?: string;
  gender?: Gender | null;
  dateOfBirth?: string | null;
  address?: string | null;
}

export const ROSTER_SORT_KEYS = [
  'lastName', 'firstName', 'dateOfBirth', 'enrollmentStatus', 'lastContactAt', 'mrn', 'createdAt',
] as const;
export type RosterSortKey = (typeof ROSTER_SORT_KEYS)[number];

/** GET /roster query (all optional; defaults: sortKey lastName, ASC, skip 0, take 20, max take 200). */
export interface RosterQuery {
  /** Name ('smith', 'jane smith', 'smith, jane'), phone digits, MRN or date of birth (MM/DD/YYYY). */
  search?: string;
  /** Comma-separated EnrollmentStatus values. */
  enrollmentStatus?: string;
  needsResponse?: boolean;
  doNotDisturb?: boolean;
  sortKey?: RosterSortKey;
  sortDirection?: SortDirection;
  skip?: number;
  take?: number;
}

/** Roster presets (UserConfig/cachePresetRoster): a named filter of the roster. */
export const ROSTER_PRESETS = {
  all: { label: 'All patients', filter: {} },
  enrolled: { label: 'Enrolled', filter: { enrollmentStatus: 'approved' } },
  needs_response: { label: 'Needs response', filter: { needsResponse: true } },
  invited: { label: 'Invited, not yet enrolled', filter: { enrollmentStatus: 'initiated,sent,waiting_for_phone_call,waiting_for_approval' } },
  not_enrolled: { label: 'Not enrolled', filter: { enrollmentStatus: 'not_enrolled,denied,cancelled,patient_declined' } },
  opted_out: { label: 'Opted out or inactive', filter: { enrollmentStatus: 'opted_out,inactivated,unenrolled' } },
} as const satisfies Record<string, { label: string; filter: Pick<RosterQuery, 'enrollmentStatus' | 'needsResponse'> }>;
export type RosterPresetKey = keyof typeof ROSTER_PRESETS;

/** GET UserConfig/cachePresetRoster answer; POST takes { presetRosterKey }. */
export interface RosterPresetConfig {
  presetRosterKey: RosterPresetKey | null;
}

/** Communication preferences (GET/PUT /patients/:id/comm-prefs). Times 'HH:mm' in 15-minute steps. */
export interface CommPrefs {
  smsEnabled: boolean;
  chatEnabled: boolean;
  voiceEnabled: boolean;
  contactStart: string;
  contactEnd: string;
  /** IANA zone. */
  timeZone: string;
  doNotDisturb: boolean;
}

/** True for 'HH:mm' on a 15-minute step (SPEC §9). */
export function isContactTime(value: unknown, stepMinutes = 15): value is string {
  if (typeof value !== 'string') return false;
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return Boolean(m) && Number(m![2]) % stepMinutes === 0;
}

export type ProgramEnrollmentStatus = (typeof PROGRAM_ENROLLMENT_STATUSES)[number];

/** GET /patients/:id/programs: one per program the patient is in. */
export interface ProgramEnrollment {
  programId: string;
  programName: string;
  status: ProgramEnrollmentStatus;
  /** Invites tried so far (SPEC §9: at most 3). */
  inviteAttempts: number;
  updatedAt: string | null;
}

/** A member of a care team (GET /patients/:id/care-team, GET /roster-professional). */
export interface CareTeamMember {
  id: string;
  /** SPEC title option (Dr., Ms. …); `prefix` carries the same value for task pickers. */
  title: string | null;
  prefix: string | null;
  firstName: string;
  lastName: string;
  suffix: string | null;
  /** SPEC role label (Physician, Case Manager …) in this organisation. */
  role: string;
  email: string;
  userName: string;
  /** On the patient's care team: whether this member is the primary contact. */
  primary?: boolean;
}

/** POST /enrollment/invite { patientId } answer. */
export interface EnrollmentInvitation {
  patientId: string;
  enrollmentStatus: EnrollmentStatus;
  expiresAt: string;
  /** Last four digits of the number texted. */
  sentToLast4: string;
}

/** GET MeasureReport/:id (medical history; needs the x-id-token header). */
export interface MeasureReport {
  patientId: string;
  measures: {
    id: string;
    code: string;
    name: string;
    value: string;
    unit: string | null;
    measuredAt: string;
    status: 'met' | 'not_met' | 'pending';
  }[];
}

/** GET DocumentReference/beneficiary/:id: one row per document. */
export interface DocumentReference {
  id: string;
  patientId: string;
  title: string;
  kind: string;
  author: string | null;
  createdAt: string;
}

// ---------------------------------------------------------------- conversations

export type Channel = 'sms' | 'chat';
export type Urgency = 'normal' | 'urgent';
/** SPEC §4: list types; 'direct' is called 'conversation' by CommunicationRequest (both accepted). */
export type CommunicationType = 'direct' | 'conversation' | 'system';
export type ConversationStatus = 'active' | 'closed';
export const CONVERSATION_SORT_KEYS = ['created_at', 'updated_at', 'last_message_at', 'needs_response', 'patient_name'] as const;
export type ConversationSortKey = (typeof CONVERSATION_SORT_KEYS)[number];

/** One row of GET CommunicationRequest. */
export interface ConversationSummary {
  id: string;
  patientId: string;
  patientName: string;
  orgId: string;
  communicationType: 'conversation' | 'system';
  status: ConversationStatus;
  subject: string | null;
  urgency: Urgency;
  needsResponse: boolean;
  /** A system conversation still running (SPEC §2: until 'End Conversation'). */
  automated: boolean;
  /** True while automated: professionals cannot send until it is ended. */
  isConvoLocked: boolean;
  createdAt: string;
  updatedAt: string;
  lastMessageAt: string | null;
  lastMessagePreview: string | null;
  channel: Channel | null;
  doNotDisturb: boolean;
  optedOut: boolean;
}

export type MessageStatus = 'sent' | 'delivered' | 'failed' | 'received';

/** One message of GET Communication (newest first). */
export interface Message {
  id: string;
  /** The sender's id for the send (idempotency key); null for inbound and system messages. */
  clientId: string | null;
  conversationId: string;
  patientId: string;
  body: string;
  direction: 'inbound' | 'outbound';
  channel: Channel;
  status: MessageStatus;
  sentAt: string;
  senderId: string | null;
  senderName: string | null;
  urgency: Urgency;
  subject: string | null;
  /** Increasing per database: GET Communication?after={seq} fetches everything newer. */
  seq: number;
}

/** POST /messages. A retry with the same clientId answers the first message, never a second one. */
export interface SendMessageInput {
  clientId: string;
  patientId: string;
  conversationId?: string | null;
  body: string;
  channel: Channel;
  urgency: Urgency;
  subject?: string | null;
}

/** Live message data (socket types of SPEC §4), published on organization:{orgId}. */
export interface InteractionEvent {
  /** A message was sent or received. */
  conversationId: string;
  patientId: string;
  messageId: string;
  seq: number;
  direction: 'inbound' | 'outbound';
}
export interface OrganizationEvent {
  /** The conversation list changed: opened, closed, ended, needs-response flipped. */
  conversationId: string;
  patientId: string;
  change: 'opened' | 'closed' | 'ended' | 'message';
}
export interface BeneficiaryEvent {
  /** Something about the patient changed. */
  patientId: string;
  change: 'opted_out' | 'opted_in' | 'updated' | 'comm_prefs' | 'enrollment' | 'call';
}

// ---------------------------------------------------------------- tasks

export const TASK_STATUSES = {
  open: 'Open',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const;
export type TaskStatus = keyof typeof TASK_STATUSES;

/** Statuses a task may move to from `status` (its availableStatuses; PUT task/{id}/update/{status}). */
export function availableTaskStatuses(status: TaskStatus): TaskStatus[] {
  switch (status) {
    case 'open':
      return ['in_progress', 'completed', 'cancelled'];
    case 'in_progress':
      return ['open', 'completed', 'cancelled'];
    case 'completed':
    case 'cancelled':
      return ['open'];
  }
}

/** Besides a status, PUT task/{id}/update/assign with { assignedTo } reassigns a task. */
export const TASK_ASSIGN_ACTION = 'assign';

export interface TaskProfessional {
  id: string;
  prefix: string | null;
  firstName: string;
  lastName: string;
  suffix: string | null;
}

export interface Task {
  id: string;
  orgId: string;
  title: string;
  description: string;
  /** 'YYYY-MM-DD'; the due time is noon local on that day (SPEC §4). */
  dueDate: string | null;
  status: TaskStatus;
  availableStatuses: TaskStatus[];
  /** Professional id, or null. */
  assignedTo: string | null;
  availableProfessionals: TaskProfessional[];
  patientId: string | null;
  patientName: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

/** POST /task. */
export interface NewTask {
  title: string;
  description: string;
  assignedTo: string;
  dueDate: string | null;
  patientId?: string | null;
}

// ---------------------------------------------------------------- calls

/** POST /voice/calls. */
export interface NewCallRequest {
  patientId: string;
  patientNumber: string;
  providerNumber: string;
  providerName: string;
}

/** A logged call (answer of POST /voice/calls; GET /patients/:id/calls). */
export interface CallLogEntry {
  id: string;
  patientId: string;
  professionalId: string;
  providerName: string;
  /** Last four digits only. */
  patientNumberLast4: string;
  status: 'connected' | 'failed';
  startedAt: string;
}

// ---------------------------------------------------------------- SMS simulator (demo)

export interface SimulatedText {
  id: string;
  /** 'to_phone': sent by Hearth to the phone; 'from_phone': the phone's reply. */
  direction: 'to_phone' | 'from_phone';
  body: string;
  at: string;
}
export interface SimulatedPhone {
  /** 10 digits. */
  phone: string;
  texts: SimulatedText[];
}

// ---------------------------------------------------------------- organisation metrics

export type OrgMetricTotals = {
  patients: number;
  enrolled: number;
  optedOut: number;
  conversationsOpen: number;
  conversationsNeedingResponse: number;
  tasksOpen: number;
  tasksOverdue: number;
  tasksDueToday: number;
  messagesLast30Days: number;
};

export interface OrgMetricsDay {
  /** 'YYYY-MM-DD' (UTC). */
  date: string;
  messages: number;
  inbound: number;
  outbound: number;
  /** Tasks created that day. */
  tasks: number;
  tasksCompleted: number;
}

/** GET organization/metrics. */
export interface OrgMetrics {
  orgId: string;
  generatedAt: string;
  totals: OrgMetricTotals;
  patientsByStatus: Record<EnrollmentStatus, number>;
  /** 30 days, oldest first, today last. */
  daily: OrgMetricsDay[];
}
/** The UI's earlier name. */
export type OrganizationMetrics = OrgMetrics;
