import type { Membership } from '../http/access-guard';
import { CLOSE_UNAUTHORIZED, holders, LiveHub, type LiveClient } from './hub';
import { maySubscribe, orgSub, professionalSub } from './subscriptions';

const client = (id: string): LiveClient & { got: string[] } => {
  const got: string[] = [];
  return { professionalId: id, got, send: (t) => got.push(t) };
};
/** A hub and two clients, a and b, not yet subscribed to anything. */
const hubWithClients = () => ({ hub: new LiveHub(), a: client('a'), b: client('b') });

describe('LiveHub', () => {
  test('delivers only to the subscribers of the sub', () => {
    const { hub, a, b } = hubWithClients();
    hub.subscribe(a, 'organization:1');
    hub.subscribe(b, 'organization:2');
    const data = { conversationId: 'c1', patientId: 'p1', change: 'opened' } as const;
    expect(hub.deliver({ type: 'organization', sub: 'organization:1', data })).toBe(1);
    expect(a.got).toEqual(['{"type":"organization","sub":"organization:1","data":{"conversationId":"c1","patientId":"p1","change":"opened"}}']);
    expect(b.got).toEqual([]);
    expect(hub.deliver({ type: 'organization', sub: 'organization:3', data })).toBe(0);
  });

  test('unsubscribe and remove forget the client', () => {
    const { hub, a } = hubWithClients();
    hub.subscribe(a, 's1');
    hub.subscribe(a, 's2');
    hub.unsubscribe(a, 's1');
    expect(hub.subscriberCount('s1')).toBe(0);
    expect(hub.subscriberCount('s2')).toBe(1);
    hub.remove(a);
    expect(hub.subscriberCount('s2')).toBe(0);
    expect(hub.clientCount).toBe(0);
  });
});

describe('LiveHub interest', () => {
  test('tells when a sub gains its first subscriber and loses its last, once each', () => {
    const { hub, a, b } = hubWithClients();
    hub.subscribe(a, 's0');
    const changes: string[] = [];
    expect(hub.onInterest((sub, wanted) => changes.push(`${wanted ? '+' : '-'}${sub}`))).toEqual(['s0']);
    hub.subscribe(a, 's1');
    hub.subscribe(b, 's1');
    hub.subscribe(b, 's1');
    hub.unsubscribe(a, 's1');
    hub.unsubscribe(a, 's2');
    hub.remove(b);
    hub.remove(a);
    expect(changes).toEqual(['+s1', '-s1', '-s0']);
  });

  test('closeEvery closes every held socket once', () => {
    const hub = new LiveHub();
    const closed: number[] = [];
    hub.hold({ heldBy: ['x'], close: (code) => closed.push(code) });
    hub.hold({ heldBy: ['y'], close: (code) => closed.push(code) });
    expect(hub.closeEvery(1012, 'resumed')).toBe(2);
    expect(hub.closeEvery(1012, 'resumed')).toBe(0);
    expect(closed).toEqual([1012, 1012]);
  });
});

describe('LiveHub revocation', () => {
  test('closes (4401) exactly the sockets held by the key, once; released sockets are left alone', () => {
    const hub = new LiveHub();
    const closed: string[] = [];
    const held = (name: string, heldBy: string[]) => hub.hold({ heldBy, close: (code) => closed.push(`${name}:${code}`) });
    held('s1', [holders.session('a'), holders.professional('p')]);
    held('s2', [holders.session('b'), holders.professional('p')]);
    const release = held('s3', [holders.session('c'), holders.professional('p')]);
    held('patient', [holders.patient('p')]);
    release();

    expect(hub.closeHeldBy(holders.session('a'), 'logout')).toBe(1);
    expect(closed).toEqual([`s1:${CLOSE_UNAUTHORIZED}`]);
    expect(hub.closeHeldBy(holders.professional('p'), 'deactivated')).toBe(1);
    expect(closed).toEqual([`s1:${CLOSE_UNAUTHORIZED}`, `s2:${CLOSE_UNAUTHORIZED}`]);
    expect(hub.closeHeldBy(holders.professional('p'), 'again')).toBe(0);
  });
});

describe('maySubscribe', () => {
  const memberships: Membership[] = [{ orgId: 'org-1', orgName: 'One', parentId: null, role: 'Physician', permissions: [] }];
  const who = { professionalId: 'p-1', memberships };

  test('their organisations and themselves only', () => {
    expect(maySubscribe(orgSub('org-1'), who)).toBe(true);
    expect(maySubscribe(orgSub('org-2'), who)).toBe(false);
    expect(maySubscribe(professionalSub('p-1'), who)).toBe(true);
    expect(maySubscribe(professionalSub('p-2'), who)).toBe(false);
  });

  test('unknown kinds and malformed subs are refused', () => {
    expect(maySubscribe('beneficiary:1', who)).toBe(false);
    expect(maySubscribe('organization', who)).toBe(false);
    expect(maySubscribe('organization:org-1:extra', who)).toBe(false);
  });
});
