import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AuthContext } from '../../platform/http/access-guard';
import { holders } from '../../platform/live/hub';
import { RecentAccess } from './recent-access';

const EXP = 2_000_000_000;

function context(professionalId: string, sessionId: string): AuthContext {
  return {
    professionalId,
    sessionId,
    username: professionalId,
    email: `${professionalId}@example.org`,
    systemRole: null,
    exp: EXP,
    tokenOrgIds: ['org-1'],
    memberships: [{ orgId: 'org-1', orgName: 'Riverside', parentId: null, role: 'Physician', permissions: ['A'] }],
  };
}

function cache(ttlMs = 1000, maxEntries?: number) {
  let now = 1_000_000;
  const recent = new RecentAccess({ ttlMs, maxEntries, now: () => now });
  return { recent, pass: (ms: number) => (now += ms) };
}

test('answers what a read kept, until its time is up', () => {
  const { recent, pass } = cache(1000);
  expect(recent.get('t1')).toBeUndefined();
  recent.keep('t1', context('p1', 's1'), recent.mark());
  expect(recent.get('t1')?.sessionId).toBe('s1');
  pass(999);
  expect(recent.get('t1')?.sessionId).toBe('s1');
  pass(1);
  expect(recent.get('t1')).toBeUndefined();
  expect(recent.size).toBe(0);
});

test('never past the token’s own expiry', () => {
  const { recent } = cache(60_000);
  const soon = { ...context('p1', 's1'), exp: 1_000 }; // seconds: 1,000,000 ms, now
  recent.keep('t1', soon, recent.mark());
  expect(recent.get('t1')).toBeUndefined();
});

test('a session’s revocation forgets that session only; a professional’s forgets all of theirs', () => {
  const { recent } = cache();
  recent.keep('a', context('p1', 's1'), recent.mark());
  recent.keep('b', context('p1', 's2'), recent.mark());
  recent.keep('c', context('p2', 's3'), recent.mark());
  recent.forget(holders.session('s1'));
  expect([recent.get('a'), recent.get('b')?.sessionId, recent.get('c')?.sessionId]).toEqual([undefined, 's2', 's3']);
  recent.forget(holders.professional('p1'));
  expect([recent.get('b'), recent.get('c')?.sessionId]).toEqual([undefined, 's3']);
  recent.forget(holders.patient('p2'));
  expect(recent.get('c')?.sessionId).toBe('s3');
  recent.forget(null);
  expect(recent.size).toBe(0);
});

test('a read that began before a change is not kept', () => {
  const { recent } = cache();
  const mark = recent.mark();
  recent.forget(holders.session('someone-else'));
  const answered = recent.keep('t1', context('p1', 's1'), mark);
  expect(answered.sessionId).toBe('s1');
  expect(recent.get('t1')).toBeUndefined();
  recent.keep('t1', context('p1', 's1'), recent.mark());
  expect(recent.get('t1')).toBeDefined();
});

test('keeps at most maxEntries, the oldest going first', () => {
  const { recent } = cache(1000, 2);
  for (const token of ['a', 'b', 'c']) recent.keep(token, context('p1', token), recent.mark());
  expect(recent.size).toBe(2);
  expect([recent.get('a'), recent.get('b')?.sessionId, recent.get('c')?.sessionId]).toEqual([undefined, 'b', 'c']);
});

test('what it answers cannot be changed by a request', () => {
  const { recent } = cache();
  recent.keep('t1', context('p1', 's1'), recent.mark());
  const kept = recent.get('t1')!;
  expect(() => kept.memberships[0].permissions.push('B')).toThrow(TypeError);
  expect(() => (kept.memberships as AuthContext['memberships']).pop()).toThrow(TypeError);
  expect(() => Object.assign(kept, { systemRole: 'root' })).toThrow(TypeError);
});

test('a time of 0 keeps nothing', () => {
  const { recent } = cache(0);
  recent.keep('t1', context('p1', 's1'), recent.mark());
  expect(recent.get('t1')).toBeUndefined();
});

describe('access is changed only where the change is announced to the live hub', () => {
  // Kept access is forgotten when the change closes its holder's sockets (closeSockets): a write
  // to these tables anywhere else would leave it standing for up to RECENT_ACCESS_MS.
  const SRC = join(__dirname, '../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return e.name === 'demo' ? [] : sources(path);
      return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
    });
  const writes = [
    /(insert into|update|delete from) professional_org_roles\b/,
    /update auth_sessions set revoked_at/,
    /update professionals set disabled = true/,
  ];

  test('memberships, revocations and deactivations are written by admin/access.ts and auth/sessions.ts only', () => {
    const writers = sources(SRC)
      .filter((file) => writes.some((w) => w.test(readFileSync(file, 'utf8'))))
      .map((file) => relative(SRC, file))
      .sort();
    expect(writers).toEqual(['features/admin/access.ts', 'features/auth/sessions.ts']);
  });

  test('every module that revokes sessions also closes their sockets', () => {
    const revokers = sources(SRC).filter((file) => /\brevoke(All)?Sessions?\(/.test(readFileSync(file, 'utf8')) && !file.endsWith('sessions.ts'));
    expect(revokers.length).toBeGreaterThan(0);
    for (const file of revokers) expect(`${relative(SRC, file)}: ${/closeSockets\(/.test(readFileSync(file, 'utf8'))}`).toBe(`${relative(SRC, file)}: true`);
  });
});
