/**
 * totalRecords for a paged list without counting the whole list on every page. A small list is
 * counted exactly by a count that stops at EXACT_TOTAL_LIMIT. A larger one is counted in full once
 * per filter and that figure is reused for TOTAL_TTL_MS, answered as an estimate ("about N"),
 * since rows may have come or gone meanwhile. Concurrent pages of one filter share one count.
 */
import type { Queryable, SqlParam } from './types';

export const EXACT_TOTAL_LIMIT = 1000;
export const TOTAL_TTL_MS = 30_000;
const MAX_ENTRIES = 2000;

export interface ListTotal {
  totalRecords: number;
  totalIsEstimate: boolean;
}

interface Entry {
  at: number;
  count: Promise<number>;
}

/** Per database handle, so separate databases in one process (tests) never share a figure. */
const caches = new WeakMap<object, Map<string, Entry>>();

export interface TotalInput {
  /** `from … where …` of the list, with its parameters: the same text the page query uses. */
  fromWhere: string;
  params: readonly SqlParam[];
  /** When the page was read by offset: its skip and how many rows it returned of `take`. */
  page?: { skip: number; take: number; returned: number };
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
  const key = `${input.fromWhere}\u0000${JSON.stringify(input.params)}`;
  const cached = cache.get(key);
  if (cached && now() - cached.at < TOTAL_TTL_MS) return { totalRecords: await cached.count, totalIsEstimate: true };

  const capped = await q.query<{ n: number }>(
    `select count(*)::int as n from (select 1 ${input.fromWhere} limit ${EXACT_TOTAL_LIMIT + 1}) s`,
    input.params,
  );
  const n = Number(capped.rows[0].n);
  if (n <= EXACT_TOTAL_LIMIT) return { totalRecords: n, totalIsEstimate: false };

  const again = cache.get(key);
  if (again && now() - again.at < TOTAL_TTL_MS) return { totalRecords: await again.count, totalIsEstimate: true };
  const count = q
    .query<{ n: number }>(`select count(*)::int as n ${input.fromWhere}`, input.params)
    .then((r) => Number(r.rows[0].n));
  const entry = { at: now(), count };
  cache.set(key, entry);
  count.catch(() => cache.get(key) === entry && cache.delete(key));
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return { totalRecords: await count, totalIsEstimate: true };
}
