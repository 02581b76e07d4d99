/** Starts the live fan-out the configuration names (HEARTH_LIVE_FANOUT): NOTIFY by default, or NATS. */
import type { LiveFanoutChoice } from '../config/config';
import type { Db } from '../db/types';
import type { FanoutLog, LiveFanout } from './fanout';
import type { LiveHub } from './hub';
import { startNatsFanout } from './nats-fanout';
import { startNotifyFanout } from './notify-fanout';

export function startLiveFanout(choice: LiveFanoutChoice, deps: { db: Db; channel: string; hub: LiveHub; log: FanoutLog }): Promise<LiveFanout> {
  if (choice.kind === 'nats') return startNatsFanout({ url: choice.url, channel: deps.channel, hub: deps.hub, log: deps.log });
  return startNotifyFanout(deps.db, deps.channel, deps.hub, deps.log);
}
