/**
 * totalRecords for a paged list without counting the whole list on every page. A small list is
 * counted exactly by a count that stops at EXACT_TOTAL_LIMIT. A larger one is counted in full once
 * per filter and that figure is reused for TOTAL_TTL_MS, answered as an estimate ("about N"),
 * since rows may have come or gone meanwhile. A searched list is counted once per filter even when
 * small: counting it reads every match (a name part through the trigram index and the table), so
 * its count is reused too, exact when just counted and "about N" when reused. Concurrent pages of
 * one filter share one count.
 */
import { createHash } from 'node:crypto';
import type { Queryable, SqlParam } from './types';

export const EXACT_TOTAL_LIMIT = 1000;
export const TOTAL_TTL_MS = 30_000;
const MAX_ENTRIES = 2000;

export interface ListTotal {
  totalRecords: number;
  totalIsEstimate: boolean;
}

interface Count {
  n: number;
  /** Past EXACT_TOTAL_LIMIT: an estimate even when just counted. */
  large: boolean;
}

interface Entry {
  at: number;
  count: Promise<Count>;
  /** Counted before this request came: joining a count still running is as fresh as counting. */
  done?: boolean;
}

/** Per database handle, so separate databases in one process (tests) never share a figure. */
const caches = new WeakMap<object, Map<string, Entry>>();

export interface TotalInput {
  /** `from … where …` of the list, with its parameters: the same text the page query uses. */
  fromWhere: string;
  params: readonly SqlParam[];
  /** When the page was read by offset: its skip and how many rows it returned of `take`. */
  page?: { skip: number; take: number; returned: number };
  /** The filter holds a search: its count is reused even when small. */
  searched?: boolean;
  now?: () => number;
}

export async function listTotal(q: Queryable, input: TotalInput): Promise<ListTotal> {
  const { page } = input;
  // A short page read by offset ends the list: its total is known without a query.
  if (page && page.returned < page.take && (page.returned > 0 || page.skip === 0)) {
    return { totalRecords: page.skip + page.returned, totalIsEstimate: false };
  }
  const now = input.now ?? Date.now;
  let cache = caches.get(q);
  if (!cache) caches.set(q, (cache = new Map()));
  // Hashed: a filter's parameters may be long (a search's matching patients).
  const key = createHash('sha256').update(input.fromWhere).update('\u0000').update(JSON.stringify(input.params)).digest('base64');
  const reused = (): Entry | undefined => {
    const entry = cache.get(key);
    return entry && now() - entry.at < TOTAL_TTL_MS ? entry : undefined;
  };
  const share = (count: Promise<Count>): Promise<Count> => {
    const entry: Entry = { at: now(), count };
    cache.set(key, entry);
    count.then(() => (entry.done = true), () => cache.get(key) === entry && cache.delete(key));
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    return count;
  };
  const answer = ({ n, large }: Count, fresh: boolean): ListTotal => ({ totalRecords: n, totalIsEstimate: large || !fresh });

  const known = reused();
  if (known) {
    const fresh = !known.done;
    return answer(await known.count, fresh);
  }
  const capped = async (): Promise<Count> => {
    const { rows } = await q.query<{ n: number }>(
      `select count(*)::int as n from (select 1 ${input.fromWhere} limit ${EXACT_TOTAL_LIMIT + 1}) s`,
      input.params,
    );
    const n = Number(rows[0].n);
    return n <= EXACT_TOTAL_LIMIT ? { n, large: false } : { n: 0, large: true };
  };
  const full = () => q.query<{ n: number }>(`select count(*)::int as n ${input.fromWhere}`, input.params).then((r) => ({ n: Number(r.rows[0].n), large: true }));

  if (input.searched) {
    return answer(await share(capped().then((c) => (c.large ? full() : c))), true);
  }
  // Unsearched, a small count is an index range: cheap enough to stay exact on every page.
  const small = await capped();
  if (!small.large) return answer(small, true);
  return answer(await (reused()?.count ?? share(full())), true);
}
