/**
 * The MLLP listener (HL7 v2's TCP transport, port 2575 by default): accepts connections only
 * from the allow-list, frames messages with @medplum/hl7's Hl7Connection and answers each with
 * its ACK, in the order received. Text that is not HL7 at all still gets an AE.
 */
import net from 'node:net';
import { OperationOutcomeError } from '@medplum/core';
import { Hl7Connection } from '@medplum/hl7';
import { ackForUnparseable } from './ack';
import { HL7_ERROR } from './adt-message';
import { addressAllowed } from './facilities';
import { ACK_TEXTS, type AdtIntake } from './ingest';

export interface MllpOptions {
  port: number;
  host: string;
  allow: readonly string[];
  intake: AdtIntake;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** Far above any ADT message; a frame growing past it is not one, and its connection is ended. */
export const MLLP_MAX_FRAME_BYTES = 1024 * 1024;
/** A hospital connection idle this long is ended (engines reconnect). */
const IDLE_MS = 10 * 60_000;
const FS = 0x1c;

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
    // The framer buffers until a frame ends: bound what one frame may hold.
    let open = 0;
    socket.on('data', (chunk: Buffer) => {
      const end = chunk.lastIndexOf(FS);
      open = end >= 0 ? chunk.length - end - 1 : open + chunk.length;
      if (open > MLLP_MAX_FRAME_BYTES) {
        log.warn({ address: socket.remoteAddress }, 'MLLP connection ended: a frame over 1 MiB');
        socket.destroy();
      }
    });
    const connection = new Hl7Connection(socket);
    // One message at a time per connection, so ACKs leave in the order messages came.
    let queue: Promise<void> = Promise.resolve();
    connection.addEventListener('message', (event) => {
      queue = queue.then(async () => {
        try {
          const result = await intake.receive(event.message, 'mllp');
          if (!connection.isClosed()) connection.send(result.ack);
        } catch (error) {
          log.warn({ err: { name: (error as Error).name } }, 'MLLP message not handled');
          if (!connection.isClosed()) connection.send(ackForUnparseable({ code: 'AE', errorCode: '207', text: ACK_TEXTS.failed }));
        }
      });
    });
    connection.addEventListener('error', (event) => {
      // A frame whose text is not HL7 (the parser refused it) is answered; socket errors are not.
      const socketError = Boolean((event.error as { code?: string }).code) || event.error instanceof OperationOutcomeError;
      if (!socketError && !connection.isClosed()) {
        connection.send(ackForUnparseable({ code: 'AE', errorCode: HL7_ERROR.requiredFieldMissing, text: ACK_TEXTS.notHl7 }));
        // The framer keeps a refused frame's bytes; ending the connection (after the ACK is
        // written) keeps them from spoiling the next message. The sender reconnects.
        socket.end();
      }
    });
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
