/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, everyDatabaseKind, login, openTestDb, ORGS, slowQueries, startTestApp, type TestDb } from '../../testing/harness';
import type { FastifyInstance } from 'fastify';
import type { CdeRequestRecord, CdeWorklistAnswer, GapsInCareAnswer } from '@hearth/shared-kernel/domain';
import { CDE_CLAIM_LEASE_MS } from '@hearth/shared-kernel/rules';
import { CDE_DEMO_PATIENTS, cdeGapId, cdeRequestId } from '../../demo/cde';

const MINUTE = 60_000;
const requestOf = (patientId: string, key: string) => cdeRequestId(cdeGapId(patientId, key));

/**
 * A review claim is a lease: given back by 'clear', renewed by claiming again, and released by the
 * server once CDE_CLAIM_LEASE_MS pass without renewal. The app's clock is moved instead of waiting.
 */
describe('review claims are leases', () => {
  let t: TestDb;
  let app: FastifyInstance;
  let at = Date.now();

  beforeAll(async () => {
    t = await openTestDb();
    app = await startTestApp(t.db, { now: () => at });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  // Signed in at the app's current time (moving the clock past the token's life would refuse an older one).
  const as = async (user: string, method: 'GET' | 'PUT', url: string) =>
    app.inject({ method, url, headers: bearer((await login(app, user)).access_token, ORGS.riverside), ...(method === 'PUT' ? { payload: {} } : {}) });
  const claim = (user: string, id: string) => as(user, 'PUT', `/cde/request/${id}/in-review`);
  const expiries = (id: string) => countRows(t.db, 'cde_request_events', `request_id = $1 and action = 'expire'`, [id]);

  test('Cancel gives the claim back: another reviewer can then claim it', async () => {
    const id = requestOf(CDE_DEMO_PATIENTS.oskar.id, 'o-frn');
    expect((await claim('review.first', id)).statusCode).toBe(200);
    expect((await claim('review.full', id)).statusCode).toBe(409);
    const cleared = await as('review.first', 'PUT', `/cde/request/${id}/clear`);
    expect(cleared.json()).toMatchObject({ status: 'first_review_needed', claimedByProfessionalName: null });
    expect((await claim('review.full', id)).json()).toMatchObject({ status: 'in_first_review', claimedByProfessionalName: 'Fulton Reyes' });
    await as('review.full', 'PUT', `/cde/request/${id}/clear`);
  });

  test("the holder's renewal (claiming again) restarts the lease, without a history line", async () => {
    const id = requestOf(CDE_DEMO_PATIENTS.theodore.id, 't-frn');
    at = Date.now();
    expect((await claim('review.first', id)).statusCode).toBe(200);
    const lines = await countRows(t.db, 'cde_request_events', 'request_id = $1', [id]);
    at += CDE_CLAIM_LEASE_MS - MINUTE;
    expect((await claim('review.first', id)).json()).toMatchObject({ status: 'in_first_review', claimedByProfessionalName: 'Rowan Firth' });
    expect(await countRows(t.db, 'cde_request_events', 'request_id = $1', [id])).toBe(lines);
    // Past the first claim's lease, within the renewed one: still held.
    at += 2 * MINUTE;
    const refused = await claim('review.full', id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This item is already being reviewed by someone else' });
    // Past the renewed lease: released, and the other reviewer gets it.
    at += CDE_CLAIM_LEASE_MS;
    expect((await claim('review.full', id)).json()).toMatchObject({ status: 'in_first_review', claimedByProfessionalName: 'Fulton Reyes' });
    expect(await expiries(id)).toBe(1);
  });

  test('an expired claim reads as released everywhere, with an expire line in the history and the audit log', async () => {
    const marisol = CDE_DEMO_PATIENTS.marisol.id;
    const id = requestOf(marisol, 'm-frn');
    at = Date.now() + 60 * MINUTE;
    expect((await claim('review.first', id)).statusCode).toBe(200);
    at += CDE_CLAIM_LEASE_MS;

    const item = ((await as('dr.chen', 'GET', `/gaps-in-care/${marisol}`)).json() as GapsInCareAnswer).gapsInCares
      .flatMap((g) => g.items)
      .find((i) => i.cdeRequestId === id)!;
    expect(item).toMatchObject({ cdeStatus: 'first_review_needed', claimedByProfessionalName: null });
    const row = ((await as('review.full', 'GET', '/cde/worklist?skip=0&take=100')).json() as CdeWorklistAnswer).results.find((r) => r.requestId === id)!;
    expect(row).toMatchObject({ status: 'first_review_needed', claimedByProfessionalName: null });
    const record = (await as('review.full', 'GET', `/cde/request/${id}`)).json() as CdeRequestRecord;
    expect(record).toMatchObject({ status: 'first_review_needed', claimedByProfessionalId: null });
    expect(record.history.at(-1)).toMatchObject({ action: 'expire', fromStatus: 'in_first_review', toStatus: 'first_review_needed', byProfessionalName: 'Rowan Firth' });
    // Released once, however many calls noticed it; the audit log has it like any transition.
    expect(await expiries(id)).toBe(1);
    expect(
      await countRows(t.db, 'audit_log', `event = 'cde_transition' and detail->>'requestId' = $1 and detail->>'action' = 'expire' and detail->>'toStatus' = 'first_review_needed'`, [id]),
    ).toBe(1);

    // The former holder can no longer decide on it; someone else claims it (not View Only Mode).
    const late = await app.inject({
      method: 'PUT',
      url: `/cde/request/${id}/approve`,
      headers: bearer((await login(app, 'review.first')).access_token, ORGS.riverside),
      payload: { reason: 'Looks right' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'Open this item for review before deciding on it' });
    expect((await claim('review.full', id)).json()).toMatchObject({ status: 'in_first_review', claimedByProfessionalName: 'Fulton Reyes' });
  });
});

/**
 * The holder renewing an expired claim and another reviewer claiming it at the same moment, each
 * through their own API instance with every statement delayed: the claim is released once, and
 * exactly one of them holds it afterwards.
 */
describe.each(everyDatabaseKind())('an expiring claim and a new claimer race, on %s', (_kind, url) => {
  let t: TestDb;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let at = Date.now();

  beforeAll(async () => {
    t = await openTestDb(url);
    a = await startTestApp(slowQueries(t.db), { now: () => at });
    b = await startTestApp(slowQueries(await t.another()), { now: () => at });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await t?.close();
  });

  const items = [
    requestOf(CDE_DEMO_PATIENTS.oskar.id, 'o-frn'),
    requestOf(CDE_DEMO_PATIENTS.theodore.id, 't-frn'),
  ];

  test.each(items)('item %s: one expire line, one holder', async (id) => {
    at = Date.now() + items.indexOf(id) * 2 * CDE_CLAIM_LEASE_MS;
    const claim = async (app: FastifyInstance, user: string) =>
      app.inject({ method: 'PUT', url: `/cde/request/${id}/in-review`, headers: bearer((await login(app, user)).access_token, ORGS.riverside), payload: {} });
    expect((await claim(a, 'review.first')).statusCode).toBe(200);
    at += CDE_CLAIM_LEASE_MS + 1;
    const [ra, rb] = await Promise.all([claim(a, 'review.first'), claim(b, 'review.full')]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const { rows } = await t.db.query<{ status: string; claimed_by: string | null }>('select status, claimed_by from cde_requests where id = $1', [id]);
    expect(rows[0].status).toBe('in_first_review');
    expect(await countRows(t.db, 'cde_request_events', `request_id = $1 and action = 'expire'`, [id])).toBe(1);
    // The first claim, and the winner's new one (a renewal of a live claim would have written none).
    expect(await countRows(t.db, 'cde_request_events', `request_id = $1 and action = 'claim'`, [id])).toBe(2);
  });
});
