/**
 * Hospital events (SPEC §2, §3): admissions and discharges that hospitals send as HL7 v2 ADT
 * messages, each kept as one event of an organisation, matched to a patient when it can be.
 */
import type { Gender } from './patients';

/** The event types of SPEC §3's notification types that an ADT message becomes. */
export const ADT_EVENT_TYPES = ['IP_ADMISSION', 'IP_DISCHARGE', 'ED_ADMISSION', 'ED_DISCHARGE'] as const;
export type AdtEventType = (typeof ADT_EVENT_TYPES)[number];

export const ADT_EVENT_TYPE_LABELS: Record<AdtEventType, string> = {
  IP_ADMISSION: 'Inpatient admission',
  IP_DISCHARGE: 'Inpatient discharge',
  ED_ADMISSION: 'ED admission',
  ED_DISCHARGE: 'ED discharge',
};

/** new: needs action; acknowledged: seen, nothing more; task_created: followed up by a task. */
export const ADT_EVENT_STATUSES = ['new', 'acknowledged', 'task_created'] as const;
export type AdtEventStatus = (typeof ADT_EVENT_STATUSES)[number];

/** Refusals about one event that the API sends and the console shows. */
export const ADT_EVENT_MESSAGES = {
  alreadyMatched: 'This event is already matched to a patient.',
} as const;

/** How the event found its patient: organisation + MRN, name + date of birth, or a person. */
export type AdtMatch = 'mrn' | 'name_dob' | 'manual';

/**
 * The patient as the message's PID segment describes them, as sent (nothing checked against the
 * roster's rules): what "Add to roster" fills the add-patient form with.
 */
export interface Hl7Patient {
  /** PID-3: the first identifier. */
  mrn: string | null;
  /** PID-5: given and family name. */
  firstName: string;
  lastName: string;
  /** PID-7 as 'YYYY-MM-DD'; null when absent or not a date. */
  dateOfBirth: string | null;
  /** PID-8 (HL7 table 0001): F female, M male; U, O, A, N and X are not specified; null when absent or unknown. */
  gender: Gender | null;
  /** PID-11: the first address, street, city, state and ZIP on one line. */
  address: string | null;
  /** PID-13: the number marked a cell phone, else the first number, as sent (e-mail addresses there are not phones). */
  phone: string | null;
  /** The hospital marked that number a cell phone (XTN-3 CP): it can take texts. */
  phoneIsMobile: boolean;
}

export interface AdtEvent {
  id: string;
  orgId: string;
  type: AdtEventType;
  status: AdtEventStatus;
  /** The hospital's time of the event (EVN-2, else MSH-7), ISO. */
  occurredAt: string;
  receivedAt: string;
  /** MSH-4, the sending facility's code. */
  facility: string;
  /** The facility's name where configured, else its code. */
  facilityName: string;
  /** Null while unmatched: a person matches it on the events page. */
  patientId: string | null;
  match: AdtMatch | null;
  /** As the hospital sent them. */
  mrn: string | null;
  patientName: string;
  dateOfBirth: string | null;
  /** PV1-2 (E emergency, I inpatient, O outpatient …). */
  patientClass: string | null;
  /** PV1-3: unit, room, bed. */
  location: string | null;
  attending: string | null;
  /** PV2-3 or the first DG1: why the patient came. */
  reason: string | null;
  acknowledgedAt: string | null;
  acknowledgedBy: string | null;
  taskId: string | null;
  /** While unmatched: the patient as the hospital sent them (PID), to add to the roster. Null once matched. */
  hl7Patient: Hl7Patient | null;
}
