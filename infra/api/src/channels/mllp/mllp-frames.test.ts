import { frame, FrameTooLarge, MllpDeframer } from './mllp-frames';

const texts = (payloads: Buffer[]) => payloads.map((p) => p.toString('utf8'));

describe('MLLP framing', () => {
  it('cuts two frames that arrive in one chunk', () => {
    const d = new MllpDeframer(1024);
    expect(texts(d.push(Buffer.concat([frame('MSH|one'), frame('MSH|two')])))).toEqual(['MSH|one', 'MSH|two']);
  });

  it('joins a frame split over chunks, even between FS and CR', () => {
    const d = new MllpDeframer(1024);
    const bytes = frame('MSH|split');
    expect(d.push(bytes.subarray(0, 4))).toEqual([]);
    expect(d.push(bytes.subarray(4, bytes.length - 1))).toEqual([]);
    expect(texts(d.push(Buffer.concat([bytes.subarray(bytes.length - 1), frame('MSH|next').subarray(0, 3)])))).toEqual(['MSH|split']);
    expect(texts(d.push(frame('MSH|next').subarray(3)))).toEqual(['MSH|next']);
  });

  it('skips bytes outside a frame, and keeps multi-byte text whole', () => {
    const d = new MllpDeframer(1024);
    expect(texts(d.push(Buffer.concat([Buffer.from('noise\r\n'), frame('PID|Ñúñez')])))).toEqual(['PID|Ñúñez']);
  });

  it('refuses a frame that grows past the bound', () => {
    const d = new MllpDeframer(16);
    expect(() => d.push(Buffer.concat([Buffer.from([0x0b]), Buffer.alloc(40, 0x41)]))).toThrow(FrameTooLarge);
  });
});
