/**
 * Probes for records: a signed-in caller whose request for a record answers 404 (another
 * organisation's, or one that does not exist: the same answer, so existence never leaks) leaves a
 * `not_found` audit row naming the route pattern and the ids asked for. One hook for every route.
 *
 * Only id-shaped values (UUIDs) of path parameters and of query and body fields named `id` or
 * `…Id` are kept: they cannot be names, phones or search terms.
 *
 * A scanner must not grow the log without bound: each professional gets PROBES_PER_WINDOW rows a
 * minute on this instance; further probes are counted, and the count goes in the detail
 * (`suppressed`) of their next row. The last row before the limit says so (`limitReached`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { isUuid } from '@hearth/shared-kernel/rules';
import { audit } from './audit';
import { fromRequest } from './request';

export const PROBES_PER_WINDOW = 30;
const PROBE_WINDOW_MS = 60_000;

interface Window {
  startedAt: number;
  recorded: number;
  suppressed: number;
}

export type ProbeVerdict = { record: false } | { record: true; suppressed: number; limitReached: boolean };

/** Counts probes per caller in fixed windows; says which to record and what was held back before. */
export class ProbeLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit = PROBES_PER_WINDOW,
    private readonly windowMs = PROBE_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  take(caller: string): ProbeVerdict {
    const now = this.now();
    let w = this.windows.get(caller);
    let carried = 0;
    if (!w || now - w.startedAt >= this.windowMs) {
      carried = w?.suppressed ?? 0;
      w = { startedAt: now, recorded: 0, suppressed: 0 };
      this.windows.set(caller, w);
      this.forgetQuietCallers(now);
    }
    if (w.recorded >= this.limit) {
      w.suppressed += 1;
      return { record: false };
    }
    w.recorded += 1;
    return { record: true, suppressed: carried, limitReached: w.recorded === this.limit };
  }

  /** Windows that are over and held nothing back have nothing left to say. */
  private forgetQuietCallers(now: number): void {
    for (const [caller, w] of this.windows) {
      if (now - w.startedAt >= this.windowMs && w.suppressed === 0) this.windows.delete(caller);
    }
  }
}

const ID_KEY = /^(id|[a-z][A-Za-z]*Id)$/;

/** The id-shaped values the request named: path parameters, then query and body fields. */
function requestedIds(request: FastifyRequest): Record<string, string> {
  const ids: Record<string, string> = {};
  const take = (source: unknown, anyKey: boolean) => {
    if (!source || typeof source !== 'object' || Array.isArray(source)) return;
    for (const [key, value] of Object.entries(source)) {
      if ((anyKey || ID_KEY.test(key)) && isUuid(value) && !(key in ids)) ids[key] = value;
    }
  };
  take(request.params, true);
  take(request.query, false);
  take(request.body, false);
  return ids;
}

export function installProbeAudit(app: FastifyInstance, db: Db, limiter = new ProbeLimiter()): void {
  // onSend, not onResponse: the row is written before the 404 leaves, so it is never raced.
  app.addHook('onSend', async (request, reply, payload) => {
    // Unmatched URLs (request.is404) never reach the access guard, so carry no caller.
    if (reply.statusCode !== 404 || !request.auth || request.is404) return payload;
    const verdict = limiter.take(request.auth.professionalId);
    if (!verdict.record) return payload;
    try {
      await audit(db, {
        event: 'not_found',
        ...fromRequest(request),
        detail: {
          requested: requestedIds(request),
          ...(verdict.suppressed ? { suppressed: verdict.suppressed } : {}),
          ...(verdict.limitReached ? { limitReached: true } : {}),
        },
      });
    } catch (err) {
      // The caller is owed the same 404 either way; the failure is for the operators.
      request.log.error({ err }, 'probe audit failed');
    }
    return payload;
  });
}
