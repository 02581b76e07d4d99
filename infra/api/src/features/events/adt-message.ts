/**
 * Reads what Hearth needs from a parsed HL7 v2 ADT message (MSH, EVN, PID, PV1, PV2, DG1), or
 * says why it cannot: AE (HL7 "application error") for a message that breaks the standard, AR
 * ("application reject") for one Hearth does not take. The parsing itself is @medplum/core's.
 */
import type { Hl7Message } from '@medplum/core';
import type { AdtEventType } from '@hearth/shared-kernel/domain';
import { adtEventType } from './adt-type';
import { first, hl7Date } from '../../channels/mllp/hl7-fields';
import { pidPatient } from './pid-patient';

export interface AdtMessage {
  controlId: string;
  sendingFacility: string;
  trigger: string;
  type: AdtEventType;
  occurredAt: Date;
  mrn: string | null;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  patientClass: string | null;
  location: string | null;
  attending: string | null;
  reason: string | null;
}

/** HL7 table 0357 codes used in the ERR segment of a refusal. */
export const HL7_ERROR = {
  requiredFieldMissing: '101',
  dataTypeError: '102',
  unsupportedMessageType: '200',
  unsupportedEventCode: '201',
  unknownKey: '204',
} as const;

export class AdtRefusal extends Error {
  constructor(
    readonly ackCode: 'AE' | 'AR',
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

const error = (code: string, message: string) => new AdtRefusal('AE', code, message);

/** YYYYMMDD[HHMM[SS[.S+]]][+/-ZZZZ] → a Date; without an offset the time is read as UTC. */
export function hl7Time(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(?:(\d{2})(?:\.\d{1,4})?)?)?([+-]\d{4})?$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = m;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}${zone ? `${zone.slice(0, 3)}:${zone.slice(3)}` : 'Z'}`;
  // The calendar day must exist (Date would roll 20260231 over into March).
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (day.getUTCMonth() !== Number(mo) - 1 || day.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The control id of any message that has an MSH, for its ACK (even a refused one). */
export const controlIdOf = (message: Hl7Message): string => first(message.getSegment('MSH'), 10);

export function readAdt(message: Hl7Message): AdtMessage {
  const msh = message.getSegment('MSH');
  if (!msh || message.segments[0]?.name !== 'MSH') throw error(HL7_ERROR.requiredFieldMissing, 'The message does not start with an MSH segment');
  const controlId = first(msh, 10);
  if (!controlId) throw error(HL7_ERROR.requiredFieldMissing, 'MSH-10 (message control id) is missing');
  if (controlId.length > 199) throw error(HL7_ERROR.dataTypeError, 'MSH-10 (message control id) is too long');
  const sendingFacility = first(msh, 4);
  if (!sendingFacility) throw error(HL7_ERROR.requiredFieldMissing, 'MSH-4 (sending facility) is missing');
  const messageType = first(msh, 9, 1).toUpperCase();
  if (messageType !== 'ADT') throw new AdtRefusal('AR', HL7_ERROR.unsupportedMessageType, `Message type ${messageType || '(none)'} is not accepted; send ADT`);
  const evn = message.getSegment('EVN');
  const trigger = (first(msh, 9, 2) || first(evn, 1)).toUpperCase();
  const pv1 = message.getSegment('PV1');
  const patientClass = first(pv1, 2) || null;
  const type = adtEventType(trigger, patientClass);
  if (!type) throw new AdtRefusal('AR', HL7_ERROR.unsupportedEventCode, `ADT^${trigger || '(none)'} is not an event Hearth takes (A01, A03, A04)`);

  const pid = message.getSegment('PID');
  if (!pid) throw error(HL7_ERROR.requiredFieldMissing, 'The PID segment is missing');
  const { mrn, lastName, firstName } = pidPatient(pid);
  if (!mrn && !(lastName && firstName)) throw error(HL7_ERROR.requiredFieldMissing, 'PID-3 (patient identifier) and PID-5 (patient name) are both missing');
  const dobText = first(pid, 7);
  const dateOfBirth = dobText ? hl7Date(dobText) : null;
  if (dobText && !dateOfBirth) throw error(HL7_ERROR.dataTypeError, 'PID-7 (date of birth) is not a date');

  const timeText = first(evn, 6) || first(evn, 2) || first(msh, 7);
  const occurredAt = timeText ? hl7Time(timeText) : null;
  if (!occurredAt) throw error(timeText ? HL7_ERROR.dataTypeError : HL7_ERROR.requiredFieldMissing, 'The event time (EVN-2 or MSH-7) is missing or not a time');

  const location = pv1 ? [first(pv1, 3, 1), first(pv1, 3, 2), first(pv1, 3, 3)].filter(Boolean).join(' / ') || null : null;
  const attendingParts = pv1 ? [first(pv1, 7, 6), first(pv1, 7, 3), first(pv1, 7, 2)].filter(Boolean) : [];
  const reason = first(message.getSegment('PV2'), 3, 2) || first(message.getSegment('PV2'), 3, 1) || first(message.getSegment('DG1'), 4) || first(message.getSegment('DG1'), 3, 2) || null;
  return {
    controlId,
    sendingFacility,
    trigger,
    type,
    occurredAt,
    mrn,
    firstName,
    lastName,
    dateOfBirth,
    patientClass,
    location,
    attending: attendingParts.length ? attendingParts.join(' ') : null,
    reason,
  };
}
