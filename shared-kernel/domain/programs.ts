/** A patient's programs (GET /patients/:id/programs). */
import type { PROGRAM_ENROLLMENT_STATUSES } from './entities';

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

/** An organisation's program with its enrollment counts (GET /programs). */
export interface ProgramSummary {
  /** The catalogue key, the URL's program_id ('stayintouch'). */
  id: string;
  name: string;
  description: string;
  counts: Record<ProgramEnrollmentStatus, number>;
  total: number;
}

/** When a practice invites patients (SPEC §3 practice settings). */
export interface OutreachSettings {
  /** 'HH:mm' in the practice's time zone. */
  initiateOutreachTime: string;
  stopResponsesTime: string;
  frequency: 'daily' | 'weekly';
  days: 'weekdays' | 'all';
  timeZone: string;
}

/** One step of the outreach funnel: how many patients reached it. */
export interface FunnelStep {
  label: string;
  value: number;
}

export interface ProgramOverview extends ProgramSummary {
  outreach: OutreachSettings;
  /** The next time invitations go out (ISO). */
  nextWindowStart: string;
  funnel: FunnelStep[];
  outreachRuns: number;
  invitationsSent: number;
}

/** A patient enrolled in a program (the program roster). */
export interface ProgramRosterPatient {
  patientId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  mrn: string | null;
  status: ProgramEnrollmentStatus;
  inviteAttempts: number;
  lastInvitedAt: string | null;
  updatedAt: string;
}

/** A patient of the organisation not yet in the program. */
export interface EligiblePatient {
  patientId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  mrn: string | null;
  hasSmsPhone: boolean;
  doNotDisturb: boolean;
  optedOut: boolean;
}

export interface OutreachRun {
  id: string;
  windowStart: string;
  windowEnd: string;
  status: 'running' | 'done';
  invited: number;
  failed: number;
  pending: number;
  agreed: number;
  neverResponded: number;
}

export interface OutreachAttempt {
  patientId: string;
  firstName: string;
  lastName: string;
  attempt: number;
  status: 'pending' | 'sent' | 'failed';
  reason: string | null;
  sentAt: string | null;
  result: 'agreed' | 'never_responded' | 'opted_out' | null;
  repliedAt: string | null;
}

export interface OutreachDetail extends OutreachRun {
  attempts: OutreachAttempt[];
}

/** A program the organisation may add (GET /programs/catalogue). */
export interface CatalogueProgram {
  id: string;
  name: string;
  description: string;
  added: boolean;
}

/** Figures for the provider-admin and client-partner landings (practice, tasks). */
export interface ProgramFigures {
  programName: string;
  enrolled: number;
  agreed: number;
  inQueue: number;
  invitedThisWeek: number;
  agreedThisWeek: number;
  openTasks: number;
  nextWindowStart: string;
  outreach: OutreachSettings;
}

/** What a professional may do to an enrollment from the program roster. */
export const PROGRAM_STATUS_ACTIONS = ['stop', 'deactivate', 'requeue'] as const;
export type ProgramStatusAction = (typeof PROGRAM_STATUS_ACTIONS)[number];
