/** @jest-environment ./src/testing/native-environment.cjs */
import { openTestDb, type TestDb } from '../../testing/harness';
import {
  attemptsUsed,
  recordFailure,
  reserveAttempt,
  reserveEvery,
  SWEEP_BATCH,
  takeSlot,
  type GuessPolicy,
  type RateLimit,
} from './attempt-locks';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(async () => {
  await t?.close();
});

const rows = async (scope: string) =>
  (await t.db.query<{ subject: string }>('select subject from attempt_locks where scope = $1 order by subject', [scope])).rows.map((r) => r.subject);
/** Rows as a reservation long ago left them. */
async function oldRows(scope: string, subjects: string[], ageSeconds: number, lockedForSeconds = 0) {
  for (const subject of subjects) {
    await t.db.query(
      `insert into attempt_locks (scope, subject, attempts, updated_at, locked_until)
       values ($1, $2, 3, now() - make_interval(secs => $3), case when $4::int > 0 then now() + make_interval(secs => $4) end)`,
      [scope, subject, ageSeconds, lockedForSeconds],
    );
  }
}

describe('rate limits', () => {
  test('of 12 parallel requests exactly 4 get a slot; the rest wait for the window, which then frees the subject', async () => {
    const limit: RateLimit = { scope: 't-rate', max: 4, windowSeconds: 600 };
    const answers = await Promise.all(Array.from({ length: 12 }, () => takeSlot(t.db, limit, 'a1')));
    expect(answers.filter((a) => a.ok)).toHaveLength(4);
    const waits = answers.flatMap((a) => (a.ok ? [] : [a.retryAfterSeconds]));
    expect(waits).toHaveLength(8);
    for (const wait of waits) {
      expect(wait).toBeGreaterThan(590);
      expect(wait).toBeLessThanOrEqual(600);
    }
    expect(await takeSlot(t.db, limit, 'a2')).toEqual({ ok: true });
    await t.db.query(`update attempt_locks set updated_at = now() - interval '601 seconds' where scope = $1 and subject = 'a1'`, [limit.scope]);
    expect(await takeSlot(t.db, limit, 'a1')).toEqual({ ok: true });
    expect(await attemptsUsed(t.db, limit, 'a1')).toBe(1);
  });

  test('a slot under every limit or none: a refusal gives back the slots already taken and answers its own wait', async () => {
    const day: RateLimit = { scope: 't-every-day', max: 10, windowSeconds: 86400 };
    const tenMinutes: RateLimit = { scope: 't-every-ten', max: 2, windowSeconds: 600 };
    const both = () => reserveEvery(t.db, takeSlot, [[day, 'e1'], [tenMinutes, 'e1']] as const);
    const answers = await Promise.all(Array.from({ length: 6 }, both));
    expect(answers.filter((a) => a.ok)).toHaveLength(2);
    expect(await attemptsUsed(t.db, day, 'e1')).toBe(2);
    const refused = answers.find((a) => !a.ok);
    expect(refused && !refused.ok && refused.retryAfterSeconds).toBeLessThanOrEqual(600);
  });
});

describe('stale rows', () => {
  test('a reservation deletes up to SWEEP_BATCH rows of its scope whose window passed and that hold no lock', async () => {
    const limit: RateLimit = { scope: 't-sweep', max: 5, windowSeconds: 900 };
    const stale = Array.from({ length: SWEEP_BATCH + 5 }, (_, i) => `stale-${String(i).padStart(2, '0')}`);
    await oldRows(limit.scope, stale, 901);
    await oldRows(limit.scope, ['locked'], 901, 600);
    await oldRows(limit.scope, ['recent'], 300);
    await oldRows('t-sweep-other', ['elsewhere'], 901);

    expect(await takeSlot(t.db, limit, 'new-1')).toEqual({ ok: true });
    expect(await rows(limit.scope)).toHaveLength(stale.length + 3 - SWEEP_BATCH);
    expect(await takeSlot(t.db, limit, 'new-2')).toEqual({ ok: true });
    expect(await rows(limit.scope)).toEqual(['locked', 'new-1', 'new-2', 'recent']);
    expect(await rows('t-sweep-other')).toEqual(['elsewhere']);
  });

  test('guess limits with a window are swept too; without one their rows stay (the count never goes stale)', async () => {
    const windowed: GuessPolicy = { scope: 't-sweep-guess', max: 5, lockSeconds: 60, maxLockSeconds: 3600, windowSeconds: 900 };
    const plain: GuessPolicy = { scope: 't-sweep-plain', max: 5, lockSeconds: 60, maxLockSeconds: 3600 };
    for (const p of [windowed, plain]) await oldRows(p.scope, ['old'], 901);
    for (const p of [windowed, plain]) expect(await reserveAttempt(t.db, p, 'new')).toEqual({ ok: true });
    expect(await rows(windowed.scope)).toEqual(['new']);
    expect(await rows(plain.scope)).toEqual(['new', 'old']);
  });

  test('a stale row answers like no row: the next lock after a passed window is not doubled, swept or not', async () => {
    const p: GuessPolicy = { scope: 't-stale-lockouts', max: 2, lockSeconds: 60, maxLockSeconds: 3600, windowSeconds: 900 };
    const lockOnce = async () => {
      for (let i = 0; i < p.max; i += 1) expect((await reserveAttempt(t.db, p, 's1')).ok).toBe(true);
      return recordFailure(t.db, p, 's1');
    };
    expect(await lockOnce()).toBeGreaterThan(55);
    // The lock ran out and the window passed; another subject's reservation may have swept the row, or not.
    await t.db.query(`update attempt_locks set locked_until = now() - interval '1 second', updated_at = now() - interval '901 seconds' where scope = $1`, [p.scope]);
    const next = await lockOnce();
    expect(next).toBeGreaterThan(55);
    expect(next).toBeLessThanOrEqual(60);
  });
});
