/**
 * The one way a live socket, a professional's or a patient's, reads its client: frames that arrive
 * while the token is checked are kept and handled first; then every frame { action, sub } is
 * parsed by one schema and handled one at a time, in order; the socket lives until its token
 * expires or its access is revoked (LiveHub.keepUntilClosed).
 */
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { MAX_SUB_LENGTH } from '@hearth/shared-kernel/conversations';
import type { LiveClient, LiveHub } from './hub';

const clientFrame = z.strictObject({
  action: z.enum(['subscribe', 'unsubscribe']),
  sub: z.string().min(1).max(MAX_SUB_LENGTH),
});

/**
 * How the server sends frames on a socket (both kinds). Frames sent in one turn of the event loop
 * leave in one write: the connection is corked at the first and uncorked once the turn's work is
 * done. A message's frames (interaction, then organization) and a burst from the fan-out then cost
 * one system call per socket, not one per frame; with thousands of sockets those calls were most
 * of the API's time.
 */
export function frameSender(socket: WebSocket, connection: Duplex): (text: string) => void {
  let corked = false;
  const flush = () => {
    corked = false;
    connection.uncork();
  };
  return (text) => {
    if (socket.readyState !== socket.OPEN) return;
    if (!corked) {
      corked = true;
      connection.cork();
      process.nextTick(flush);
    }
    socket.send(text);
  };
}

/** Frames received before the socket's token was checked. */
export interface EarlyFrames {
  readonly frames: readonly string[];
  /** Stops collecting (the socket's own handler takes over). */
  stop(): void;
}

export function collectEarlyFrames(socket: WebSocket): EarlyFrames {
  const frames: string[] = [];
  const collect = (data: Buffer) => frames.push(data.toString('utf8'));
  socket.on('message', collect);
  return { frames, stop: () => socket.off('message', collect) };
}

/** What a socket does with its client's frames once its token stands. */
interface FrameHandlers {
  subscribe(sub: string): Promise<void>;
  unsubscribe(sub: string): void;
  /** A frame that is not { action, sub } (ignored). */
  malformed?(): void;
  failed?(error: Error): void;
}

export interface AcceptedSocket {
  socket: WebSocket;
  client: LiveClient;
  /** Revocation keys (hub.ts holders). */
  heldBy: readonly string[];
  /** The token's expiry, seconds since epoch. */
  exp: number;
  early: EarlyFrames;
  handlers: FrameHandlers;
}

/** Serves an accepted socket until it closes. */
export function serveSocket(hub: LiveHub, { socket, client, heldBy, exp, early, handlers }: AcceptedSocket): void {
  hub.keepUntilClosed(socket, client, heldBy, exp);

  async function handle(text: string): Promise<void> {
    let parsed;
    try {
      parsed = clientFrame.safeParse(JSON.parse(text));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) return handlers.malformed?.();
    const { action, sub } = parsed.data;
    if (action === 'unsubscribe') return handlers.unsubscribe(sub);
    await handlers.subscribe(sub);
  }

  let queue = Promise.resolve();
  const enqueue = (text: string) => {
    queue = queue.then(() => handle(text)).catch((error: Error) => handlers.failed?.(error));
  };
  early.stop();
  socket.on('message', (data: Buffer) => enqueue(data.toString('utf8')));
  for (const text of early.frames) enqueue(text);
}
