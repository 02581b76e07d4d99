/**
 * @jest-environment ./src/testing/native-environment.cjs
 */
/**
 * What a roster page costs the database: the statements are counted, so a change that adds a
 * round trip to the busiest read shows here before it shows in the roster bench's CPU a request.
 * A page is its ids, its rows, its count (exact on every page of a small list; kept for a search)
 * and its audit row; the caller's access is kept from their first request (auth/recent-access.ts).
 */
import { patientCalls } from '@hearth/shared-kernel/api';
import { bearer, ORGS, useTestApp, watchingRoundTrips } from '../../testing/harness';

const statements: string[] = [];
let counting = false;
const s = useTestApp({
  logins: ['dr.chen'],
  prepare: (t) => ({ db: watchingRoundTrips(t.db, (sql) => void (counting && statements.push(sql))) }),
});

/** The statements of `pages` roster pages read one after another, each answering some patients. */
async function perPage(query: Record<string, string>, pages = 4): Promise<number> {
  const auth = bearer(s.token('dr.chen').access_token, ORGS.riverside);
  const read = (skip: number) => s.app.inject({ method: 'GET', url: patientCalls.roster.path, query: { ...query, take: '5', skip: String(skip) }, headers: auth });
  // The first page reads the caller's access and, for a search, its count: the pages after it are measured.
  expect((await read(0)).statusCode).toBe(200);
  statements.splice(0);
  counting = true;
  for (let page = 1; page <= pages; page++) {
    const answer = await read(5 * page);
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as { results: unknown[] }).results.length).toBeGreaterThan(0);
  }
  counting = false;
  expect(statements.filter((sql) => sql === 'begin')).toEqual([]);
  return statements.length / pages;
}

test('a page of a small list takes at most 4 statements (ids, rows, its exact count, the audit row) and no transaction', async () => {
  expect(await perPage({ sortKey: 'lastName', sortDirection: 'ASC' })).toBeLessThanOrEqual(4);
});

test("a search's next pages take at most 3: its count is kept", async () => {
  const { rows } = await s.db.query<{ last_name: string }>('select last_name from patients where org_id = $1 group by last_name order by count(*) desc limit 1', [ORGS.riverside]);
  expect(await perPage({ search: rows[0].last_name.slice(0, 2), sortKey: 'lastName', sortDirection: 'ASC' }, 2)).toBeLessThanOrEqual(3);
});
