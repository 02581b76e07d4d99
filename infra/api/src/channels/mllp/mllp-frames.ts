/**
 * MLLP framing: each message is VT (0x0b) · payload · FS (0x1c) CR (0x0d). TCP delivers bytes,
 * not messages: one chunk may hold several frames, or end mid-frame (even between FS and CR), so
 * frames are cut from a buffer rather than from chunk edges.
 */
const VT = 0x0b;
const FS = 0x1c;
const CR = 0x0d;
const END = Buffer.from([FS, CR]);

export class FrameTooLarge extends Error {}

/** Feeds chunks in, hands whole payloads out; bytes outside a frame (before a VT) are skipped. */
export class MllpDeframer {
  private buffer: Buffer = Buffer.alloc(0);

  constructor(private readonly maxFrameBytes: number) {}

  /** The payloads completed by this chunk, in order. Throws FrameTooLarge when an open frame passes the bound. */
  push(chunk: Buffer): Buffer[] {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const payloads: Buffer[] = [];
    for (;;) {
      const start = this.buffer.indexOf(VT);
      if (start < 0) {
        this.buffer = Buffer.alloc(0);
        break;
      }
      const end = this.buffer.indexOf(END, start + 1);
      if (end < 0) {
        this.buffer = this.buffer.subarray(start);
        break;
      }
      payloads.push(this.buffer.subarray(start + 1, end));
      this.buffer = this.buffer.subarray(end + END.length);
    }
    if (this.buffer.length > this.maxFrameBytes) throw new FrameTooLarge(`an MLLP frame over ${this.maxFrameBytes} bytes`);
    return payloads;
  }
}

export const frame = (text: string): Buffer => Buffer.concat([Buffer.from([VT]), Buffer.from(text, 'utf8'), Buffer.from([FS, CR])]);
