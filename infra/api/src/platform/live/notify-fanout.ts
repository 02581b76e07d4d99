/**
 * Live fan-out through the database (the default): publish() sends a NOTIFY on one channel; every
 * instance LISTENs on it and hands each frame to its local hub. A payload too big for NOTIFY
 * (PostgreSQL's limit is 8000 bytes) is stored in live_payloads and the notification carries only
 * its id. A revocation travels the same way ({ close: holder }).
 */
import type { LiveEvent } from '@hearth/shared-kernel/conversations';
import { z } from 'zod';
import type { Db } from '../db/types';
import { asLiveEvent, closeFrame, eventFrame, frameText, type FanoutLog, type LiveFanout } from './fanout';
import type { LiveHub } from './hub';

const NOTIFY_LIMIT_BYTES = 7900;
const KEEP_STORED_SECONDS = 600;

const notification = z.union([eventFrame, z.object({ ref: z.string().regex(/^\d+$/) }), closeFrame]);

export async function startNotifyFanout(db: Db, channel: string, hub: LiveHub, log: FanoutLog): Promise<LiveFanout> {
  async function receive(payload: string): Promise<void> {
    const parsed = notification.safeParse(JSON.parse(payload));
    if (!parsed.success) throw new Error('malformed live notification');
    if ('close' in parsed.data) {
      hub.closeHeldBy(parsed.data.close, 'Access revoked');
      return;
    }
    let message: LiveEvent;
    if ('ref' in parsed.data) {
      const { rows } = await db.query<{ body: string }>('select body from live_payloads where id = $1', [parsed.data.ref]);
      if (!rows[0]) throw new Error('stored live payload is gone');
      message = asLiveEvent(eventFrame.parse(JSON.parse(rows[0].body)));
    } else {
      message = asLiveEvent(parsed.data);
    }
    hub.deliver(message);
  }

  const stopListening = await db.listen(channel, (payload) => {
    receive(payload).catch((error: Error) => log.warn({ err: error }, 'live notification dropped'));
  });

  return {
    async publish(sub, type, data) {
      const body = frameText(sub, type, data);
      if (Buffer.byteLength(body, 'utf8') <= NOTIFY_LIMIT_BYTES) {
        await db.notify(channel, body);
        return;
      }
      const { rows } = await db.query<{ id: string }>('insert into live_payloads (body) values ($1) returning id::text as id', [body]);
      await db.notify(channel, JSON.stringify({ ref: rows[0].id }));
      await db.query('delete from live_payloads where created_at < now() - make_interval(secs => $1)', [KEEP_STORED_SECONDS]);
    },
    async closeSockets(holder) {
      // Here at once, before the change's answer goes out; the notification's echo closes nothing more here.
      hub.closeHeldBy(holder, 'Access revoked');
      await db.notify(channel, JSON.stringify({ close: holder }));
    },
    stop: stopListening,
  };
}
