/** Broadcast messages (SPEC §2, §8): compose, count the audience, send in the background, history. */
import type { AudienceCount, BroadcastProgress, BroadcastSummary } from '../domain/broadcasts';
import type { Paged } from '../domain/paging';
import { inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/broadcasts';

/** Composing and sending sit behind the flag (SPEC §6); the API's flag gate refuses them while it is off. */
const COMPOSE = { flag: 'broadcastMessageWebappEnabled' } as const;

export const broadcastCalls = {
  countAudience: call<typeof S.countAudience, AudienceCount>()('POST', '/broadcasts/audience', inOrg('CAN_ACCESS_BROADCAST_MESSAGING'), COMPOSE),
  send: call<typeof S.send, BroadcastProgress>()('POST', '/broadcasts', inOrg('CAN_ACCESS_BROADCAST_MESSAGING'), COMPOSE),
  progress: call<typeof S.progress, BroadcastProgress>()('GET', '/broadcasts/:id/progress', inOrg('CAN_ACCESS_BROADCAST_MESSAGING')),
  /** SPEC §2: the history page needs no permission; it shows the caller's current organisation only. */
  history: call<typeof S.history, Paged<BroadcastSummary>>()('GET', '/broadcasts', inOrg()),
};
