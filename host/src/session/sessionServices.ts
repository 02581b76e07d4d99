/**
 * The session-long services the host runs for the whole page: idle logout (SPEC §4), app-config
 * sync (first fetch 500 ms after login, then every 5 minutes) and the live socket, subscribed to
 * the selected organisation's channel (following organisation changes) and to the user's own
 * channel (messages for this professional, such as the debugger's ping answer).
 */
import { bus } from '@hearth/shared-kernel/bus';
import { organizationSub, professionalSub } from '@hearth/shared-kernel/conversations';
import { startConfigSync } from '@hearth/shared-kernel/flags';
import { live } from '@hearth/shared-kernel/live';
import { startIdleLogout } from '@hearth/shared-kernel/idle';
import { session } from '@hearth/shared-kernel/session';

export const organizationChannel = organizationSub;
export const professionalChannel = professionalSub;

export interface SessionServiceDeps {
  live: Pick<typeof live, 'connect' | 'subscribe' | 'unsubscribe' | 'close'>;
  session: Pick<typeof session, 'isLoggedIn' | 'orgId' | 'claims'>;
  bus: Pick<typeof bus, 'session$'>;
}

/** Keeps the socket connected while logged in, subscribed to exactly the wanted channels. */
export function followLiveChannels(deps: SessionServiceDeps): () => void {
  let subscribed = new Set<string>();
  const follow = () => {
    if (!deps.session.isLoggedIn()) return;
    deps.live.connect();
    const wanted = new Set<string>();
    const orgId = deps.session.orgId;
    if (orgId) wanted.add(organizationChannel(orgId));
    const professionalId = deps.session.claims()?.professionalId;
    if (professionalId) wanted.add(professionalChannel(professionalId));
    for (const sub of subscribed) if (!wanted.has(sub)) deps.live.unsubscribe(sub);
    for (const sub of wanted) if (!subscribed.has(sub)) deps.live.subscribe(sub);
    subscribed = wanted;
  };
  const subscription = deps.bus.session$.subscribe((event) => {
    // The kernel's socket closes itself (and forgets its subscriptions) at logout.
    if (event.type === 'logout') subscribed = new Set();
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
  const stops = [startIdleLogout(), startConfigSync(), followLiveChannels({ live, session, bus })];
  return () => stops.forEach((stop) => stop());
}
