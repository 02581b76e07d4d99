/** @jest-environment ./src/testing/native-environment.cjs */
/**
 * The access guard reads a token's access from the database once, then answers from
 * recent-access.ts for a few seconds; a revocation through the API is felt by the very next
 * request, and one made in the database alone once those seconds pass.
 */
import { bearer, countingStatements, login, ORGS, startTestApp, useTestApp } from '../../testing/harness';
import { demoAccount } from '../../demo/demo-accounts';
import { insertPatient } from '../patient-app/fixtures';
import { setMembership } from '../admin/access';

/** The authenticator's statement: the only one that reads auth_sessions on an ordinary request. */
const ACCESS_READ = /join auth_sessions/;

let counted: ReturnType<typeof countingStatements>;
// The app runs on the counting handle; the tests read and write the database itself.
const s = useTestApp({
  recentAccessMs: 60_000,
  prepare: (t) => {
    counted = countingStatements(t.db, ACCESS_READ);
    return { db: counted.db };
  },
});


const get = (token: string, url = '/security', orgId?: string) => s.app.inject({ method: 'GET', url, headers: bearer(token, orgId) });
const sidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;

test("a token's requests read its access from the database once", async () => {
  const { access_token } = await login(s.app, 'dr.chen');
  const before = counted.count();
  const answers = await Promise.all(Array.from({ length: 10 }, () => get(access_token)));
  expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
  for (let i = 0; i < 10; i += 1) expect((await get(access_token)).statusCode).toBe(200);
  // The parallel first ten may each miss before one is kept; the next ten all hit.
  const reads = counted.count() - before;
  expect(reads).toBeGreaterThanOrEqual(1);
  expect(reads).toBeLessThanOrEqual(10);
  const after = counted.count();
  for (let i = 0; i < 10; i += 1) expect((await get(access_token)).statusCode).toBe(200);
  expect(counted.count()).toBe(after);
});

test('a tampered token is refused, whatever is kept', async () => {
  const { access_token } = await login(s.app, 'dr.chen');
  expect((await get(access_token)).statusCode).toBe(200);
  const [head, body, signature] = access_token.split('.');
  const forged = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
  expect((await get(forged)).statusCode).toBe(401);
});

test('logout: the next request is refused, and so is one sent with it', async () => {
  const { access_token } = await login(s.app, 'dr.chen');
  expect((await get(access_token)).statusCode).toBe(200);
  const [out, during] = await Promise.all([s.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(access_token) }), get(access_token)]);
  expect(out.statusCode).toBe(204);
  expect([200, 401]).toContain(during.statusCode);
  expect((await get(access_token)).statusCode).toBe(401);
});

test('a membership change: the next request has the new rights', async () => {
  const dev = demoAccount('dev.debug');
  const { access_token } = await login(s.app, 'dev.debug');
  const patient = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved' });
  const patients = () => get(access_token, `/patients/${patient.id}`, ORGS.riverside);
  expect((await patients()).statusCode).toBe(200);
  await setMembership({ db: s.db, live: s.app.live }, { professionalId: dev.id, orgId: ORGS.riverside, role: 'Front Desk', permissions: ['LOGIN'] }, demoAccount('root').id);
  expect((await patients()).statusCode).toBe(403);
});

test('a revocation made in the database alone stands until the kept access is past its time', async () => {
  let at = Date.now();
  const short = await startTestApp(s.db, { recentAccessMs: 300, now: () => at });
  try {
    const { access_token } = await login(short, 'nurse.kim');
    expect((await short.inject({ method: 'GET', url: '/security', headers: bearer(access_token) })).statusCode).toBe(200);
    await s.db.query('update auth_sessions set revoked_at = now() where id = $1', [sidOf(access_token)]);
    at += 299;
    expect((await short.inject({ method: 'GET', url: '/security', headers: bearer(access_token) })).statusCode).toBe(200);
    at += 2;
    expect((await short.inject({ method: 'GET', url: '/security', headers: bearer(access_token) })).statusCode).toBe(401);
  } finally {
    await short.close();
  }
});
