/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, everyDatabaseKind, login, openTestDb, ORGS, slowQueries, startTestApp, type TestDb } from '../../testing/harness';
import type { FastifyInstance } from 'fastify';
import { demoAccount } from '../../demo/demo-accounts';
import { CDE_DEMO_PATIENTS, cdeGapId, cdeRequestId } from '../../demo/cde';

/**
 * Two reviewers open the same item at the same moment, each through their own API instance (their
 * own connection pool on PostgreSQL), with every statement delayed so the two requests interleave:
 * the database lets exactly one claim stand, and the other reviewer hears why.
 */
describe.each(everyDatabaseKind())('two reviewers claim one item at once, on %s', (_kind, url) => {
  let t: TestDb;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let first: string;
  let full: string;

  beforeAll(async () => {
    t = await openTestDb(url);
    a = await startTestApp(slowQueries(t.db));
    b = await startTestApp(slowQueries(await t.another()));
    first = (await login(a, 'review.first')).access_token;
    full = (await login(b, 'review.full')).access_token;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await t?.close();
  });

  const items = [
    cdeRequestId(cdeGapId(CDE_DEMO_PATIENTS.oskar.id, 'o-frn')),
    cdeRequestId(cdeGapId(CDE_DEMO_PATIENTS.theodore.id, 't-frn')),
    cdeRequestId(cdeGapId(CDE_DEMO_PATIENTS.marisol.id, 'm-frn')),
  ];

  test.each(items)('exactly one wins item %s, the other gets a clear refusal', async (id) => {
    const claim = (app: FastifyInstance, token: string) =>
      app.inject({ method: 'PUT', url: `/cde/request/${id}/in-review`, headers: bearer(token, ORGS.riverside), payload: {} });
    const [ra, rb] = await Promise.all([claim(a, first), claim(b, full)]);
    const answers = [ra, rb].map((r) => r.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const loser = ra.statusCode === 409 ? ra : rb;
    expect(loser.json()).toEqual({ message: 'This item is already being reviewed by someone else' });
    const winner = ra.statusCode === 200 ? 'review.first' : 'review.full';
    const { rows } = await t.db.query<{ status: string; claimed_by: string }>('select status, claimed_by from cde_requests where id = $1', [id]);
    expect(rows[0]).toEqual({ status: 'in_first_review', claimed_by: demoAccount(winner).id });
    expect(await countRows(t.db, 'cde_request_events', `request_id = $1 and action = 'claim'`, [id])).toBe(1);
  });
});
