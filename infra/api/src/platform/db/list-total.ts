/**
 * totalRecords for a paged list without counting the whole list on every page. A small list is
 * counted exactly by a count that stops at EXACT_TOTAL_LIMIT. A larger one is counted in full once
 * per filter, in the background, and that figure is reused for TOTAL_TTL_MS, answered as an
 * estimate ("about N") since rows may have come or gone meanwhile; until it is known, pages answer
 * the planner's estimate, so no page waits for a count of tens of thousands of rows. A searched list
 * is counted once per filter even when small: counting it reads every match (a name part through
 * the trigram index and the table), so its count is reused too, exact when just counted and
 * "about N" when reused; and it starts at once, beside the page read, rather than after it, since
 * most of the filter's pages need it. Concurrent pages of one filter share one count. A figure past
 * its TTL is still answered ("about N") for up to STALE_TOTAL_MS while the filter is counted again
 * in the background, so after a filter's first page no page waits for its count. Counts nobody
 * waits for run one after another (`inTurn`).
 */
import { createHash } from 'node:crypto';
import type { Db, Queryable, SqlParam } from './types';

export const EXACT_TOTAL_LIMIT = 1000;
export const TOTAL_TTL_MS = 30_000;
export const STALE_TOTAL_MS = 300_000;
const MAX_ENTRIES = 2000;

export interface ListTotal {
  totalRecords: number;
  totalIsEstimate: boolean;
}

interface Entry {
  at: number;
  value: Promise<number>;
  /** The figure once counted; before, joining the count still running is as fresh as counting. */
  n?: number;
  /** Past the TTL, and counted again in the background. */
  recounting?: boolean;
}

/** Per database handle, so separate databases in one process (tests) never share a figure. */
const caches = new WeakMap<object, Map<string, Entry>>();

/** Per database handle, the last count nobody waits for. */
const lastInTurn = new WeakMap<object, Promise<unknown>>();

/**
 * Runs a count nobody waits for (a full count, a count again past the TTL) after the one before it.
 * Filters expire together, and their counts, started all at once, took the cores from the pages
 * being read (the lists bench, one request at a time).
 */
function inTurn<T>(q: object, count: () => Promise<T>): Promise<T> {
  const turn = (lastInTurn.get(q) ?? Promise.resolve()).then(count);
  lastInTurn.set(q, turn.catch(() => undefined));
  return turn;
}

/** Where a page read by offset stands: its skip, and how many rows it returned of `take`. */
export interface PageRead {
  skip: number;
  take: number;
  returned: number;
}

export interface TotalInput {
  /** `from … where …` of the list, with its parameters: the same text the page query uses. */
  fromWhere: string;
  params: readonly SqlParam[];
  /** When the page was read by offset: how it came out, or the read still under way. */
  page?: PageRead | Promise<PageRead>;
  /** The filter holds a search: its count is reused even when small. */
  searched?: boolean;
  /**
   * The same rows found a cheaper way for counting (a search's matching patients' conversations
   * by patient id), or undefined to count `fromWhere`; asked only when a count runs, so a page
   * whose total is kept never waits for the choice. The figure is still kept under `fromWhere` and
   * `params`.
   */
  countFrom?: () => Promise<Pick<TotalInput, 'fromWhere' | 'params'> | undefined>;
  now?: () => number;
}

/** Past the capped count's limit: the list is large. */
const LARGE = -1;

/** A short page read by offset ends the list: its total is known without a query. */
const endOfList = (page?: PageRead): ListTotal | null =>
  page && page.returned < page.take && (page.returned > 0 || page.skip === 0) ? { totalRecords: page.skip + page.returned, totalIsEstimate: false } : null;

