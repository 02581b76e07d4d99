/** @jest-environment ./src/testing/native-environment.cjs */
import { openTestDb, type TestDb } from '../testing/harness';
import { MAX_NAMED_TEXTS, rowsInOrder, rowsOfPage, statementName } from './page-rows';

describe('a page’s rows', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb();
    await t.db.exec(`create table rows_in_order_probe (id uuid primary key, label text, rank int)`);
    await t.db.query(`insert into rows_in_order_probe values ('00000000-0000-4000-8000-000000000001', 'one', 3), ('00000000-0000-4000-8000-000000000002', 'two', 1), ('00000000-0000-4000-8000-000000000003', 'three', 2)`);
  });
  afterAll(() => t.close());

  const read = (ids: string[]) =>
    rowsInOrder<{ id: string; label: string }>(t.db, ids, {
      sql: 'select id::text as id, label from rows_in_order_probe where id = any($1::uuid[])',
      params: [ids],
      prepare: 'rows_in_order_probe',
    });

  test('by id: in the order of the ids, leaving out one that is gone', async () => {
    const ids = ['00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-00000000000f', '00000000-0000-4000-8000-000000000001'];
    expect((await read(ids)).map((r) => r.label)).toEqual(['three', 'one']);
  });

  test('by id: reads nothing for no ids', async () => {
    expect(await read([])).toEqual([]);
  });

  test('in one statement: the page the ids select, in its order', async () => {
    const page = (after: number) =>
      rowsOfPage<{ label: string }>(t.db, 'probe', {
        ids: 'select id from rows_in_order_probe where rank > $1 order by rank limit 2',
        params: [after],
        columns: 'r.label',
        join: 'rows_in_order_probe r on r.id = page.id',
        orderBy: 'r.rank',
      });
    expect((await page(0)).map((r) => r.label)).toEqual(['two', 'three']);
    expect((await page(2)).map((r) => r.label)).toEqual(['one']);
  });
});

describe('statementName', () => {
  test('names each text once and keeps its name; past the bound a new text runs unnamed', () => {
    const first = statementName('probe', 'select 1');
    expect(first).toMatch(/^probe_page_\d+$/);
    expect(statementName('probe', 'select 1')).toBe(first);
    expect(statementName('probe', 'select 2')).not.toBe(first);
    for (let i = 0; i < MAX_NAMED_TEXTS; i++) statementName('probe', `select ${i + 3}`);
    expect(statementName('probe', 'select -1')).toBeUndefined();
    expect(statementName('probe', 'select 1')).toBe(first);
  });
});
