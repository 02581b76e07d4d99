import { Subject } from 'rxjs';
import type { SessionEvent } from '@hearth/shared-kernel/bus';
import { followLiveChannels, organizationChannel, professionalChannel } from './sessionServices';

function fakes(loggedIn: boolean, orgId: string | null, professionalId?: string) {
  const state = { loggedIn, orgId, professionalId };
  const calls: string[] = [];
  const live = {
    connect: () => void calls.push('connect'),
    subscribe: (sub: string) => void calls.push(`+${sub}`),
    unsubscribe: (sub: string) => void calls.push(`-${sub}`),
    close: () => void calls.push('close'),
  };
  const session = {
    isLoggedIn: () => state.loggedIn,
    get orgId() {
      return state.orgId;
    },
    claims: () => (state.professionalId ? { exp: 0, orgIds: [], professionalId: state.professionalId } : null),
  };
  const bus = { session$: new Subject<SessionEvent>() };
  const deps = { live, session, bus } as unknown as Parameters<typeof followLiveChannels>[0];
  return { state, calls, deps, bus };
}

const subs = (calls: string[]) => calls.filter((c) => c !== 'connect');

describe('followLiveChannels', () => {
  it('names the channels as the API does', () => {
    expect(organizationChannel('org-1')).toBe('organization:org-1');
    expect(professionalChannel('p-1')).toBe('professional:p-1');
  });

  it('does nothing for a visitor, then connects and subscribes to the organisation and the user after login', () => {
    const f = fakes(false, null);
    followLiveChannels(f.deps);
    expect(f.calls).toEqual([]);
    Object.assign(f.state, { loggedIn: true, orgId: 'org-1', professionalId: 'p-1' });
    f.bus.session$.next({ type: 'login', orgIds: ['org-1'] });
    expect(f.calls).toEqual(['connect', '+organization:org-1', '+professional:p-1']);
  });

  it('moves the organisation subscription when another organisation is selected, keeping the personal one', () => {
    const f = fakes(true, 'a', 'p');
    followLiveChannels(f.deps);
    f.state.orgId = 'b';
    f.bus.session$.next({ type: 'org-selected', orgId: 'b' });
    expect(subs(f.calls)).toEqual(['+organization:a', '+professional:p', '-organization:a', '+organization:b']);
  });

  it('waits for a choice when several organisations are held and none is selected', () => {
    const f = fakes(true, null);
    followLiveChannels(f.deps);
    expect(f.calls).toEqual(['connect']);
  });

  it('subscribes afresh after a logout and a new login (the socket forgot its subscriptions)', () => {
    const f = fakes(true, 'a');
    followLiveChannels(f.deps);
    f.state.loggedIn = false;
    f.bus.session$.next({ type: 'logout', reason: 'user' });
    f.state.loggedIn = true;
    f.bus.session$.next({ type: 'login', orgIds: ['a'] });
    expect(subs(f.calls)).toEqual(['+organization:a', '+organization:a']);
  });
});
