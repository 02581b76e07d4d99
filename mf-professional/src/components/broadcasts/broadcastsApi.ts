/** The broadcast pages' calls (declared in the kernel) and the live progress of one broadcast. */
import { filter, map, type Observable } from 'rxjs';
import { broadcastCalls } from '@hearth/shared-kernel/api';
import { bus } from '@hearth/shared-kernel/bus';
import type { BroadcastAudience, BroadcastProgress } from '@hearth/shared-kernel/domain';
import { http } from '@hearth/shared-kernel/http';

export const broadcastsApi = {
  count: (audience: BroadcastAudience) => http.call(broadcastCalls.countAudience, { body: { audience } }, { errorPolicy: 'caller' }),
  send: (audience: BroadcastAudience, body: string) => http.call(broadcastCalls.send, { body: { audience, body } }, { errorPolicy: 'caller' }),
  progress: (id: string) => http.call(broadcastCalls.progress, { params: { id } }),
  history: (skip: number, take: number) => http.call(broadcastCalls.history, { query: { skip, take } }, { errorPolicy: 'caller' }),
  /** The 'broadcast' live messages of one broadcast, on the organisation's sub. */
  progress$: (id: string): Observable<BroadcastProgress> =>
    bus.live$.pipe(
      filter((m) => m.type === 'broadcast' && (m.data as BroadcastProgress | null)?.id === id),
      map((m) => m.data as BroadcastProgress),
    ),
};
export type BroadcastsApi = typeof broadcastsApi;
