/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, login, openTestDb, startTestApp, type TestDb } from '../testing/harness';
import type { FastifyInstance } from 'fastify';
import { addBypassEmail, setFlag } from '../flags/queries';
import { DEMO_ORGS } from '../seed/demo-accounts';
import { FEATURE_OFF_MESSAGE } from './flag-gate';

let t: TestDb;
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  t = await openTestDb();
  app = await startTestApp(t.db);
  token = (await login(app, 'dr.chen')).access_token;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const events = () => app.inject({ url: '/events', headers: bearer(token, DEMO_ORGS.riverside.id) });

describe('calls behind a feature flag', () => {
  test('answer while the flag is on, 404 with a clear message while it is off, and again for an e-mail on the bypass list', async () => {
    expect((await events()).statusCode).toBe(200);
    await setFlag(t.db, 'primeAdtEncounterEnabled', false);
    const off = await events();
    expect([off.statusCode, off.json().message]).toEqual([404, FEATURE_OFF_MESSAGE]);
    await addBypassEmail(t.db, 'DR.CHEN@riverside.example');
    expect((await events()).statusCode).toBe(200);
  });

  test('a call with no flag is not touched by another flag being off', async () => {
    await setFlag(t.db, 'diagnosisConsiderationsPage', false);
    expect((await app.inject({ url: '/roster', headers: bearer(token, DEMO_ORGS.riverside.id) })).statusCode).toBe(200);
  });
});
