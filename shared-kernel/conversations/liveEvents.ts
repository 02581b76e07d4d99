/**
 * The live socket's events (SPEC §4), each type with its payload: what the API publishes and the
 * browser receives, typed once. Frames are { type, sub, data }.
 */
import type { BeneficiaryEvent, InteractionEvent, OrganizationEvent } from '../domain/conversations';
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

export interface LiveEvents {
  interaction: InteractionEvent;
  organization: OrganizationEvent | EnrollmentOrganizationEvent;
  beneficiary: BeneficiaryEvent;
  dbugga: DbuggaEvent;
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
