/**
 * The session-long services the host runs for the whole page: idle logout (SPEC §4), app-config
 * sync (first fetch 500 ms after login, then every 5 minutes) and the live socket, subscribed to
 * the selected organisation's channel and following organisation changes.
 */
import { bus } from '@hearth/shared-kernel/bus';
import { startConfigSync } from '@hearth/shared-kernel/flags';
import { live } from '@hearth/shared-kernel/live';
import { session, startIdleLogout } from '@hearth/shared-kernel/session';

export function organizationChannel(orgId: string): string {
  return `organization:${orgId}`;
}

export interface SessionServiceDeps {
  live: Pick<typeof live, 'connect' | 'subscribe' | 'unsubscribe' | 'close'>;
  session: Pick<typeof session, 'isLoggedIn' | 'orgId'>;
  bus: Pick<typeof bus, 'session$'>;
}

/** Keeps the socket connected while logged in and subscribed to exactly the selected organisation. */
export function followOrganizationChannel(deps: SessionServiceDeps): () => void {
  let subscribed: string | null = null;
  const follow = () => {
    if (!deps.session.isLoggedIn()) return;
    deps.live.connect();
    const orgId = deps.session.orgId;
    const wanted = orgId ? organizationChannel(orgId) : null;
    if (subscribed === wanted) return;
    if (subscribed) deps.live.unsubscribe(subscribed);
    if (wanted) deps.live.subscribe(wanted);
    subscribed = wanted;
  };
  const subscription = deps.bus.session$.subscribe((event) => {
    // The kernel's socket closes itself (and forgets its subscriptions) at logout.
    if (event.type === 'logout') subscribed = null;
    else follow();
  });
  follow();
  return () => {
    subscription.unsubscribe();
    deps.live.close();
  };
}

/** Starts everything; answers a stop function. */
export function startSessionServices(): () => void {
  const stops = [startIdleLogout(), startConfigSync(), followOrganizationChannel({ live, session, bus })];
  return () => stops.forEach((stop) => stop());
}
