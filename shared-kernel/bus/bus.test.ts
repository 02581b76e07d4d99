import type { Observable } from 'rxjs';
import { bus, createBus, showToast, type Bus, type ToastEvent } from './index';

describe('bus', () => {
  it('config$ replays the current value to late subscribers', () => {
    const b = createBus();
    b.config$.next({ flags: {} as never, bypassUserList: ['a@b.co'] });
    const seen: unknown[] = [];
    b.config$.subscribe((c) => seen.push(c));
    expect(seen).toEqual([{ flags: {}, bypassUserList: ['a@b.co'] }]);
  });

  it('delivers an event only on its own channel and only on its own bus', () => {
    const b = createBus();
    const other = createBus();
    const heard: string[] = [];
    const listen = (target: Bus, prefix: string) => {
      for (const [name, subject] of Object.entries(target) as [string, Observable<unknown>][]) {
        // config$ starts with null: only what is published counts.
        subject.subscribe((v) => {
          if (v !== null) heard.push(prefix + name);
        });
      }
    };
    listen(b, '');
    listen(other, 'other.');
    b.session$.next({ type: 'logout', reason: 'idle' });
    b.idle$.next({ type: 'timeout' });
    b.modals$.next({ type: 'close-all' });
    expect(heard).toEqual(['session$', 'idle$', 'modals$']);
  });

  it('showToast publishes on the page bus', () => {
    const seen: ToastEvent[] = [];
    const sub = bus.toast$.subscribe((t) => seen.push(t));
    showToast({ header: 'Task Status Updated', message: '' });
    sub.unsubscribe();
    expect(seen).toEqual([{ header: 'Task Status Updated', message: '' }]);
  });
});
