import { useRef } from 'react';
import { act, render } from '@testing-library/react';
import type { Message } from '@hearth/shared-kernel/domain';
import { setPageTitle } from '@hearth/shared-kernel/title';
import { seenMessageId, useReadWhenSeen, useUnreadWhileHidden } from './chatSignals';

const msg = (seq: number, direction: Message['direction'], sentAt = `2026-11-28T10:0${seq}:00.000Z`) => ({ id: `m${seq}`, seq, direction, sentAt, body: `b${seq}` }) as Message;

describe('Seen', () => {
  it("marks the patient's last message once the care team opened the conversation after it", () => {
    const messages = [msg(1, 'outbound'), msg(2, 'inbound'), msg(3, 'inbound')];
    expect(seenMessageId(messages, null)).toBeNull();
    expect(seenMessageId(messages, '2026-11-28T10:02:30.000Z')).toBeNull();
    expect(seenMessageId(messages, '2026-11-28T10:03:00.000Z')).toBe('m3');
    expect(seenMessageId([msg(1, 'outbound')], '2026-11-28T11:00:00.000Z')).toBeNull();
  });
});

function Counter({ messages, doc }: { messages: Message[]; doc: Document }) {
  useUnreadWhileHidden(messages, doc);
  return null;
}

describe('the tab title while hidden', () => {
  it("counts the care team's messages that arrive while hidden; showing the tab clears it", () => {
    setPageTitle('Secure Chat');
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' }) as unknown as Document & { visibilityState: DocumentVisibilityState };
    const first = [msg(1, 'outbound'), msg(2, 'inbound')];
    const view = render(<Counter messages={first} doc={doc} />);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    view.rerender(<Counter messages={[...first, msg(3, 'outbound'), msg(4, 'inbound'), msg(5, 'outbound')]} doc={doc} />);
    expect(document.title).toBe('(2) Secure Chat · Hearth');
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(document.title).toBe('Secure Chat · Hearth');
  });
});

describe('read when seen', () => {
  it('reports when the end of the conversation is on screen in a visible tab, not while hidden', () => {
    let intersect: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    (globalThis as Record<string, unknown>).IntersectionObserver = class {
      constructor(cb: typeof intersect) {
        intersect = cb;
      }
      observe() {}
      disconnect() {}
    };
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' }) as unknown as Document & { visibilityState: DocumentVisibilityState };
    const onRead = jest.fn();
    function Reader() {
      const end = useRef<HTMLDivElement>(null);
      useReadWhenSeen(end, onRead, [], doc);
      return <div ref={end} />;
    }
    render(<Reader />);
    act(() => intersect([{ isIntersecting: true }]));
    expect(onRead).not.toHaveBeenCalled();
    doc.visibilityState = 'visible';
    act(() => doc.dispatchEvent(new Event('visibilitychange')));
    expect(onRead).toHaveBeenCalledTimes(1);
    act(() => intersect([{ isIntersecting: false }]));
    act(() => doc.dispatchEvent(new Event('visibilitychange')));
    expect(onRead).toHaveBeenCalledTimes(1);
  });
});
