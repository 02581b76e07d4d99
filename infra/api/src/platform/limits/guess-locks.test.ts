/** @jest-environment ./src/testing/native-environment.cjs */
import { openTestDb, type TestDb } from '../../testing/harness';
import { attemptsUsed, lockedFor, recordFailure, recordSuccess, releaseAttempt, reserveAttempt, type GuessPolicy } from './attempt-locks';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(async () => {
  await t?.close();
});

const policy = (scope: string): GuessPolicy => ({ scope, max: 5, lockSeconds: 1800, maxLockSeconds: 86400 });

describe('guess limits (texted codes, links): locks that double', () => {
  test('five wrong guesses lock the subject; the lock answers how long; other subjects are free', async () => {
    const p = policy('t-serial');
    for (let i = 0; i < 4; i += 1) {
      expect(await reserveAttempt(t.db, p, 's1')).toEqual({ ok: true });
      expect(await recordFailure(t.db, p, 's1')).toBe(0);
    }
    expect(await reserveAttempt(t.db, p, 's1')).toEqual({ ok: true });
    const locked = await recordFailure(t.db, p, 's1');
    expect(locked).toBeGreaterThan(1790);
    expect(locked).toBeLessThanOrEqual(1800);
    const refused = await reserveAttempt(t.db, p, 's1');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(1790);
    expect(await lockedFor(t.db, p, 's1')).toBeGreaterThan(1790);
    expect(await reserveAttempt(t.db, p, 's2')).toEqual({ ok: true });
  });

  test('parallel guesses: of 20 at once only 5 get a slot, and the subject ends locked', async () => {
    const p = policy('t-parallel');
    const results = await Promise.all(Array.from({ length: 20 }, () => reserveAttempt(t.db, p, 'p1')));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    const locks = await Promise.all(Array.from({ length: 5 }, () => recordFailure(t.db, p, 'p1')));
    expect(locks.filter((s) => s > 0)).toHaveLength(1);
    expect(await lockedFor(t.db, p, 'p1')).toBeGreaterThan(0);
  });

  test('a right guess clears the count; a lock that ran out frees the subject and the next lock is twice as long', async () => {
    const p = policy('t-reset');
    for (let i = 0; i < 3; i += 1) await reserveAttempt(t.db, p, 'r1');
    expect(await attemptsUsed(t.db, p, 'r1')).toBe(3);
    await recordSuccess(t.db, p, 'r1');
    expect(await attemptsUsed(t.db, p, 'r1')).toBe(0);

    for (let i = 0; i < 5; i += 1) await reserveAttempt(t.db, p, 'r1');
    expect(await recordFailure(t.db, p, 'r1')).toBeGreaterThan(1790);
    // The lock runs out.
    await t.db.query(`update attempt_locks set locked_until = now() - interval '1 second' where scope = $1`, [p.scope]);
    expect(await lockedFor(t.db, p, 'r1')).toBe(0);
    for (let i = 0; i < 5; i += 1) expect((await reserveAttempt(t.db, p, 'r1')).ok).toBe(true);
    const second = await recordFailure(t.db, p, 'r1');
    expect(second).toBeGreaterThan(3590);
    expect(second).toBeLessThanOrEqual(3600);
  });

  test('a released slot can be used again', async () => {
    const p = policy('t-release');
    for (let i = 0; i < 5; i += 1) await reserveAttempt(t.db, p, 'x1');
    expect((await reserveAttempt(t.db, p, 'x1')).ok).toBe(false);
    await releaseAttempt(t.db, p, 'x1');
    expect(await attemptsUsed(t.db, p, 'x1')).toBe(4);
    expect((await reserveAttempt(t.db, p, 'x1')).ok).toBe(true);
  });

  test('with a window, the count starts again once the window passes without an attempt; without one it never does', async () => {
    const windowed = { ...policy('t-window'), windowSeconds: 900 };
    const plain = policy('t-nowindow');
    for (const p of [windowed, plain]) for (let i = 0; i < 5; i += 1) await reserveAttempt(t.db, p, 'w1');
    await t.db.query(`update attempt_locks set updated_at = now() - interval '901 seconds' where scope in ($1, $2)`, [windowed.scope, plain.scope]);
    expect(await reserveAttempt(t.db, windowed, 'w1')).toEqual({ ok: true });
    expect(await attemptsUsed(t.db, windowed, 'w1')).toBe(1);
    expect((await reserveAttempt(t.db, plain, 'w1')).ok).toBe(false);
  });
});
