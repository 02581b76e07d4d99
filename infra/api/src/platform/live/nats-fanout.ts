/**
 * Live fan-out on NATS core subjects. Each frame goes to the subject of its sub
 * (`<channel>.sub.<sub>`), and an instance subscribes only to the subs its own sockets follow
 * (LiveHub.onInterest), so the broker routes a frame to the instances that want it instead of
 * every instance reading every frame as with NOTIFY. Revocations go to `<channel>.close`, which
 * every instance follows. NATS has no 8 KB payload limit (the server's max_payload is 1 MB by
 * default), so nothing is stored in the database.
 *
 * Order: one connection per instance, and NATS keeps a publisher's order on a subject, so the
 * frames of a sub published by one instance arrive everywhere in the order they were published.
 *
 * A broker outage: the client reconnects without end (the app does not crash); frames published
 * here meanwhile are held in memory (up to MAX_HELD_WHILE_DOWN, then dropped and counted) and sent
 * in order on reconnect. Frames others published while this instance was away are gone (core NATS
 * keeps nothing), and so are frames in flight when the line broke; so on reconnect every local
 * socket is closed with 1012: the clients reconnect and catch up from the database by message seq,
 * as after any dropped socket. Logs carry counts and the broker's host, never a payload or a sub.
 */
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { asLiveEvent, closeFrame, eventFrame, frameText, type FanoutLog, type LiveFanout } from './fanout';
import type { LiveHub } from './hub';

/** WebSocket close code "service restart": not 4401, so the client reconnects and refetches. */
export const CLOSE_FEED_RESUMED = 1012;
const MAX_HELD_WHILE_DOWN = 10_000;

const SAFE_TOKEN = /^[A-Za-z0-9_:-]+$/;

/** A sub as one subject token: as it is when it is plain (every sub the kernel builds), else base64url after '~'. */
function subjectToken(sub: string): string {
  return SAFE_TOKEN.test(sub) ? sub : `~${Buffer.from(sub, 'utf8').toString('base64url')}`;
}

const subjects = {
  sub: (channel: string, sub: string) => `${channel}.sub.${subjectToken(sub)}`,
  close: (channel: string) => `${channel}.close`,
};

/** The broker's host and port, for logs (a URL may carry credentials). */
const where = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return 'nats';
  }
};

export async function startNatsFanout(o: { url: string; channel: string; hub: LiveHub; log: FanoutLog }): Promise<LiveFanout> {
  const { channel, hub, log } = o;
  const broker = where(o.url);
  let nc: NatsConnection;
  try {
    nc = await connect({ servers: o.url, name: `hearth-api:${channel}`, maxReconnectAttempts: -1, reconnectTimeWait: 1000, pingInterval: 5000, maxPingOut: 2 });
  } catch (error) {
    throw new Error(`HEARTH_LIVE_FANOUT: the NATS server at ${broker} does not answer (${(error as Error).message})`, { cause: error });
  }

  const decode = (data: Uint8Array): unknown => {
    try {
      return JSON.parse(Buffer.from(data).toString('utf8'));
    } catch {
      return null;
    }
  };

  const followed = new Map<string, Subscription>();
  function follow(sub: string, wanted: boolean): void {
    const current = followed.get(sub);
    if (wanted && !current) {
      followed.set(
        sub,
        nc.subscribe(subjects.sub(channel, sub), {
          callback: (err, msg) => {
            if (err) return log.warn({ err }, 'live fan-out: subscription failed');
            const frame = eventFrame.safeParse(decode(msg.data));
            // The frame names its sub too: only that sub's sockets get it.
            if (!frame.success || frame.data.sub !== sub) return log.warn({}, 'live fan-out: malformed frame dropped');
            hub.deliver(asLiveEvent(frame.data));
          },
        }),
      );
    } else if (!wanted && current) {
      followed.delete(sub);
      current.unsubscribe();
    }
  }
  for (const sub of hub.onInterest(follow)) follow(sub, true);

  const revocations = nc.subscribe(subjects.close(channel), {
    callback: (err, msg) => {
      if (err) return log.warn({ err }, 'live fan-out: subscription failed');
      const frame = closeFrame.safeParse(decode(msg.data));
      if (frame.success) hub.closeHeldBy(frame.data.close, 'Access revoked');
    },
  });

  // While the broker is away the client discards what it would send, so frames wait here, in order.
  let down = false;
  const held: [string, string][] = [];
  let dropped = 0;
  const watching = (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') {
        down = true;
        log.warn({ broker }, 'live fan-out: NATS disconnected; reconnecting (frames are held until then)');
      } else if (status.type === 'reconnect') {
        down = false;
        const sent = held.length;
        for (const [subject, body] of held.splice(0)) nc.publish(subject, body);
        const closed = hub.closeEvery(CLOSE_FEED_RESUMED, 'Live feed resumed');
        log.warn({ broker, heldFramesSent: sent, framesDropped: dropped, socketsClosed: closed }, 'live fan-out: NATS reconnected; sockets closed so clients catch up');
        dropped = 0;
      }
    }
  })();

  function send(subject: string, body: string): void {
    if (!down) return nc.publish(subject, body);
    if (held.length < MAX_HELD_WHILE_DOWN) held.push([subject, body]);
    else dropped += 1;
  }

  return {
    async publish(sub, type, data) {
      try {
        send(subjects.sub(channel, sub), frameText(sub, type, data));
      } catch (error) {
        // Too big for the broker, or the connection is closed: the message is saved; its frame is not sent.
        log.warn({ err: { message: (error as Error).message }, type }, 'live fan-out: frame not sent');
      }
    },
    async closeSockets(holder) {
      // Here at once; the broker's echo closes nothing more here.
      hub.closeHeldBy(holder, 'Access revoked');
      try {
        send(subjects.close(channel), JSON.stringify({ close: holder }));
      } catch (error) {
        log.warn({ err: { message: (error as Error).message } }, 'live fan-out: revocation not sent');
      }
    },
    async stop() {
      hub.onInterest(() => undefined);
      revocations.unsubscribe();
      if (!nc.isClosed()) await nc.drain();
      await watching;
    },
  };
}
