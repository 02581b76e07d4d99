/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, login, ORGS, useTestApp } from '../testing/harness';
import { addGeneratedPatients } from './bulk-patients';
import { generatePatients } from './patient-generator';

const s = useTestApp();

describe('generated patients', () => {
  test('the same seed gives the same people', () => {
    const a = generatePatients({ orgId: ORGS.riverside, count: 50, seed: 3, mrnPrefix: 'X' });
    const b = generatePatients({ orgId: ORGS.riverside, count: 50, seed: 3, mrnPrefix: 'X' });
    expect(b.map(({ lastContactAt, createdAt, ...p }) => p)).toEqual(a.map(({ lastContactAt, createdAt, ...p }) => p));
    expect(generatePatients({ orgId: ORGS.riverside, count: 50, seed: 4, mrnPrefix: 'X' })[20].lastName).toBeDefined();
  });

  test('20,000 more patients go in quickly and the roster still pages, filters and finds one', async () => {
    const ms = await addGeneratedPatients(s.db, { orgId: ORGS.riverside, count: 20_000, seed: 11 });
    expect(ms).toBeLessThan(60_000);
    expect(await countRows(s.db, 'patients', 'org_id = $1', [ORGS.riverside])).toBe(20_600);
    const { access_token } = await login(s.app, 'dr.chen');
    const started = Date.now();
    const res = await s.app.inject({ method: 'GET', url: '/roster?enrollmentStatus=approved&sortKey=dateOfBirth&sortDirection=DESC&skip=4000', headers: bearer(access_token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toHaveLength(20);
    expect(res.json().totalRecords).toBeGreaterThan(7_000);
    const { rows } = await s.db.query<{ mrn: string; last_name: string }>(`select mrn, last_name from patients where mrn = 'B11-119999'`);
    const found = await s.app.inject({ method: 'GET', url: `/roster?search=${rows[0].mrn}`, headers: bearer(access_token) });
    expect(found.json().results.map((r: { mrn: string }) => r.mrn)).toEqual(['B11-119999']);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
