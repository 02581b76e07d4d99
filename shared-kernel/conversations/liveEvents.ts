/**
 * The live socket's events (SPEC §4), each type with its payload: what the API publishes and the
 * browser receives, typed once. Frames are { type, sub, data }.
 */
import type { BeneficiaryEvent, InteractionEvent, MessageStatusEvent, OrganizationEvent, UnreadEvent } from '../domain/conversations';
import type { AdtEventType } from '../domain/adtEvents';
import type { BroadcastProgress } from '../domain/broadcasts';
import type { EnrollmentStatus, LiveMessageType } from '../domain/entities';

/** The care team hears of an enrollment's progress (on organization:{orgId}). */
export interface EnrollmentOrganizationEvent {
  kind: 'enrollment';
  enrollmentId: string | null;
  patientId: string;
  status: EnrollmentStatus;
}

/** The debugger's ping answer (on professional:{id}). */
export interface DbuggaEvent {
  message: string;
  at: string;
}

/**
 * The live message of an event, published as an `organization` message (SPEC §4's socket types)
 * on the organisation's channel. It names the event, never the patient: each screen fetches what
 * its user may see.
 */
export const ADT_LIVE_MESSAGE_TYPE = 'organization' as const;
export interface AdtLiveEvent {
  kind: 'adt_event';
  eventId: string;
  type: AdtEventType;
  change: 'received' | 'acknowledged' | 'task_created' | 'matched';
}

export function isAdtLiveEvent(data: unknown): data is AdtLiveEvent {
  return typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'adt_event';
}

export interface LiveEvents {
  interaction: InteractionEvent;
  organization: OrganizationEvent | EnrollmentOrganizationEvent | AdtLiveEvent;
  beneficiary: BeneficiaryEvent;
  dbugga: DbuggaEvent;
  /** A broadcast's progress (on organization:{orgId}), after each batch it sends. */
  broadcast: BroadcastProgress;
  /** A professional's unread conversations changed (on professional:{id}). */
  unread: UnreadEvent;
  /** A message's delivery or reading changed (on organization:{orgId}). */
  message_status: MessageStatusEvent;
}

export type LiveEventType = keyof LiveEvents;

/** One frame of the socket, its data typed by its type. */
export type LiveEvent<K extends LiveEventType = LiveEventType> = { [T in K]: { type: T; sub: string; data: LiveEvents[T] } }[K];

/** What a patient's socket forwards of a care-team event about them: ids and kinds, never content. */
export type PatientLiveData = Partial<Pick<InteractionEvent & OrganizationEvent & BeneficiaryEvent, 'patientId' | 'conversationId' | 'messageId' | 'seq' | 'direction'>> & {
  kind?: string;
  change?: string;
  status?: string;
};

// The map names exactly the socket's types (a type added to one must be added to the other).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const LIVE_EVENT_TYPES_MATCH: Same<LiveEventType, LiveMessageType> = true;
