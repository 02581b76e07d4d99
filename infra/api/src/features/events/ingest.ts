/**
 * Takes one HL7 v2 message (from MLLP or HTTP) and answers its ACK: parse (@medplum/core), read
 * the ADT fields, find the organisation of the sending facility, store the message once per
 * control id with its event and the notifications to send, then tell the organisation's sockets
 * and send the notifications. Nothing is stored for a malformed message (AE) or one of a kind
 * Hearth does not take (AR); a message from an unknown facility is kept for review (AR).
 */
import { randomUUID } from 'node:crypto';
import { Hl7Message } from '@medplum/core';
import { ADT_LIVE_MESSAGE_TYPE, type AdtLiveEvent } from '@hearth/shared-kernel/conversations';
import type { AdtEventType, AdtMatch } from '@hearth/shared-kernel/domain';
import type { Db, Queryable } from '../../platform/db/types';
import type { LiveOutlet } from '../../platform/live/fanout';
import { orgSub } from '../../platform/live/subscriptions';
import { ACK_TEXTS, ackFor, ackForUnparseable, type Acknowledgement } from '../../channels/mllp/ack';
import { AdtRefusal, HL7_ERROR, controlIdOf, readAdt, type AdtMessage } from './adt-message';
import { orgOfFacility, type FacilityMap } from './facilities';
import { queueNotifications } from './recipients';

type Transport = 'mllp' | 'http';

interface IntakeResult {
  ack: Hl7Message;
  code: Acknowledgement['code'];
  /** The event made from the message (not for a resend, a refusal or an unknown facility). */
  eventId: string | null;
}

export interface AdtIntake {
  receive(message: Hl7Message, transport: Transport): Promise<IntakeResult>;
  receiveText(text: string, transport: Transport): Promise<IntakeResult>;
}

export interface IntakeDeps {
  db: Db;
  live: Pick<LiveOutlet, 'publish'>;
  facilities: FacilityMap;
  /** Sends the notifications written with an event (after it commits). */
  notify: () => void;
  log: { warn(obj: object, msg: string): void };
}


async function findPatient(q: Queryable, orgId: string, m: AdtMessage): Promise<{ id: string; match: AdtMatch } | null> {
  if (m.mrn) {
    const { rows } = await q.query<{ id: string }>('select id::text as id from patients where org_id = $1 and mrn = $2', [orgId, m.mrn]);
    if (rows[0]) return { id: rows[0].id, match: 'mrn' };
  }
  if (m.firstName && m.lastName && m.dateOfBirth) {
    // Only a single patient of that name and birth date counts as a match; two is for a person.
    const { rows } = await q.query<{ id: string }>(
      `select id::text as id from patients
        where org_id = $1 and lower(last_name) = lower($2) and lower(first_name) = lower($3) and date_of_birth = $4::date limit 2`,
      [orgId, m.lastName, m.firstName, m.dateOfBirth],
    );
    if (rows.length === 1) return { id: rows[0].id, match: 'name_dob' };
  }
  return null;
}

export function createAdtIntake(deps: IntakeDeps): AdtIntake {
  const { db, live, facilities } = deps;

  async function store(message: Hl7Message, m: AdtMessage, orgId: string, transport: Transport) {
    return db.tx(async (q) => {
      const messageId = randomUUID();
      const inserted = await q.query<{ id: string }>(
        `insert into adt_messages (id, sending_facility, control_id, transport, outcome, org_id, raw)
         values ($1, $2, $3, $4, 'accepted', $5, $6) on conflict (sending_facility, control_id) do nothing returning id::text as id`,
        [messageId, m.sendingFacility, m.controlId, transport, orgId, message.toString()],
      );
      if (!inserted.rows[0]) return null;
      const patient = await findPatient(q, orgId, m);
      const eventId = randomUUID();
      await q.query(
        `insert into adt_events (id, message_id, org_id, type, patient_id, match_method, mrn, first_name, last_name, date_of_birth,
                                 patient_class, location, attending, reason, occurred_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11, $12, $13, $14, $15)`,
        [
          eventId, messageId, orgId, m.type, patient?.id ?? null, patient?.match ?? null, m.mrn, m.firstName, m.lastName,
          m.dateOfBirth, m.patientClass, m.location, m.attending, m.reason, m.occurredAt.toISOString(),
        ],
      );
      await queueNotifications(q, { id: eventId, orgId, patientId: patient?.id ?? null, type: m.type });
      return { eventId, type: m.type };
    });
  }

  async function keepForReview(message: Hl7Message, m: { sendingFacility: string; controlId: string }, transport: Transport, reason: string) {
    await db.query(
      `insert into adt_messages (id, sending_facility, control_id, transport, outcome, reason, raw)
       values ($1, $2, $3, $4, 'unknown_facility', $5, $6) on conflict (sending_facility, control_id) do nothing`,
      [randomUUID(), m.sendingFacility, m.controlId, transport, reason, message.toString()],
    );
  }

  async function receive(message: Hl7Message, transport: Transport): Promise<IntakeResult> {
    const controlId = controlIdOf(message);
    const answer = (a: Acknowledgement, eventId: string | null = null): IntakeResult => ({ ack: ackFor(message, a, controlId), code: a.code, eventId });
    let m: AdtMessage;
    try {
      m = readAdt(message);
    } catch (error) {
      if (error instanceof AdtRefusal) return answer({ code: error.ackCode, errorCode: error.errorCode, text: error.message });
      throw error;
    }
    const orgId = orgOfFacility(facilities, m.sendingFacility);
    if (!orgId) {
      const text = ACK_TEXTS.unknownFacility(m.sendingFacility);
      await keepForReview(message, m, transport, text);
      // The facility code and control id only: enough to find the message, no patient detail.
      deps.log.warn({ facility: m.sendingFacility, controlId: m.controlId }, 'ADT message from an unknown facility kept for review');
      return answer({ code: 'AR', errorCode: HL7_ERROR.unknownKey, text });
    }
    let stored: { eventId: string; type: AdtEventType } | null;
    try {
      stored = await store(message, m, orgId, transport);
    } catch (error) {
      // The hospital keeps the message and resends it: say so rather than AA.
      deps.log.warn({ err: { name: (error as Error).name, code: (error as { code?: string }).code } }, 'ADT message not stored');
      return answer({ code: 'AE', errorCode: '207', text: ACK_TEXTS.failed });
    }
    if (!stored) return answer({ code: 'AA', text: ACK_TEXTS.duplicate });
    const data: AdtLiveEvent = { kind: 'adt_event', eventId: stored.eventId, type: stored.type, change: 'received' };
    await live.publish(orgSub(orgId), ADT_LIVE_MESSAGE_TYPE, data).catch(() => undefined);
    deps.notify();
    return answer({ code: 'AA', text: ACK_TEXTS.accepted }, stored.eventId);
  }

  return {
    receive,
    async receiveText(text, transport) {
      let message: Hl7Message;
      try {
        // Engines end segments with CR; a file or a form may carry LF or CRLF.
        message = Hl7Message.parse(text.replace(/\r\n|\n/g, '\r'));
      } catch {
        return { ack: ackForUnparseable({ code: 'AE', errorCode: HL7_ERROR.requiredFieldMissing, text: ACK_TEXTS.notHl7 }), code: 'AE', eventId: null };
      }
      return receive(message, transport);
    },
  };
}
