/**
 * Live fan-out through the database, so it works across API instances: publish() sends a NOTIFY
 * on one channel; every instance LISTENs on it and hands the message to its local hub. A payload
 * too big for NOTIFY (PostgreSQL's limit is 8000 bytes) is stored in live_payloads and the
 * notification carries only its id. A revocation travels the same way ({ close: holder }), so every
 * instance closes its own sockets of a session, professional or patient whose access ended.
 */
import type { LiveEvent, LiveEvents, LiveEventType } from '@hearth/shared-kernel/conversations';
import { LIVE_MESSAGE_TYPES } from '@hearth/shared-kernel/domain';
import { z } from 'zod';
import type { Db } from '../db/types';
import type { LiveHub } from './hub';

export const NOTIFY_LIMIT_BYTES = 7900;
const KEEP_STORED_SECONDS = 600;

const envelope = z.union([
  z.object({ sub: z.string(), type: z.enum(LIVE_MESSAGE_TYPES), data: z.unknown() }),
  z.object({ ref: z.string().regex(/^\d+$/) }),
  z.object({ close: z.string().min(1) }),
]);

export interface LiveFanout {
  /** One event, its payload typed by its type (the kernel's map). */
  publish<K extends LiveEventType>(sub: string, type: K, data: LiveEvents[K]): Promise<void>;
  /**
   * Closes, on every instance, the sockets held by `holder` (hub.ts holders). Call it after the
   * revocation is committed, so a socket that reconnects at once finds the access gone.
   */
  closeSockets(holder: string): Promise<void>;
  stop(): Promise<void>;
}

/** What the routes need of the live sockets: publish, and close those of an access that ended. */
export type LiveOutlet = Pick<LiveFanout, 'publish' | 'closeSockets'>;

/** What code that ends someone's access needs of the live sockets. */
export type SocketCloser = Pick<LiveFanout, 'closeSockets'>;

export interface FanoutLog {
  warn(obj: object, msg: string): void;
}

export async function startLiveFanout(db: Db, channel: string, hub: LiveHub, log: FanoutLog): Promise<LiveFanout> {
  async function receive(payload: string): Promise<void> {
    const parsed = envelope.safeParse(JSON.parse(payload));
    if (!parsed.success) throw new Error('malformed live notification');
    if ('close' in parsed.data) {
      hub.closeHeldBy(parsed.data.close, 'Access revoked');
      return;
    }
    // What publish() sent, typed by it: only publish() writes to this channel.
    let message: LiveEvent;
    if ('ref' in parsed.data) {
      const { rows } = await db.query<{ body: string }>('select body from live_payloads where id = $1', [parsed.data.ref]);
      if (!rows[0]) throw new Error('stored live payload is gone');
      message = JSON.parse(rows[0].body) as LiveEvent;
    } else {
      message = parsed.data as LiveEvent;
    }
    hub.deliver(message);
  }

  const stopListening = await db.listen(channel, (payload) => {
    receive(payload).catch((error: Error) => log.warn({ err: error }, 'live notification dropped'));
  });

  return {
    async publish(sub, type, data) {
      const body = JSON.stringify({ sub, type, data });
      if (Buffer.byteLength(body, 'utf8') <= NOTIFY_LIMIT_BYTES) {
        await db.notify(channel, body);
        return;
      }
      const { rows } = await db.query<{ id: string }>('insert into live_payloads (body) values ($1) returning id::text as id', [body]);
      await db.notify(channel, JSON.stringify({ ref: rows[0].id }));
      await db.query('delete from live_payloads where created_at < now() - make_interval(secs => $1)', [KEEP_STORED_SECONDS]);
    },
    closeSockets: (holder) => db.notify(channel, JSON.stringify({ close: holder })),
    stop: stopListening,
  };
}
