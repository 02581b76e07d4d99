import { bus, createBus, showToast, type ToastEvent } from './index';

describe('bus', () => {
  it('has one subject per channel, and config$ replays the current value to late subscribers', () => {
    const b = createBus();
    b.config$.next({ flags: {} as never, bypassUserList: ['a@b.co'] });
    const seen: unknown[] = [];
    b.config$.subscribe((c) => seen.push(c));
    expect(seen).toEqual([{ flags: {}, bypassUserList: ['a@b.co'] }]);
    expect(new Set([b.session$, b.idle$, b.live$, b.toast$, b.config$, b.modals$]).size).toBe(6);
  });

  it('showToast publishes on the page bus', () => {
    const seen: ToastEvent[] = [];
    const sub = bus.toast$.subscribe((t) => seen.push(t));
    showToast({ header: 'Task Status Updated', message: '' });
    sub.unsubscribe();
    expect(seen).toEqual([{ header: 'Task Status Updated', message: '' }]);
  });
});
