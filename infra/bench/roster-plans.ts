/**
 * The roster's query plans: EXPLAIN (ANALYZE, BUFFERS) of the page query and the total for each
 * request shape the roster benchmark sends, on a PostgreSQL database that holds the generated
 * patients (e.g. one kept with `roster --keep`). Prints the shapes by execution time, costliest
 * first, with the full plans of the costliest `--plans` (2).
 *
 *   pnpm --filter @hearth/bench run roster-plans -- --url postgresql://postgres@127.0.0.1:5432/hearth_bench
 */
import pg from 'pg';
import { DEMO_ORGS } from '../api/src/demo/demo-accounts';
import { buildRosterSql, pageIdsSql, ROSTER_KEYSETS, rosterOrder, type RosterFilter } from '../api/src/features/patients/roster-query';
import { cursorOf, rowCursor } from '../api/src/platform/db/keyset';
import { runBench, benchArgs } from './lib';

const values = benchArgs({
  url: { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/hearth_bench' },
  plans: { type: 'string', default: '2' },
  only: { type: 'string', default: '' },
});

const base: RosterFilter = { orgId: DEMO_ORGS.riverside.id, sortKey: 'lastName', sortDirection: 'ASC', skip: 0, take: 20 };
const status = (s: string) => ({ enrollmentStatuses: s.split(',') as RosterFilter['enrollmentStatuses'] });
const SHAPES: [string, Partial<RosterFilter>, 'after' | 'before' | null][] = [];
for (const sortKey of ['lastName', 'lastContactAt'] as const) {
  for (const sortDirection of ['ASC', 'DESC'] as const) {
    for (const s of ['approved', 'sent,initiated', 'approved,sent', 'opted_out']) {
      SHAPES.push([`${s} ${sortKey} ${sortDirection} skip 980`, { ...status(s), sortKey, sortDirection, skip: 980 }, null]);
      SHAPES.push([`${s} ${sortKey} ${sortDirection} after page 50`, { ...status(s), sortKey, sortDirection }, 'after']);
    }
    for (const search of ['smi', 'jo', 'ng', 'wil', 'garcia', 'mary smith', 'johnson, m', 'lopez, j', 'de la', 'aria', 'ndez', 'ill', 'son, a', 'zzqxw', '4567', '5551797', 'B7-12', '-11797', '03/14/1962']) {
      SHAPES.push([`approved ${sortKey} ${sortDirection} search '${search}' skip 80`, { ...status('approved'), sortKey, sortDirection, search, skip: 80 }, null]);
    }
  }
}

async function main() {
  const client = new pg.Client({ connectionString: values.url });
  await client.connect();
  const timed: { name: string; ms: number; buffers: number; plan: string }[] = [];
  for (const [name, patch, cursor] of SHAPES.filter(([n]) => n.includes(values.only))) {
    const filter = { ...base, ...patch };
    let position;
    if (cursor) {
      // A cursor at row 1,000 of the list (the 50th page), taken from the list itself.
      const sql = buildRosterSql(filter);
      const { rows } = await client.query(`select ${sql.keySelect} from patients p where ${sql.where} order by ${sql.orderBy} offset 999 limit 1`, sql.params);
      const columns = ROSTER_KEYSETS[filter.sortKey];
      position = cursorOf(rosterOrder(filter), columns, { [cursor]: rowCursor(rosterOrder(filter), columns, rows[0]) });
    }
    const sql = buildRosterSql(filter, position);
    // The statement that finds a page: its ids (rosterPage then reads those rows by id, prepared).
    const page = pageIdsSql(sql, filter);
    const { rows } = await client.query(`explain (analyze, buffers) ${page}`, sql.pageParams);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const ms = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1]);
    // Pages touched (8 kB each): unlike time, the same on a busy machine as on a quiet one.
    const buffers = /Buffers: ([^\n]*)/.exec(plan)?.[1].match(/\d+/g)?.reduce((a, b) => a + Number(b), 0) ?? 0;
    timed.push({ name, ms, buffers, plan: `${page}\n${plan}` });
  }
  timed.sort((a, b) => b.ms - a.ms);
  for (const t of timed) console.log(`${t.ms.toFixed(3).padStart(9)} ms ${String(t.buffers).padStart(7)} buffers  ${t.name}`);
  for (const t of timed.slice(0, Number(values.plans))) console.log(`\n### ${t.name}\n${t.plan}`);
  await client.end();
}

runBench(main);
