/** @jest-environment ./src/testing/native-environment.cjs */
import { EXACT_TOTAL_LIMIT, listTotal, STALE_TOTAL_MS, TOTAL_TTL_MS, type PageRead } from './list-total';
import { everyDatabaseKind, openTestDb, type TestDb } from '../../testing/harness';
import type { Db, SqlParam } from './types';

describe.each(everyDatabaseKind())('listTotal on %s', (_name, url) => {
  let t: TestDb;
  let db: Db;
  const statements: string[] = [];
  const running: Promise<unknown>[] = [];
  let counted: Db;
  /** While set, full counts wait for it: a count that takes long. */
  let hold: Promise<void> | null = null;
  let release = () => {};
  const holdFullCounts = () => {
    hold = new Promise((resolve) => (release = resolve));
  };
  const letGo = () => {
    hold = null;
    release();
  };
  /** Lets the counts that go on after a page finish, those that waited for their turn too. */
  const settled = async () => {
    for (let seen = -1; seen !== running.length; ) {
      seen = running.length;
      await Promise.allSettled(running);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const fullCounts = () => statements.filter((s) => s.startsWith('select count') && !s.includes('limit'));
  const plans = () => statements.filter((s) => s.startsWith('explain'));

  beforeAll(async () => {
    t = await openTestDb(url || undefined);
    db = t.db;
    await db.exec(`create table t (id int primary key, k text); insert into t select g, case when g % 2 = 0 then 'even' else 'odd' end from generate_series(1, 3000) g; analyze t`);
    counted = {
      ...db,
      query: <Row,>(sql: string, params?: readonly SqlParam[]) => {
        statements.push(sql);
        const full = sql.startsWith('select count') && !sql.includes('limit');
        const answer = full && hold ? hold.then(() => db.query<Row>(sql, params)) : db.query<Row>(sql, params);
        running.push(answer);
        return answer;
      },
    };
  });
  afterAll(() => t.close());
  beforeEach(() => statements.splice(0));
  // A failed test leaves no count held for the next.
  afterEach(letGo);

  it('knows the total of a short page read by offset without a query', async () => {
    expect(await listTotal(counted, { fromWhere: 'from t where id <= $1', params: [45], page: { skip: 40, take: 20, returned: 5 } })).toEqual({
      totalRecords: 45,
      totalIsEstimate: false,
    });
    expect(statements).toHaveLength(0);
  });

  it('counts a small list exactly, every time', async () => {
    const input = { fromWhere: 'from t where id <= $1', params: [EXACT_TOTAL_LIMIT], page: { skip: 0, take: 20, returned: 20 } };
    expect(await listTotal(counted, input)).toEqual({ totalRecords: EXACT_TOTAL_LIMIT, totalIsEstimate: false });
    expect(await listTotal(counted, input)).toEqual({ totalRecords: EXACT_TOTAL_LIMIT, totalIsEstimate: false });
    expect(statements).toHaveLength(2);
  });

  it('counts a large list once per filter after the page: the planner\'s figure until then, the count for the TTL', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const input = { fromWhere: 'from t where k = $1', params: ['even'], now };
    // No page waits for the count: while it runs, pages answer the planner's figure (1,500 by the statistics).
    holdFullCounts();
    const both = await Promise.all([listTotal(counted, input), listTotal(counted, input)]);
    letGo();
    for (const answer of both) {
      expect(answer.totalIsEstimate).toBe(true);
      expect(answer.totalRecords).toBeGreaterThan(1400);
      expect(answer.totalRecords).toBeLessThan(1600);
    }
    expect(plans()).toHaveLength(2);
    await settled();
    expect(fullCounts()).toHaveLength(1);

    await db.query(`delete from t where id = 2`);
    statements.splice(0);
    expect(await listTotal(counted, input)).toEqual({ totalRecords: 1500, totalIsEstimate: true });
    // Known to be large: no statement at all, not even the capped count.
    expect(statements).toEqual([]);
    clock += TOTAL_TTL_MS;
    await listTotal(counted, input);
    await settled();
    expect(fullCounts()).toHaveLength(1);
    expect(await listTotal(counted, input)).toEqual({ totalRecords: 1499, totalIsEstimate: true });
    // Another filter is another count.
    await listTotal(counted, { ...input, params: ['odd'] });
    await settled();
    expect(await listTotal(counted, { ...input, params: ['odd'] })).toEqual({ totalRecords: 1500, totalIsEstimate: true });
  });

  it('runs the counts nobody waits for one after another', async () => {
    let clock = 6_000_000;
    const input = (k: string) => ({ fromWhere: 'from t where k = $1 and id > $2', params: [k, 0], now: () => clock });
    const truth = async (k: string) => (await db.query<{ n: number }>(`select count(*)::int as n from t where k = $1`, [k])).rows[0].n;
    holdFullCounts();
    // Two large lists: each page answers the planner's figure, and each list is counted in full after it.
    for (const k of ['even', 'odd']) expect((await listTotal(counted, input(k))).totalIsEstimate).toBe(true);
    // The second full count waits for the first, still running.
    expect(fullCounts()).toHaveLength(1);
    letGo();
    await settled();
    expect(fullCounts()).toHaveLength(2);
    for (const k of ['even', 'odd']) expect(await listTotal(counted, input(k))).toEqual({ totalRecords: await truth(k), totalIsEstimate: true });

    // Past the TTL both are counted again, one after the other, while their figures are answered.
    clock += TOTAL_TTL_MS;
    statements.splice(0);
    holdFullCounts();
    for (const k of ['even', 'odd']) expect(await listTotal(counted, input(k))).toEqual({ totalRecords: await truth(k), totalIsEstimate: true });
    expect(fullCounts()).toHaveLength(1);
    letGo();
    await settled();
    expect(fullCounts()).toHaveLength(2);
  });

  it('counts a list again in its turn when its full count ended past the TTL while a page waited', async () => {
    let clock = 7_000_000;
    await db.exec(`create table slow_count (id int primary key); insert into slow_count select g from generate_series(1, 1200) g; analyze slow_count`);
    const input = { fromWhere: 'from slow_count where id > $1', params: [0], now: () => clock };
    holdFullCounts();
    // The first page starts the full count, which is held.
    await listTotal(counted, input);
    // A second page waits for its read while that count ends and its figure ages past the TTL.
    let finish = (_: PageRead) => {};
    const page = listTotal(counted, { ...input, page: new Promise<PageRead>((resolve) => (finish = resolve)) });
    letGo();
    await settled();
    await db.query(`delete from slow_count where id > 1100`);
    clock += TOTAL_TTL_MS;
    finish({ skip: 0, take: 20, returned: 20 });
    expect(await page).toEqual({ totalRecords: 1200, totalIsEstimate: true });
    // Its count again runs, and the next page answers it.
    await settled();
    expect(await listTotal(counted, input)).toEqual({ totalRecords: 1100, totalIsEstimate: true });
  });

  it('never answers fewer than the rows already known to be there', async () => {
    // The planner has no statistics for `id % 2` and expects a handful; page 60 is full.
    const input = { fromWhere: 'from t where id % 2 = $1', params: [1], page: { skip: 1180, take: 20, returned: 20 }, now: () => 3_000_000 };
    expect(await listTotal(counted, input)).toEqual({ totalRecords: 1200, totalIsEstimate: true });
    await settled();
  });

  it('counts a searched list once per filter even when small: exact when counted, "about" when reused', async () => {
    let clock = 2_000_000;
    const now = () => clock;
    const input = { fromWhere: 'from t where k = $1 and id <= $2', params: ['odd', 500], page: { skip: 0, take: 20, returned: 20 }, searched: true, now };
    const both = await Promise.all([listTotal(counted, input), listTotal(counted, input)]);
    expect(both).toEqual([
      { totalRecords: 250, totalIsEstimate: false },
      { totalRecords: 250, totalIsEstimate: false },
    ]);
    expect(statements).toHaveLength(1);

    await db.query(`delete from t where id = 3`);
    expect(await listTotal(counted, input)).toEqual({ totalRecords: 250, totalIsEstimate: true });
    expect(statements).toHaveLength(1);
    clock += TOTAL_TTL_MS;
    // Past its TTL the figure is answered at once, as "about", while the filter is counted again.
    expect(await listTotal(counted, input)).toEqual({ totalRecords: 250, totalIsEstimate: true });
    await settled();
    expect(statements).toHaveLength(2);
    expect(await listTotal(counted, input)).toEqual({ totalRecords: 249, totalIsEstimate: true });
    expect(statements).toHaveLength(2);
    // A large searched list is counted in full, once, after its first page (1,500 odd ids less id 3).
    const large = { ...input, params: ['odd', 3000] };
    expect((await listTotal(counted, large)).totalIsEstimate).toBe(true);
    await settled();
    expect(await listTotal(counted, large)).toEqual({ totalRecords: 1499, totalIsEstimate: true });
    expect(fullCounts()).toHaveLength(1);
    expect(statements).toHaveLength(5);
  });

  it('answers a large list\'s figure past its TTL without waiting, counting it again once; past STALE_TOTAL_MS it is not answered', async () => {
    let clock = 4_000_000;
    const now = () => clock;
    // The planner has no statistics for `id % 2`: its figure (and so the floor of 1,001) differs from the truth, 1,250.
    const input = { fromWhere: 'from t where id % 2 = $1 and id > $2', params: [1, 500], now };
    await listTotal(counted, input);
    await settled();
    expect(await listTotal(counted, input)).toEqual({ totalRecords: 1250, totalIsEstimate: true });

    clock += TOTAL_TTL_MS;
    await db.query(`delete from t where id = 501`);
    statements.splice(0);
    // The count again is held: these answers cannot have waited for it.
    holdFullCounts();
    expect(await Promise.all([listTotal(counted, input), listTotal(counted, input)])).toEqual([
      { totalRecords: 1250, totalIsEstimate: true },
      { totalRecords: 1250, totalIsEstimate: true },
    ]);
    // One count again for both, and neither a capped count nor the planner.
    expect(statements).toHaveLength(1);
    expect(fullCounts()).toHaveLength(1);
    letGo();
    await settled();
    expect(await listTotal(counted, input)).toEqual({ totalRecords: 1249, totalIsEstimate: true });
    expect(statements).toHaveLength(1);

    // Unasked for longer than STALE_TOTAL_MS: the planner's figure (never below 1,001) while it is counted again.
    clock += STALE_TOTAL_MS;
    statements.splice(0);
    holdFullCounts();
    expect(await listTotal(counted, input)).toEqual({ totalRecords: EXACT_TOTAL_LIMIT + 1, totalIsEstimate: true });
    expect(plans()).toHaveLength(1);
    letGo();
    await settled();
    expect(await listTotal(counted, input)).toEqual({ totalRecords: 1249, totalIsEstimate: true });
  });

  it('counts a large list that has shrunk to the limit or under exactly again, once its count again says so', async () => {
    let clock = 5_000_000;
    const now = () => clock;
    await db.exec(`create table shrinking (id int primary key); insert into shrinking select g from generate_series(1, 1100) g; analyze shrinking`);
    const input = { fromWhere: 'from shrinking where id > $1', params: [0], now };
    await listTotal(counted, input);
    await settled();
    expect(await listTotal(counted, input)).toEqual({ totalRecords: 1100, totalIsEstimate: true });
    await db.query(`delete from shrinking where id > 900`);
    clock += TOTAL_TTL_MS;
    expect(await listTotal(counted, input)).toEqual({ totalRecords: 1100, totalIsEstimate: true });
    await settled();
    expect(await listTotal(counted, input)).toEqual({ totalRecords: 900, totalIsEstimate: false });
    // Small now: counted exactly on each page, and no longer in full in the background.
    clock += TOTAL_TTL_MS;
    statements.splice(0);
    expect(await listTotal(counted, input)).toEqual({ totalRecords: 900, totalIsEstimate: false });
    await settled();
    expect(fullCounts()).toHaveLength(0);
  });

  it("starts a searched list's count while its page is still being read; a page that ends the list answers by itself", async () => {
    let finish = (_: PageRead) => {};
    const page = new Promise<PageRead>((resolve) => (finish = resolve));
    const input = { fromWhere: 'from t where k = $1 and id > 100 and id <= $2', params: ['even', 600], searched: true };
    const total = listTotal(counted, { ...input, page });
    // Under way before the page is known.
    expect(statements.filter((s) => s.startsWith('select count'))).toHaveLength(1);
    finish({ skip: 20, take: 20, returned: 20 });
    expect(await total).toEqual({ totalRecords: 250, totalIsEstimate: false });
    expect(statements).toHaveLength(1);

    // A short page still ends the list exactly, whatever the count says.
    const short = { fromWhere: 'from t where k = $1 and id <= $2', params: ['even', 30], searched: true };
    expect(await listTotal(counted, { ...short, page: Promise.resolve({ skip: 0, take: 20, returned: 15 }) })).toEqual({ totalRecords: 15, totalIsEstimate: false });
    // An unsearched list waits for its page: a short one needs no count at all.
    statements.splice(0);
    expect(await listTotal(counted, { fromWhere: 'from t where id <= $1', params: [7], page: Promise.resolve({ skip: 0, take: 20, returned: 7 }) })).toEqual({
      totalRecords: 7,
      totalIsEstimate: false,
    });
    expect(statements).toEqual([]);
  });
});
