import { BehaviorSubject, Subject } from 'rxjs';
import type { LiveEvent } from '@hearth/shared-kernel/conversations';
import type { LiveStatus } from '@hearth/shared-kernel/live';
import { watchLive, type RefreshReason } from './liveRefresh';

const interaction = { conversationId: 'c1', patientId: 'p1', messageId: 'm1', seq: 1, direction: 'inbound' } as const;
const ping = { message: 'pong', at: '2026-11-23T12:00:00.000Z' };

describe('watchLive', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const messages$ = new Subject<LiveEvent>();
    const status$ = new BehaviorSubject<LiveStatus>('open');
    const calls: RefreshReason[][] = [];
    const stop = watchLive({ messages$, status$ }, (r) => calls.push(r), 100);
    return { messages$, status$, calls, stop };
  }

  it('refreshes once for a burst of beneficiary, organization and interaction messages, not for dbugga', () => {
    const { messages$, calls } = setup();
    messages$.next({ type: 'interaction', sub: 'organization:1', data: interaction });
    messages$.next({ type: 'beneficiary', sub: 'organization:1', data: { patientId: 'p1', change: 'opted_out' } });
    messages$.next({ type: 'organization', sub: 'organization:1', data: { conversationId: 'c1', patientId: 'p1', change: 'closed' } });
    messages$.next({ type: 'dbugga', sub: 'professional:1', data: ping });
    jest.advanceTimersByTime(100);
    expect(calls).toHaveLength(1);
    expect(calls[0].map((r) => (r.kind === 'message' ? r.message.type : r.kind))).toEqual(['interaction', 'beneficiary', 'organization']);
    messages$.next({ type: 'dbugga', sub: 'professional:1', data: ping });
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
    messages$.next({ type: 'interaction', sub: 's', data: interaction });
    jest.advanceTimersByTime(500);
    expect(calls).toHaveLength(0);
  });
});
