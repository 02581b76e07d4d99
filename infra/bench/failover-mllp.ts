/**
 * The failover run's hospital feed: one MLLP connection to each API instance, each sending ADT
 * admissions at a steady rate and waiting for each ACK. A connection that is cut (its instance
 * died) or refused sends the same message (same control id) to the other instance, as a hospital
 * with two addresses does. Afterwards, every message that got an AA must be stored exactly once.
 */
import type pg from 'pg';
import { adtText } from '../api/src/channels/mllp/hl7-builder';
import { acked, MllpSender } from './mllp-sender';

const FACILITY = 'RIVERSIDE_HOSP';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface MllpFeed {
  sent: number;
  /** Control ids that got an AA. */
  acked: string[];
  refused: number;
  /** Sends that were cut off or refused a connection and went again (to the other instance). */
  resent: number;
  stop(): Promise<void>;
}

/** Starts `perSecond` messages a second on each of `ports` (one connection each) until stopped. */
export function startMllpFeed(ports: number[], perSecond: number, nonce: string): MllpFeed {
  let running = true;
  let sequence = 0;
  const feed: MllpFeed = { sent: 0, acked: [], refused: 0, resent: 0, stop: async () => undefined };
  const message = (controlId: string, i: number) =>
    adtText({
      controlId, facility: FACILITY, trigger: 'A01', patientClass: 'I', mrn: `RFP${100_000 + (i % 200)}`, lastName: '', firstName: '', dateOfBirth: null,
      at: new Date(), location: '4W/401/B', attending: 'Okafor, Ada', reason: 'Failover check',
    });

  async function connection(first: number): Promise<void> {
    let target = first;
    let sender: MllpSender | null = null;
    const start = Date.now();
    for (let n = 0; running; n++) {
      const i = ++sequence;
      const controlId = `FO-${nonce}-${i}`;
      feed.sent++;
      // Resent (same control id) until an instance answers.
      for (let attempt = 0; ; attempt++) {
        try {
          sender ??= await MllpSender.connect(ports[target]);
          const ack = await sender.send(message(controlId, i));
          if (acked(ack)) feed.acked.push(controlId);
          else feed.refused++;
          break;
        } catch {
          sender = null;
          feed.resent++;
          target = (target + 1) % ports.length;
          if (attempt >= 20) break;
          await sleep(50);
        }
      }
      await sleep(Math.max(0, start + ((n + 1) * 1000) / perSecond - Date.now()));
    }
    sender?.close();
  }

  const done = Promise.all(ports.map((_, k) => connection(k)));
  feed.stop = async () => {
    running = false;
    await done;
  };
  return feed;
}

/** From the database: acknowledged messages not stored, and stored (or made an event) more than once. */
export async function checkMllpFeed(db: pg.Client, feed: MllpFeed, nonce: string) {
  const { rows } = await db.query<{ control_id: string; messages: string; events: string }>(
    `select m.control_id, count(distinct m.id) as messages, count(e.id) as events
       from adt_messages m left join adt_events e on e.message_id = m.id
      where m.sending_facility = $1 and m.control_id like $2 group by m.control_id`,
    [FACILITY, `FO-${nonce}-%`],
  );
  const stored = new Map(rows.map((r) => [r.control_id, r]));
  return {
    mllpSent: feed.sent,
    mllpAcked: feed.acked.length,
    mllpRefused: feed.refused,
    mllpResent: feed.resent,
    mllpAckedMissing: feed.acked.filter((id) => !stored.has(id)).length,
    mllpDoubled: rows.filter((r) => Number(r.messages) > 1 || Number(r.events) > 1).length,
  };
}
