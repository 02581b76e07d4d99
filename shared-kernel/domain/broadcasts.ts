/** Broadcast messages (SPEC §2, §8): one text to a filtered audience of the organisation's patients. */
import type { EnrollmentStatus } from './entities';
import type { ProgramEnrollmentStatus } from './programs';

export const BROADCAST_MAX_LENGTH = 640;
export const BROADCAST_HISTORY_LOAD_FAILED = 'Failed to load Broadcast Message History';

/** Who receives a broadcast; every filter is optional (none: every patient with a phone). */
export interface BroadcastAudience {
  /** A program's catalogue key. */
  programId?: string;
  /** Enrollment statuses in that program. */
  programStatuses?: ProgramEnrollmentStatus[];
  /** Patients on this professional's care team. */
  careTeamMemberId?: string;
  /** Patients on the sender's own care team. */
  onMyCareTeam?: boolean;
}

/**
 * Consent decides who gets a broadcast (a mass text needs prior consent, TCPA): a patient enrolled
 * with the practice (approved, see broadcastSkipReason), or one who said yes to a program's invitation. Programs' own
 * outreach invitations are how consent is asked, so they keep their own rule.
 */
export const BROADCAST_CONSENT_PROGRAM_STATUSES: readonly ProgramEnrollmentStatus[] = ['Agreed'];

/** Why a matching patient gets no broadcast, as the compose screen's breakdown names it. */
export const BROADCAST_SKIP_REASONS = {
  not_enrolled: 'not enrolled',
  enrollment_pending: 'enrollment not finished',
  declined: 'declined',
  denied: 'denied',
  cancelled: 'enrollment canceled',
  inactivated: 'inactivated',
  unenrolled: 'unenrolled',
  opted_out: 'opted out',
  do_not_disturb: 'Do Not Disturb',
  no_text_number: 'no text number',
} as const;
export type BroadcastSkipReason = keyof typeof BROADCAST_SKIP_REASONS;

/** A patient without consent, by enrollment status (opted out is its own reason, before consent). */
const NO_CONSENT_REASON: Record<Exclude<EnrollmentStatus, 'opted_out' | 'approved'>, BroadcastSkipReason> = {
  not_enrolled: 'not_enrolled',
  initiated: 'enrollment_pending',
  sent: 'enrollment_pending',
  waiting_for_phone_call: 'enrollment_pending',
  waiting_for_approval: 'enrollment_pending',
  patient_declined: 'declined',
  denied: 'denied',
  cancelled: 'cancelled',
  inactivated: 'inactivated',
  unenrolled: 'unenrolled',
};

/** What the rule reads of a patient. */
export interface BroadcastCandidate {
  enrollmentStatus: EnrollmentStatus;
  /** In one of the organisation's programs with a BROADCAST_CONSENT_PROGRAM_STATUSES status. */
  agreedToProgram: boolean;
  doNotDisturb: boolean;
  hasTextNumber: boolean;
}

/** The one rule of who gets a broadcast: null when the patient is texted, else the first reason not. */
export function broadcastSkipReason(p: BroadcastCandidate): BroadcastSkipReason | null {
  if (p.enrollmentStatus === 'opted_out') return 'opted_out';
  if (p.enrollmentStatus !== 'approved' && !p.agreedToProgram) return NO_CONSENT_REASON[p.enrollmentStatus];
  if (p.doNotDisturb) return 'do_not_disturb';
  if (!p.hasTextNumber) return 'no_text_number';
  return null;
}

export interface AudienceCount {
  /** Patients matching the filters. */
  total: number;
  /** Of them, who will be texted. */
  willSend: number;
  /** Of those texted, who prefer Spanish (they get the Spanish text when one is written). */
  willSendSpanish: number;
  /** Matching but not texted (no consent, opted out, Do Not Disturb, no text number). */
  skipped: number;
  /** The skipped, by reason (reasons with nobody left out). */
  skippedBy: Partial<Record<BroadcastSkipReason, number>>;
}

/** "41 not enrolled · 12 opted out · 3 Do Not Disturb": the skipped by reason, largest first. */
export function skipBreakdownText(skippedBy: AudienceCount['skippedBy']): string {
  // Ties keep BROADCAST_SKIP_REASONS' order.
  return (Object.keys(BROADCAST_SKIP_REASONS) as BroadcastSkipReason[])
    .map((reason) => [reason, skippedBy[reason] ?? 0] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `${n.toLocaleString('en-US')} ${BROADCAST_SKIP_REASONS[reason]}`)
    .join(' · ');
}

export type BroadcastStatus = 'queued' | 'sending' | 'done';

export interface BroadcastProgress {
  id: string;
  status: BroadcastStatus;
  audienceSize: number;
  sent: number;
  failed: number;
  skipped: number;
  pending: number;
}

export interface BroadcastSummary extends BroadcastProgress {
  body: string;
  /** The Spanish text, when one was written. */
  bodyEs: string | null;
  authorName: string;
  createdAt: string;
  finishedAt: string | null;
  /** The simulator and a gateway that accepts a text: delivered is what the gateway accepted. */
  delivered: number;
}

/** The 'broadcast' live message on the organisation's sub. */
export type BroadcastLiveEvent = BroadcastProgress;
