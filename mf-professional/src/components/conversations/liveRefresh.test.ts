import { BehaviorSubject, Subject } from 'rxjs';
import type { LiveMessage } from '@hearth/shared-kernel/domain';
import type { LiveStatus } from '@hearth/shared-kernel/live';
import { watchLive, type RefreshReason } from './liveRefresh';

describe('watchLive', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const messages$ = new Subject<LiveMessage>();
    const status$ = new BehaviorSubject<LiveStatus>('open');
    const calls: RefreshReason[][] = [];
    const stop = watchLive({ messages$, status$ }, (r) => calls.push(r), 100);
    return { messages$, status$, calls, stop };
  }

  it('refreshes once for a burst of beneficiary, organization and interaction messages, not for dbugga', () => {
    const { messages$, calls } = setup();
    messages$.next({ type: 'interaction', sub: 'organization:1', data: {} });
    messages$.next({ type: 'beneficiary', sub: 'organization:1', data: {} });
    messages$.next({ type: 'organization', sub: 'organization:1', data: {} });
    messages$.next({ type: 'dbugga', sub: 'professional:1', data: {} });
    jest.advanceTimersByTime(100);
    expect(calls).toHaveLength(1);
    expect(calls[0].map((r) => (r.kind === 'message' ? r.message.type : r.kind))).toEqual(['interaction', 'beneficiary', 'organization']);
    messages$.next({ type: 'dbugga', sub: 'professional:1', data: {} });
    jest.advanceTimersByTime(500);
    expect(calls).toHaveLength(1);
  });

  it('refreshes when the socket comes back after a drop', () => {
    const { status$, calls } = setup();
    status$.next('closed');
    status$.next('connecting');
    jest.advanceTimersByTime(1_000);
    expect(calls).toHaveLength(0);
    status$.next('open');
    jest.advanceTimersByTime(100);
    expect(calls).toEqual([[{ kind: 'reconnected' }]]);
  });

  it('stops listening when stopped', () => {
    const { messages$, calls, stop } = setup();
    stop();
    messages$.next({ type: 'interaction', sub: 's', data: {} });
    jest.advanceTimersByTime(500);
    expect(calls).toHaveLength(0);
  });
});
