/** The broadcast pages' calls (declared in the kernel) and the live progress of one broadcast. */
import { broadcastCalls } from '@hearth/shared-kernel/api';
import { bus } from '@hearth/shared-kernel/bus';
import type { BroadcastAudience, BroadcastProgress } from '@hearth/shared-kernel/domain';
import { http } from '@hearth/shared-kernel/http';

export const broadcastsApi = {
  count: (audience: BroadcastAudience) => http.call(broadcastCalls.countAudience, { body: { audience } }, { errorPolicy: 'caller' }),
  /** `bodyEs`: the Spanish text for Spanish-preferring recipients; without it everyone gets `body`. */
  send: (audience: BroadcastAudience, body: string, bodyEs?: string) =>
    http.call(broadcastCalls.send, { body: { audience, body, ...(bodyEs ? { bodyEs } : {}) } }, { errorPolicy: 'caller' }),
  progress: (id: string) => http.call(broadcastCalls.progress, { params: { id } }),
  history: (skip: number, take: number, search = '') =>
    http.call(broadcastCalls.history, { query: { skip, take, ...(search ? { search } : {}) } }, { errorPolicy: 'caller' }),
  /**
   * Calls back with each 'broadcast' live message of one broadcast (the organisation's sub);
   * answers how to stop. No rxjs operators: the shared rxjs is whatever the host loaded.
   */
  watchProgress(id: string, onProgress: (progress: BroadcastProgress) => void): () => void {
    const sub = bus.live$.subscribe((m) => {
      if (m.type === 'broadcast' && (m.data as BroadcastProgress | null)?.id === id) onProgress(m.data as BroadcastProgress);
    });
    return () => sub.unsubscribe();
  },
};
export type BroadcastsApi = typeof broadcastsApi;
