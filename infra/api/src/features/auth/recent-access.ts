/**
 * Access read from the database in the last few seconds, by access token, so that a busy caller's
 * requests do not each pay a round trip for the same answer (a third of a list page's statements).
 *
 * Forgotten at once when access changes: every revocation and membership change closes the
 * holder's live sockets on every instance (live/fanout.ts closeSockets), and the live hub tells
 * this cache (LiveHub.onRevoked), here before the change's answer is sent, elsewhere when the
 * fan-out delivers it, as it closes the sockets there. A read that began before a change is not
 * kept. An entry lives at most `ttlMs`: that bounds what a lost fan-out frame or a change made
 * without one (a renamed organisation, a revocation typed into the database) can leave standing.
 */
import type { AuthContext } from '../../platform/http/access-guard';
import { holders } from '../../platform/live/hub';

export const RECENT_ACCESS_MS = 5_000;
/** Entries at most; past it the oldest goes. Each is a token and its context, under a kilobyte. */
const MAX_ENTRIES = 10_000;

interface Entry {
  context: AuthContext;
  until: number;
  heldBy: readonly string[];
}

/** Shared by every request that presents the token: nobody may change it. */
function frozen(context: AuthContext): AuthContext {
  for (const m of context.memberships) {
    Object.freeze(m.permissions);
    Object.freeze(m);
  }
  Object.freeze(context.memberships);
  Object.freeze(context.tokenOrgIds);
  return Object.freeze(context);
}

export class RecentAccess {
  private readonly entries = new Map<string, Entry>();
  /** Counts changes: a read marked before one may have missed it. */
  private changes = 0;

  constructor(private readonly o: { ttlMs: number; maxEntries?: number; now?: () => number }) {}

  private now(): number {
    return this.o.now ? this.o.now() : Date.now();
  }

  get(token: string): AuthContext | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.context;
    this.entries.delete(token);
    return undefined;
  }

  /** Take before reading access from the database; hand it to keep(). */
  mark(): number {
    return this.changes;
  }

  /** Keeps what a read found, unless access changed since its mark. Answers the context, frozen when kept. */
  keep(token: string, context: AuthContext, mark: number): AuthContext {
    if (mark !== this.changes || this.o.ttlMs <= 0) return context;
    const max = this.o.maxEntries ?? MAX_ENTRIES;
    if (this.entries.size >= max) this.entries.delete(this.entries.keys().next().value as string);
    const until = Math.min(this.now() + this.o.ttlMs, context.exp * 1000);
    const heldBy = [holders.session(context.sessionId), holders.professional(context.professionalId)];
    this.entries.set(token, { context: frozen(context), until, heldBy });
    return context;
  }

  /** Forgets the access of `holder` (hub.ts holders), or all of it (null). */
  forget(holder: string | null): void {
    this.changes += 1;
    if (holder === null) return this.entries.clear();
    for (const [token, entry] of this.entries) if (entry.heldBy.includes(holder)) this.entries.delete(token);
  }

  get size(): number {
    return this.entries.size;
  }
}
