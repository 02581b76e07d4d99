/** Broadcast messages (SPEC §2, §8): one text to a filtered audience of the organisation's patients. */
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

export interface AudienceCount {
  /** Patients matching the filters. */
  total: number;
  /** Of them, who will be texted. */
  willSend: number;
  /** Opted out, Do Not Disturb or without a text number: counted, never texted. */
  skipped: number;
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
  authorName: string;
  createdAt: string;
  finishedAt: string | null;
  /** The simulator and a gateway that accepts a text: delivered is what the gateway accepted. */
  delivered: number;
}

/** The 'broadcast' live message on the organisation's sub. */
export type BroadcastLiveEvent = BroadcastProgress;
