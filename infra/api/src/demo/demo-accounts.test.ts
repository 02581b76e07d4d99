import { homePath, PERMISSIONS, userKind } from '@hearth/shared-kernel/permissions';
import { DEMO_ACCOUNTS, DEMO_ORGS, demoAccount } from './demo-accounts';
import { shouldSeedDemo } from './demo';

const codesOf = (username: string) => [...new Set(demoAccount(username).orgs.flatMap((o) => o.permissions.map((p) => PERMISSIONS[p])))];

describe('demo accounts', () => {
  test('each lands where SPEC §2 sends its kind, by the kernel rules', () => {
    for (const account of DEMO_ACCOUNTS) {
      const kind = userKind({ patientToken: false, permissions: codesOf(account.username) });
      expect({ user: account.username, home: homePath(kind, account.orgs.length) }).toEqual({ user: account.username, home: account.home });
    }
  });

  test('the demo has these ten accounts and two organisations, as the README lists them', () => {
    expect(DEMO_ACCOUNTS.map((a) => a.username)).toEqual([
      'dr.chen', 'nurse.kim', 'admin.ortiz', 'partner.lee', 'root', 'dev.debug', 'privacy.park', 'review.first', 'review.second', 'review.full',
    ]);
    expect(Object.values(DEMO_ORGS).map((o) => o.name)).toEqual(['Riverside Family Practice', 'Lakeside Health Center']);
    expect(demoAccount('nurse.kim').orgs.map((o) => o.org)).toEqual(['riverside', 'lakeside']);
    expect(demoAccount('dr.chen').orgs.map((o) => [o.org, o.role])).toEqual([['riverside', 'Physician']]);
  });

  test('administrators and the client partner are not professionals; only dev.debug has the debugger', () => {
    for (const username of ['admin.ortiz', 'partner.lee', 'root']) expect(codesOf(username)).not.toContain(PERMISSIONS.VIEW_PROGRAMS);
    expect(DEMO_ACCOUNTS.filter((a) => codesOf(a.username).includes(PERMISSIONS.ACCESS_DEBUGGER)).map((a) => a.username)).toEqual([
      'dev.debug',
    ]);
  });

  test('the access report (VIEW_AUDIT) is for administrators and the privacy officer, not the care team', () => {
    expect(DEMO_ACCOUNTS.filter((a) => codesOf(a.username).includes(PERMISSIONS.VIEW_AUDIT)).map((a) => a.username)).toEqual([
      'admin.ortiz', 'root', 'privacy.park',
    ]);
  });

  test('ids are unique', () => {
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.id)).size).toBe(DEMO_ACCOUNTS.length);
  });
});

describe('shouldSeedDemo', () => {
  test('embedded database: yes unless HEARTH_DEMO=0', () => {
    expect(shouldSeedDemo({ demo: true, databaseUrl: null, seedDemoIntoDatabaseUrl: false })).toBe(true);
    expect(shouldSeedDemo({ demo: false, databaseUrl: null, seedDemoIntoDatabaseUrl: false })).toBe(false);
  });

  test('a DATABASE_URL database only when HEARTH_SEED_DEMO=1', () => {
    expect(shouldSeedDemo({ demo: true, databaseUrl: 'postgresql://x', seedDemoIntoDatabaseUrl: false })).toBe(false);
    expect(shouldSeedDemo({ demo: true, databaseUrl: 'postgresql://x', seedDemoIntoDatabaseUrl: true })).toBe(true);
    expect(shouldSeedDemo({ demo: false, databaseUrl: 'postgresql://x', seedDemoIntoDatabaseUrl: true })).toBe(false);
  });
});
