/**
 * Hospital events (SPEC §2, §3): admissions and discharges that hospitals send as HL7 v2 ADT
 * messages, each kept as one event of an organisation, matched to a patient when it can be.
 */

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

/** How the event found its patient: organisation + MRN, name + date of birth, or a person. */
export type AdtMatch = 'mrn' | 'name_dob' | 'manual';

export interface AdtEvent {
  id: string;
  orgId: string;
  type: AdtEventType;
  status: AdtEventStatus;
  /** The hospital's time of the event (EVN-2, else MSH-7), ISO. */
  occurredAt: string;
  receivedAt: string;
  /** MSH-4, the sending facility. */
  facility: string;
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
}