/** A list's kept counts (per database handle and filter), and its capped and full counts. */
function countsOf(q: Db, input: Pick<TotalInput, 'fromWhere' | 'params' | 'now' | 'countFrom'>) {
  const now = input.now ?? Date.now;
  let cache = caches.get(q);
  if (!cache) caches.set(q, (cache = new Map()));
  // Hashed: a filter's parameters may be long (a search's matching patients).
  const key = createHash('sha256').update(input.fromWhere).update('\u0000').update(JSON.stringify(input.params)).digest('base64');
  /** Kept last in the map: the oldest kept is evicted first. */
  const store = (name: string, entry: Entry) => {
    cache.delete(name + key);
    cache.set(name + key, entry);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  };
  /** Drops this entry, unless another has taken its place. */
  const forget = (name: string, entry: Entry) => cache.get(name + key) === entry && cache.delete(name + key);
  /** A count under way, its figure set on it once known (before its callers' own callbacks run). */
  const start = (count: () => Promise<number>): Entry => {
    const started: Entry = { at: now(), value: count() };
    started.value.then((n) => (started.n = n), () => undefined);
    return started;
  };
  /** The figure kept under this name within its TTL, or a stale one while it is counted again. */
  const kept = (name: string, count: () => Promise<number>): Entry | undefined => {
    const entry = cache.get(name + key);
    const age = entry ? now() - entry.at : Infinity;
    if (age < TOTAL_TTL_MS) return entry;
    if (entry?.n === undefined || age >= STALE_TOTAL_MS) return undefined;
    if (!entry.recounting) {
      entry.recounting = true;
      const next = start(() => inTurn(q, count));
      next.value.then(() => store(name, next), () => (entry.recounting = false));
    }
    return entry;
  };
  /**
   * The figure kept under this name, or a new one counted and kept: in its turn when nobody waits
   * for it. `count` is the bare count: kept() runs a count again in its turn itself.
   */
  const shared = (name: string, count: () => Promise<number>, unawaited = false): Entry & { fresh: boolean } => {
    const entry = kept(name, count);
    if (entry) return { ...entry, fresh: entry.n === undefined };
    const started = start(unawaited ? () => inTurn(q, count) : count);
    store(name, started);
    started.value.catch(() => forget(name, started));
    return { ...started, fresh: true };
  };
  // What is counted: `fromWhere`, or countFrom's choice, made once for both counts and only when one runs.
  type Source = Pick<TotalInput, 'fromWhere' | 'params'>;
  let chosen: Promise<Source> | undefined;
  const counting = <T>(count: (source: Source) => Promise<T>): Promise<T> =>
    input.countFrom ? (chosen ??= input.countFrom().then((from) => from ?? input)).then(count) : count(input);
  const capped = () =>
    counting(async ({ fromWhere, params }) => {
      const { rows } = await q.query<{ n: number }>(`select count(*)::int as n from (select 1 ${fromWhere} limit ${EXACT_TOTAL_LIMIT + 1}) s`, params);
      const n = Number(rows[0].n);
      return n <= EXACT_TOTAL_LIMIT ? n : LARGE;
    });
  const all = () => counting(async ({ fromWhere, params }) => Number((await q.query<{ n: number }>(`select count(*)::int as n ${fromWhere}`, params)).rows[0].n));
  return { kept, shared, forget, capped, all };
}

/**
 * A searched list's total when at most EXACT_TOTAL_LIMIT, else null: the capped count listTotal
 * uses, counted once for both (exact when counted for this call, "about" when reused).
 */
export async function smallTotal(q: Db, input: Pick<TotalInput, 'fromWhere' | 'params' | 'now'>): Promise<ListTotal | null> {
  const { shared, capped } = countsOf(q, input);
  const count = shared('capped:', capped);
  const n = await count.value;
  return n === LARGE ? null : { totalRecords: n, totalIsEstimate: !count.fresh };
}

/** How many rows the planner expects a list to hold, kept as a count is. */
export function plannedTotal(q: Db, input: Pick<TotalInput, 'fromWhere' | 'params' | 'now'>): Promise<number> {
  return countsOf(q, input).shared('planned:', () => plannedRows(q, input)).value;
}

/** On the database itself, never a transaction: a large list's count goes on after the page. */
export async function listTotal(q: Db, input: TotalInput): Promise<ListTotal> {
  const reading = input.page instanceof Promise;
  const endedBefore = input.page instanceof Promise ? null : endOfList(input.page);
  if (endedBefore) return endedBefore;
  const { kept, shared, forget, capped, all } = countsOf(q, input);

  // A list counted in full a moment ago was large: that count stands, with no capped count first.
  // One that count found shrunk to the limit or under is forgotten, and counted exactly again.
  const full = kept('full:', all);
  if (full?.n !== undefined && full.n <= EXACT_TOTAL_LIMIT) forget('full:', full);
  const counted = full?.n !== undefined && full.n > EXACT_TOTAL_LIMIT ? full.n : undefined;
  // Most pages of a searched list need its count: it starts beside a page still being read.
  const early = input.searched && reading && counted === undefined ? shared('capped:', capped) : null;
  const page = await input.page;
  const ended = endOfList(page);
  if (ended) return ended;
  if (counted !== undefined) return { totalRecords: counted, totalIsEstimate: true };
  // Unsearched, a small count is an index range: cheap enough to stay exact on every page.
  const small = early ?? (input.searched ? shared('capped:', capped) : { value: capped(), fresh: true });
  const n = await small.value;
  if (n !== LARGE) return { totalRecords: n, totalIsEstimate: !small.fresh };

  // Counted already: never below what the capped count found (a full count under it means rows
  // went meanwhile).
  const fullCount = shared('full:', all, true);
  if (fullCount.n !== undefined) return { totalRecords: Math.max(fullCount.n, EXACT_TOTAL_LIMIT + 1), totalIsEstimate: true };
  // Still counting: the planner's figure, never below what is already known to be there.
  const known = Math.max(EXACT_TOTAL_LIMIT + 1, page ? page.skip + page.returned : 0);
  return { totalRecords: Math.max(known, await plannedRows(q, input)), totalIsEstimate: true };
}

/** How many rows the planner expects the list to hold: one planning, no reading. */
async function plannedRows(q: Queryable, input: Pick<TotalInput, 'fromWhere' | 'params'>): Promise<number> {
  const { rows } = await q.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }>(`explain (format json) select 1 ${input.fromWhere}`, input.params);
  const plan = rows[0]['QUERY PLAN'];
  return Math.round((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan['Plan Rows']);
}
