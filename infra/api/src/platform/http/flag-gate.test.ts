/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, ORGS, useTestApp } from '../../testing/harness';
import { addBypassEmail, setFlag } from '../../features/flags/queries';
import { FEATURE_OFF_MESSAGE } from './flag-gate';

const s = useTestApp({ logins: ['dr.chen'] });
const chen = s.token('dr.chen');

const events = () => s.app.inject({ url: '/events', headers: bearer(chen.access_token, ORGS.riverside) });

describe('calls behind a feature flag', () => {
  test('answer while the flag is on, 404 with a clear message while it is off, and again for an e-mail on the bypass list', async () => {
    expect((await events()).statusCode).toBe(200);
    await setFlag(s.db, 'primeAdtEncounterEnabled', false);
    const off = await events();
    expect([off.statusCode, off.json().message]).toEqual([404, FEATURE_OFF_MESSAGE]);
    await addBypassEmail(s.db, 'DR.CHEN@riverside.example');
    expect((await events()).statusCode).toBe(200);
  });

  test('a call with no flag is not touched by another flag being off', async () => {
    await setFlag(s.db, 'diagnosisConsiderationsPage', false);
    expect((await s.app.inject({ url: '/roster', headers: bearer(chen.access_token, ORGS.riverside) })).statusCode).toBe(200);
  });
});
