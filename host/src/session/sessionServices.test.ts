import { Subject } from 'rxjs';
import type { SessionEvent } from '@hearth/shared-kernel/bus';
import { followOrganizationChannel, organizationChannel } from './sessionServices';

function fakes(loggedIn: boolean, orgId: string | null) {
  const state = { loggedIn, orgId };
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
  };
  const bus = { session$: new Subject<SessionEvent>() };
  return { state, calls, deps: { live, session, bus } as unknown as Parameters<typeof followOrganizationChannel>[0] , bus };
}

describe('followOrganizationChannel', () => {
  it('does nothing for a visitor, then connects and subscribes to the organisation after login', () => {
    const f = fakes(false, null);
    followOrganizationChannel(f.deps);
    expect(f.calls).toEqual([]);
    f.state.loggedIn = true;
    f.state.orgId = 'org-1';
    f.bus.session$.next({ type: 'login', orgIds: ['org-1'] });
    expect(f.calls).toEqual(['connect', `+${organizationChannel('org-1')}`]);
    expect(organizationChannel('org-1')).toBe('organization:org-1');
  });

  it('moves the subscription when another organisation is selected', () => {
    const f = fakes(true, 'a');
    followOrganizationChannel(f.deps);
    f.state.orgId = 'b';
    f.bus.session$.next({ type: 'org-selected', orgId: 'b' });
    expect(f.calls.filter((c) => c !== 'connect')).toEqual(['+organization:a', '-organization:a', '+organization:b']);
  });

  it('waits for a choice when several organisations are held and none is selected', () => {
    const f = fakes(true, null);
    followOrganizationChannel(f.deps);
    expect(f.calls).toEqual(['connect']);
  });

  it('subscribes afresh after a logout and a new login (the socket forgot its subscriptions)', () => {
    const f = fakes(true, 'a');
    followOrganizationChannel(f.deps);
    f.state.loggedIn = false;
    f.bus.session$.next({ type: 'logout', reason: 'user' });
    f.state.loggedIn = true;
    f.bus.session$.next({ type: 'login', orgIds: ['a'] });
    expect(f.calls.filter((c) => c.startsWith('+'))).toEqual(['+organization:a', '+organization:a']);
  });
});
