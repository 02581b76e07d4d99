/** @jest-environment ./src/testing/native-environment.cjs */
import { openTestDb, type TestDb } from '../../testing/harness';
import { EXACT_TOTAL_LIMIT } from './list-total';
import { pagedList } from './paged-list';
import type { Db } from './types';

describe('pagedList', () => {
  let t: TestDb;
  let counted: Db;
  const statements: string[] = [];

  beforeAll(async () => {
    t = await openTestDb();
    await t.db.exec(`create table paged_probe (id int primary key, g int); insert into paged_probe select n, n % 3 from generate_series(1, 1500) n`);
    counted = { ...t.db, query: (sql, params) => (statements.push(sql), t.db.query(sql, params)) };
  });
  afterAll(() => t.close());
  beforeEach(() => statements.splice(0));

  const page = (skip: number, take: number, fromWhere = 'from paged_probe where g = $1', countFromWhere?: string) =>
    pagedList(counted, { columns: 'id', fromWhere, countFromWhere, orderBy: 'id', params: [0], skip, take }, (r: { id: number }) => r.id);

  it('reads the page in order and, for the last page, knows the total without a count', async () => {
    const last = await page(490, 20);
    expect(last).toEqual({ totalRecords: 500, totalIsEstimate: false, results: [1473, 1476, 1479, 1482, 1485, 1488, 1491, 1494, 1497, 1500] });
    expect(statements).toHaveLength(1);
  });

  it('counts a full page exactly while the list is small', async () => {
    const first = await page(0, 3);
    expect(first.results).toEqual([3, 6, 9]);
    expect(first).toMatchObject({ totalRecords: 500, totalIsEstimate: false });
    expect(statements).toHaveLength(2);
  });

  it('counts with countFromWhere when given, and estimates a large list', async () => {
    const answer = await page(0, 2, 'from paged_probe where g = $1 or true', 'from paged_probe where $1::int is not null');
    expect(answer.results).toEqual([1, 2]);
    expect(answer.totalRecords).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(answer.totalIsEstimate).toBe(true);
    // Counted after the page, then answered (PGlite runs one statement at a time, so it is done).
    expect(await page(0, 2, 'from paged_probe where g = $1 or true', 'from paged_probe where $1::int is not null')).toMatchObject({ totalRecords: 1500, totalIsEstimate: true });
    expect(statements.filter((s) => s.includes('$1::int is not null'))).toEqual([
      expect.stringContaining('limit'),
      // The planner's figure for the first page; the full count, in its turn after it.
      expect.stringContaining('explain'),
      expect.not.stringMatching(/limit|explain/),
      // The second page: the list is known to be large, so no capped count.
    ]);
  });
});
