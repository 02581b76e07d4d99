/** @jest-environment ./src/testing/native-environment.cjs */
import { openTestDb, type TestDb } from '../../testing/harness';
import { MAX_NAMED_TEXTS, rowsInOrder, statementName } from './page-rows';

describe('rowsInOrder', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb();
    await t.db.exec(`create table rows_in_order_probe (id uuid primary key, label text)`);
    await t.db.query(`insert into rows_in_order_probe values ('00000000-0000-4000-8000-000000000001', 'one'), ('00000000-0000-4000-8000-000000000002', 'two'), ('00000000-0000-4000-8000-000000000003', 'three')`);
  });
  afterAll(() => t.close());

  const read = (ids: string[]) =>
    rowsInOrder<{ id: string; label: string }>(t.db, ids, {
      sql: 'select id::text as id, label from rows_in_order_probe where id = any($1::uuid[])',
      params: [ids],
      prepare: 'rows_in_order_probe',
    });

  test('answers the rows in the order of the ids, leaving out one that is gone', async () => {
    const ids = ['00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-00000000000f', '00000000-0000-4000-8000-000000000001'];
    expect((await read(ids)).map((r) => r.label)).toEqual(['three', 'one']);
  });

  test('reads nothing for no ids', async () => {
    expect(await read([])).toEqual([]);
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
