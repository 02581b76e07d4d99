/**
 * The live fan-out: how a frame published on one API instance reaches the sockets on every
 * instance, and how a revocation closes sockets everywhere. One interface, one adapter per
 * transport (notify-fanout.ts: PostgreSQL LISTEN/NOTIFY, the default; nats-fanout.ts: NATS),
 * chosen by HEARTH_LIVE_FANOUT (start-fanout.ts). The frames they carry are checked by the
 * schemas here on arrival.
 */
import type { LiveEvent, LiveEvents, LiveEventType } from '@hearth/shared-kernel/conversations';
import { LIVE_MESSAGE_TYPES } from '@hearth/shared-kernel/domain';
import { z } from 'zod';
import { fanoutLag } from '../observe/metrics';

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

/** A live event as it travels between instances; `at` (ms since the epoch) is when it was published. */
export const eventFrame = z.object({ sub: z.string(), type: z.enum(LIVE_MESSAGE_TYPES), data: z.unknown(), at: z.number().optional() });

/** A frame's text, stamped with its publication time so that each instance can measure its lag. */
export const frameText = (sub: string, type: string, data: unknown): string => JSON.stringify({ sub, type, data, at: Date.now() });
/** A revocation: close the sockets held by `close`. */
export const closeFrame = z.object({ close: z.string().min(1) });

/**
 * What publish() sent, typed by it (only publish() writes frames of this shape), its lag noted in
 * the metrics (across instances, as good as their clocks agree) and its stamp left off for sockets.
 */
export function asLiveEvent({ sub, type, data, at }: z.infer<typeof eventFrame>): LiveEvent {
  if (at !== undefined) fanoutLag.observe(Math.max(0, Date.now() - at) / 1000);
  return { sub, type, data } as LiveEvent;
}
