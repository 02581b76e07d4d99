/**
 * HL7 ACKs: AA when the message was taken (or was a resend of one taken), AE / AR with the reason
 * in MSA-3 and an ERR segment otherwise. Built by @medplum/core's buildAck from the message, or by
 * hand for text that is not HL7 at all (there is nothing to answer from).
 */
import { Hl7Message, Hl7Segment } from '@medplum/core';

type AckCode = 'AA' | 'AE' | 'AR';

export interface Acknowledgement {
  code: AckCode;
  /** Why, in words (MSA-3). */
  text: string;
  /** HL7 table 0357 error code for AE/AR. */
  errorCode?: string;
}

function hl7Now(): string {
  return new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

let sequence = 0;
const ackControlId = () => `HEARTH${Date.now()}${(sequence = (sequence + 1) % 1000).toString().padStart(3, '0')}`;

function withReason(ack: Hl7Message, a: Acknowledgement, controlId: string): Hl7Message {
  const msa = new Hl7Segment(['MSA', a.code, controlId, a.text]);
  if (!ack.setSegment('MSA', msa)) ack.segments.splice(1, 0, msa);
  if (a.code !== 'AA') {
    // ERR-3 error code, ERR-4 severity (E error), ERR-8 user message.
    ack.segments.push(new Hl7Segment(['ERR', '', '', `${a.errorCode ?? '207'}`, 'E', '', '', '', a.text]));
  }
  return ack;
}

export function ackFor(message: Hl7Message, a: Acknowledgement, controlId: string): Hl7Message {
  const ack = message.buildAck({ ackCode: a.code });
  return withReason(ack, a, controlId);
}

/** The ACK of text that could not be parsed as HL7 v2. */
export function ackForUnparseable(a: Acknowledgement): Hl7Message {
  const msh = Hl7Segment.parse(`MSH|^~\\&|HEARTH|HEARTH|||${hl7Now()}||ACK|${ackControlId()}|P|2.5.1`);
  return withReason(new Hl7Message([msh]), a, '');
}

/** The texts of Hearth's ACKs (MSA-3). */
export const ACK_TEXTS = {
  accepted: 'Message accepted',
  duplicate: 'Message already received; stored once',
  unknownFacility: (facility: string) => `Unknown sending facility ${facility}; kept for review`,
  notHl7: 'Not an HL7 v2 message',
  failed: 'The message could not be stored; send it again',
} as const;
