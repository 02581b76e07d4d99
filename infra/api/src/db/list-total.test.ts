/** @jest-environment ./src/testing/native-environment.cjs */
import { EXACT_TOTAL_LIMIT, listTotal, TOTAL_TTL_MS } from './list-total';
import { openTestDb, type TestDb } from '../testing/harness';
import type { Db } from './types';

describe('listTotal', () => {
  let t: TestDb;
  let db: Db;
  const statements: string[] = [];
  let counted: Db;

  beforeAll(async () => {
    t = await openTestDb();
    db = t.db;
    await db.exec(`create table t (id int primary key, k text); insert into t select g, case when g % 2 = 0 then 'even' else 'odd' end from generate_series(1, 3000) g`);
    counted = { ...db, query: (sql, params) => (statements.push(sql), db.query(sql, params)) };
  });
  afterAll(() => t.close());
  beforeEach(() => statements.splice(0));

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

  it('counts a large list once per filter, shares the count, and recounts after the TTL', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const input = { fromWhere: 'from t where k = $1', params: ['even'], now };
    const both = await Promise.all([listTotal(counted, input), listTotal(counted, input)]);
    expect(both).toEqual([
      { totalRecords: 1500, totalIsEstimate: true },
      { totalRecords: 1500, totalIsEstimate: true },
    ]);
    const full = statements.filter((s) => !s.includes('limit'));
    expect(full).toHaveLength(1);

    await db.query(`delete from t where id = 2`);
    expect((await listTotal(counted, input)).totalRecords).toBe(1500);
    clock += TOTAL_TTL_MS;
    expect((await listTotal(counted, input)).totalRecords).toBe(1499);
    // Another filter is another count.
    expect((await listTotal(counted, { ...input, params: ['odd'] })).totalRecords).toBe(1500);
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
    expect(await listTotal(counted, input)).toEqual({ totalRecords: 249, totalIsEstimate: false });
    expect(statements).toHaveLength(2);
    // A large searched list is counted in full, once (1,500 odd ids less id 3).
    const large = { ...input, params: ['odd', 3000] };
    expect(await listTotal(counted, large)).toEqual({ totalRecords: 1499, totalIsEstimate: true });
    expect(await listTotal(counted, large)).toEqual({ totalRecords: 1499, totalIsEstimate: true });
    expect(statements).toHaveLength(4);
  });
});
