/** A hospital's MLLP connection for the benchmarks: a frame out, its ACK back, one at a time. */
import net from 'node:net';

const VT = 0x0b;
const FS = 0x1c;
const CR = 0x0d;

/** Whether an ACK accepts the message (MSA-1 AA). */
export const acked = (ack: string) => /\rMSA\|AA\|/.test(ack);

export class MllpSender {
  private buffer = Buffer.alloc(0);
  private waiting: { resolve: (ack: string) => void; reject: (error: Error) => void } | null = null;
  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      const end = this.buffer.indexOf(FS);
      if (end >= 0 && this.buffer[end + 1] === CR) {
        const ack = this.buffer.subarray(1, end).toString('utf8');
        this.buffer = this.buffer.subarray(end + 2);
        const w = this.waiting;
        this.waiting = null;
        w?.resolve(ack);
      }
    });
    // A connection cut (its instance died) fails the message waiting for its ACK: the sender resends it.
    const cut = () => {
      const w = this.waiting;
      this.waiting = null;
      w?.reject(new Error('MLLP connection closed'));
    };
    socket.on('error', cut);
    socket.on('close', cut);
  }
  static connect(port: number): Promise<MllpSender> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.off('error', reject);
        resolve(new MllpSender(socket));
      });
      socket.once('error', reject);
    });
  }
  send(text: string): Promise<string> {
    return new Promise((resolve, reject) => {
      if (this.socket.destroyed) return reject(new Error('MLLP connection closed'));
      this.waiting = { resolve, reject };
      this.socket.write(Buffer.concat([Buffer.from([VT]), Buffer.from(text, 'utf8'), Buffer.from([FS, CR])]));
    });
  }
  close() {
    this.socket.end();
  }
}
