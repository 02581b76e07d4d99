/**
 * Shapes of the professional console's API answers. Until the kernel's domain module carries
 * them, they are declared here once, so swapping to the kernel's types is a change to this file.
 */

/** SPEC §7 list answers. */
export interface Paged<T> {
  totalRecords: number;
  results: T[];
}

export interface TaskProfessional {
  id: string;
  prefix?: string | null;
  firstName: string;
  lastName: string;
  suffix?: string | null;
}

export interface Task {
  id: string;
  title: string;
  description?: string | null;
  dueDate: string | null;
  status: string;
  /** Actions the server allows from the current status (PUT task/{id}/update/{action}). */
  availableStatuses: string[];
  assignedTo: string | null;
  availableProfessionals: TaskProfessional[];
  patientId?: string | null;
  patientName?: string | null;
}

export interface NewTask {
  title: string;
  description: string;
  assignedTo: string;
  dueDate: string | null;
  patientId?: string | null;
}

export type Channel = 'sms' | 'chat';
export type Urgency = 'normal' | 'urgent';

/** One row of GET CommunicationRequest. */
export interface ConversationSummary {
  id: string;
  patientId: string;
  patientName: string;
  orgId: string;
  communicationType: 'conversation' | 'system';
  status: 'active' | 'closed';
  subject?: string | null;
  urgency?: Urgency | null;
  needsResponse: boolean;
  /** A system conversation still running (SPEC §2: until 'End Conversation'). */
  automated?: boolean;
  isConvoLocked?: boolean;
  lastMessageAt?: string | null;
  lastMessagePreview?: string | null;
  channel?: Channel | null;
}

/** One message of GET Communication. */
export interface Message {
  id: string;
  clientId?: string | null;
  conversationId: string;
  patientId: string;
  body: string;
  direction: 'inbound' | 'outbound';
  channel: Channel;
  sentAt: string;
  senderName?: string | null;
  urgency?: Urgency | null;
  subject?: string | null;
}

export interface RosterPatient {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth?: string | null;
  smsPhoneNumber?: string | null;
  enrollmentStatus: string;
  orgId?: string;
  orgName?: string | null;
  needsResponse?: boolean;
  doNotDisturb?: boolean;
  lastContactAt?: string | null;
}

export interface PatientDetail extends RosterPatient {
  email?: string | null;
  gender?: string | null;
  voicePhoneNumber?: string | null;
  timeZone?: string | null;
  address?: string | null;
}

export interface CareTeamMember {
  id: string;
  title?: string | null;
  prefix?: string | null;
  firstName: string;
  lastName: string;
  suffix?: string | null;
  role?: string | number | null;
  email?: string | null;
  userName?: string | null;
}

export interface CommPrefs {
  smsEnabled: boolean;
  chatEnabled: boolean;
  voiceEnabled: boolean;
  contactStart: string;
  contactEnd: string;
  timeZone: string;
  doNotDisturb: boolean;
}

export interface ProgramEnrollment {
  programId: string;
  programName: string;
  status: string;
  updatedAt?: string | null;
}

export interface OrganizationMetrics {
  totals: Record<string, number>;
  /** One point per day, oldest first. */
  daily: { date: string; messages: number; tasks: number }[];
}
