/** @jest-environment ./src/testing/native-environment.cjs */
import { everyDatabaseKind, openTestDb, until, type TestDb } from '../../testing/harness';
import { iso, isoColumn } from './values';

let t: TestDb;

beforeAll(async () => {
  t = await openTestDb();
  await t.db.exec('create table db_layer_probe (id int primary key, note text); create index on db_layer_probe (note)');
});
afterAll(async () => {
  await t?.close();
});

describe('the database layer', () => {
  test('query binds parameters and reports affected rows', async () => {
    const insert = await t.db.query('insert into db_layer_probe (id, note) values ($1, $2), ($3, $4)', [1, 'one', 2, 'two']);
    expect(insert.rowCount).toBe(2);
    const { rows } = await t.db.query<{ note: string }>('select note from db_layer_probe where id = any($1::int[]) order by id', [[1, 2]]);
    expect(rows.map((r) => r.note)).toEqual(['one', 'two']);
  });

  test('tx commits when the function resolves', async () => {
    await t.db.tx(async (q) => {
      await q.query('insert into db_layer_probe (id, note) values ($1, $2)', [3, 'three']);
    });
    expect((await t.db.query('select 1 from db_layer_probe where id = 3')).rows).toHaveLength(1);
  });

  test('tx rolls back everything when the function throws', async () => {
    await expect(
      t.db.tx(async (q) => {
        await q.query('insert into db_layer_probe (id, note) values ($1, $2)', [4, 'four']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await t.db.query('select 1 from db_layer_probe where id = 4')).rows).toHaveLength(0);
  });

  test('listen receives notify payloads until stopped, on another handle too', async () => {
    const other = await t.another();
    const got: string[] = [];
    const stop = await other.listen('db_layer_probe_channel', (p) => got.push(p));
    await t.db.notify('db_layer_probe_channel', 'first');
    await until(() => got.length, (n) => n >= 1, 3_000, 'the first payload');
    expect(got).toEqual(['first']);
    await stop();
    await t.db.notify('db_layer_probe_channel', 'second');
    await new Promise((r) => setTimeout(r, 200));
    expect(got).toEqual(['first']);
  });
});

describe.each(everyDatabaseKind())('statements on %s', (_name, url) => {
  let d: TestDb;
  beforeAll(async () => {
    d = await openTestDb(url || undefined);
  });
  afterAll(() => d?.close());

  test('a statement named to prepare answers as an unprepared one, and PostgreSQL keeps it prepared on the connection', async () => {
    const prepared = await d.db.tx(async (q) => {
      for (const username of ['dr.chen', 'dr.chen', 'no-such-user']) {
        const { rows } = await q.query<{ n: number }>('select count(*)::int as n from professionals where username = $1', [username], { prepare: 'db_layer_probe_count' });
        expect(rows[0].n).toBe(username === 'dr.chen' ? 1 : 0);
      }
      return d.db.kind === 'pg' ? (await q.query<{ name: string }>('select name from pg_prepared_statements')).rows.map((r) => r.name) : 'PGlite prepares nothing';
    });
    expect(prepared).toEqual(d.db.kind === 'pg' ? ['db_layer_probe_count'] : 'PGlite prepares nothing');
  });

  test('a timestamp read as ISO text: isoColumn gives the text iso() makes of a Date, to the millisecond (truncated, as a Date holds it)', async () => {
    const cases: [string, string][] = [
      ['2026-01-02 03:04:05.123456+00', '2026-01-02T03:04:05.123Z'],
      ['1999-12-31 23:59:59.9999+00', '1999-12-31T23:59:59.999Z'],
      ['2026-07-04 12:00:00-05', '2026-07-04T17:00:00.000Z'],
      ['1970-01-01 00:00:00+00', '1970-01-01T00:00:00.000Z'],
    ];
    for (const [at, expected] of cases) {
      const { rows } = await d.db.query<{ text: string }>(`select ${isoColumn('$1::timestamptz')} as text`, [at]);
      expect([at, rows[0].text]).toEqual([at, expected]);
      expect(iso(new Date(expected))).toBe(expected);
    }
  });
});
