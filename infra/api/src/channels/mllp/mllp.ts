/**
 * The MLLP listener (HL7 v2's TCP transport, port 2575 by default): accepts connections only
 * from the allow-list, cuts frames from the byte stream (mllp-frames.ts: several per packet, or
 * one over several) and answers each with its ACK, in the order received. Text that is not HL7 at
 * all gets an AE; the connection stays open for the next message.
 */
import net from 'node:net';
import { ACK_TEXTS, ackForUnparseable } from './ack';
import { addressAllowed } from './senders';
import { frame, FrameTooLarge, MllpDeframer } from './mllp-frames';
import { mllpMessages } from '../../platform/observe/metrics';

/** Takes one message's text and answers its ACK. */
interface MllpReceiver {
  receiveText(text: string, transport: 'mllp'): Promise<{ ack: { toString(): string }; code: string }>;
}

export interface MllpOptions {
  port: number;
  host: string;
  allow: readonly string[];
  /** What answers each message: the ADT intake, given by app.ts. */
  intake: MllpReceiver;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** Far above any ADT message; a frame growing past it is not one, and its connection is ended. */
export const MLLP_MAX_FRAME_BYTES = 1024 * 1024;
/** A hospital connection idle this long is ended (engines reconnect). */
const IDLE_MS = 10 * 60_000;

export interface MllpListener {
  readonly port: number;
  close(): Promise<void>;
}

export async function startMllpListener(options: MllpOptions): Promise<MllpListener> {
  const { intake, log } = options;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    if (!addressAllowed(options.allow, socket.remoteAddress)) {
      log.warn({ address: socket.remoteAddress }, 'MLLP connection refused: address not allowed');
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setTimeout(IDLE_MS, () => socket.end());
    const frames = new MllpDeframer(MLLP_MAX_FRAME_BYTES);
    // One message at a time per connection, so ACKs leave in the order messages came.
    let queue: Promise<void> = Promise.resolve();
    const answer = async (payload: Buffer) => {
      let ack;
      let code: string;
      try {
        ({ ack, code } = await intake.receiveText(payload.toString('utf8'), 'mllp'));
      } catch (error) {
        log.warn({ err: { name: (error as Error).name } }, 'MLLP message not handled');
        code = 'AE';
        ack = ackForUnparseable({ code: 'AE', errorCode: '207', text: ACK_TEXTS.failed });
      }
      mllpMessages.inc({ ack_code: code });
      if (!socket.destroyed) socket.write(frame(ack.toString()));
    };
    socket.on('data', (chunk: Buffer) => {
      try {
        for (const payload of frames.push(chunk)) queue = queue.then(() => answer(payload));
      } catch (error) {
        if (!(error instanceof FrameTooLarge)) throw error;
        log.warn({ address: socket.remoteAddress }, 'MLLP connection ended: a frame over 1 MiB');
        socket.destroy();
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as net.AddressInfo).port;
  log.info({ port, host: options.host }, 'MLLP listener started');
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
