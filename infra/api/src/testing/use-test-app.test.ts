/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countingStatements, login, ORGS, useTestApp, type TestDb } from './harness';
import { DEMO_ORGS } from '../demo/demo-accounts';

let prepared: TestDb | undefined;
let counted: ReturnType<typeof countingStatements>;
const s = useTestApp({
  logins: ['dr.chen'],
  prepare: (t) => {
    prepared = t;
    counted = countingStatements(t.db, /./);
    return { db: counted.db };
  },
});
const chen = s.token('dr.chen');
// Read while the file is collected, before any hook ran.
const early = (read: () => unknown) => {
  try {
    read();
    return 'read';
  } catch (e) {
    return (e as Error).message;
  }
};
const beforeHooks = { app: early(() => s.app), db: early(() => s.db), token: early(() => chen.access_token), stranger: early(() => s.token('nurse.kim')) };

describe('useTestApp', () => {
  test('a part read before the suite started says so', () => {
    expect(beforeHooks.app).toBe("useTestApp: the app was read before the suite's beforeAll ran (read it in a test or a hook)");
    expect(beforeHooks.db).toMatch(/^useTestApp: the test database was read before/);
    expect(beforeHooks.token).toMatch(/^useTestApp: the tokens of dr\.chen were read before/);
  });

  test('a username outside the logins is refused where it is asked for', () => {
    expect(beforeHooks.stranger).toBe("useTestApp: nurse.kim is not in the suite's logins");
  });

  test('prepare gets the suite database, and the app runs on the database it answers', async () => {
    expect(prepared).toBe(s.t);
    expect(s.db).toBe(s.t.db);
    const before = counted.count();
    const res = await s.app.inject({ method: 'GET', url: '/roster', headers: bearer(chen.access_token, ORGS.riverside) });
    expect(res.statusCode).toBe(200);
    expect(counted.count()).toBeGreaterThan(before);
  });

  test('the logins are signed in; others sign in as usual', async () => {
    expect(chen.id_token).toEqual(expect.any(String));
    expect(chen.refresh_token).toEqual(expect.any(String));
    expect((await login(s.app, 'nurse.kim')).access_token).toEqual(expect.any(String));
  });
});

test('ORGS holds the demo organisations by key', () => {
  expect(ORGS).toEqual({ riverside: DEMO_ORGS.riverside.id, lakeside: DEMO_ORGS.lakeside.id });
});
