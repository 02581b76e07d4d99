/**
 * Every attempt limit of the API (sign-in, reset links and tokens, enrollment and secure-chat date
 * of birth and code checks, texted codes and links), counted in the database so it holds across API
 * instances and against parallel requests.
 *
 * An attempt RESERVES its slot before anything is checked or sent: one atomic upsert that adds one
 * only while attempts < max. Of any number of simultaneous attempts at most `max` get a slot, the
 * rest answer 429 at once.
 *
 * - A guess limit (GuessPolicy): a wrong guess that used the last slot locks the subject (an
 *   enrollment, a patient, a username) for `lockSeconds`, doubling with each lockout up to
 *   `maxLockSeconds`; a right guess clears the count, or gives back its own slot (releaseAttempt).
 * - A rate limit (RateLimit): nothing locks; once `max` slots are used the subject waits until
 *   `windowSeconds` pass without a reserved attempt, so no window of that length holds more than `max`.
 *
 * With a window, a row says nothing once its window has passed and no lock holds (the next attempt
 * starts afresh), so each reservation deletes a few such rows of its scope: rows for unknown
 * usernames and addresses do not pile up.
 */
import type { Queryable } from '../db/types';

export interface GuessPolicy {
  scope: string;
  max: number;
  lockSeconds: number;
  maxLockSeconds: number;
  /** When set, the count and the doubling of locks start again once this long passes without an attempt. */
  windowSeconds?: number;
}

export const DOB_POLICY: GuessPolicy = { scope: 'enrollment-dob', max: 5, lockSeconds: 30 * 60, maxLockSeconds: 24 * 3600 };
export const CODE_POLICY: GuessPolicy = { scope: 'enrollment-code', max: 5, lockSeconds: 30 * 60, maxLockSeconds: 24 * 3600 };
export const SECURE_DOB_POLICY: GuessPolicy = { scope: 'secure-dob', max: 5, lockSeconds: 30 * 60, maxLockSeconds: 24 * 3600 };

/** A plain rate limit: `max` attempts, then none until `windowSeconds` pass without one. */
export interface RateLimit {
  scope: string;
  max: number;
  windowSeconds: number;
}

export type Reservation = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Stale rows a reservation deletes, at most: more than the one row it may add, so they cannot pile up. */
export const SWEEP_BATCH = 10;

/** Seconds a subject stays locked, or 0. */
export async function lockedFor(q: Queryable, policy: GuessPolicy, subject: string): Promise<number> {
  const { rows } = await q.query<{ wait: number | string | null }>(
    `select ceil(extract(epoch from (locked_until - now())))::int as wait
       from attempt_locks where scope = $1 and subject = $2 and locked_until > now()`,
    [policy.scope, subject],
  );
  return rows[0] ? Math.max(1, Number(rows[0].wait)) : 0;
}

/** Takes one attempt slot under a guess limit, or answers how long to wait. */
export async function reserveAttempt(q: Queryable, policy: GuessPolicy, subject: string): Promise<Reservation> {
  if (await take(q, policy, subject)) return { ok: true };
  // Out of slots: locked, or the last slots are being checked right now (answer a short wait).
  return { ok: false, retryAfterSeconds: (await lockedFor(q, policy, subject)) || 5 };
}

/** Takes one slot under a rate limit, or answers how long until the window frees it. */
export async function takeSlot(q: Queryable, limit: RateLimit, subject: string): Promise<Reservation> {
  if (await take(q, limit, subject)) return { ok: true };
  const { rows } = await q.query<{ wait: number | string }>(
    `select ceil(extract(epoch from (updated_at + make_interval(secs => $3::float8) - now())))::int as wait
       from attempt_locks where scope = $1 and subject = $2`,
    [limit.scope, subject, limit.windowSeconds],
  );
  return { ok: false, retryAfterSeconds: Math.max(1, Number(rows[0]?.wait ?? 1)) };
}

/**
 * A slot under every limit, or none (the ones taken are given back) and the refusing limit's wait.
 * Put the limit with the longest wait first: its refusal is the one to answer.
 */
export async function reserveEvery<L extends { scope: string }>(
  q: Queryable,
  reserve: (q: Queryable, limit: L, subject: string) => Promise<Reservation>,
  slots: ReadonlyArray<readonly [L, string]>,
): Promise<Reservation> {
  const taken: Array<readonly [L, string]> = [];
  for (const slot of slots) {
    const answer = await reserve(q, ...slot);
    if (!answer.ok) {
      for (const [limit, subject] of taken) await releaseAttempt(q, limit, subject);
      return answer;
    }
    taken.push(slot);
  }
  return { ok: true };
}

/** The atomic reservation shared by both kinds of limit: true when a slot was taken. */
async function take(q: Queryable, limit: Pick<GuessPolicy, 'scope' | 'max' | 'windowSeconds'>, subject: string): Promise<boolean> {
  if (limit.windowSeconds !== undefined) await sweep(q, limit.scope, limit.windowSeconds);
  // One statement: the row is created with the first slot, or counts one more while under max.
  // A stale row (its window passed) starts again as if new. Without a window, make_interval(null)
  // is null and the count never goes stale.
  const { rows } = await q.query<{ attempts: number }>(
    `insert into attempt_locks as l (scope, subject, attempts) values ($1, $2, 1)
     on conflict (scope, subject) do update
        set attempts = case when l.updated_at <= now() - make_interval(secs => $4::float8) then 1 else l.attempts + 1 end,
            lockouts = case when l.updated_at <= now() - make_interval(secs => $4::float8) then 0 else l.lockouts end,
            locked_until = null, updated_at = now()
      where (l.attempts < $3 or l.updated_at <= now() - make_interval(secs => $4::float8))
        and (l.locked_until is null or l.locked_until <= now())
     returning attempts`,
    [limit.scope, subject, limit.max, limit.windowSeconds ?? null],
  );
  return rows.length > 0;
}

/**
 * Deletes up to SWEEP_BATCH rows of a scope whose window has passed and that hold no lock. The
 * outer conditions are checked again on a row changed meanwhile, so a fresh reservation is kept;
 * rows another sweep holds are skipped rather than waited for.
 */
async function sweep(q: Queryable, scope: string, windowSeconds: number): Promise<void> {
  const stale = `updated_at <= now() - make_interval(secs => $2::float8) and (locked_until is null or locked_until <= now())`;
  await q.query(
    `with doomed as (select subject from attempt_locks where scope = $1 and ${stale} limit $3 for update skip locked)
     delete from attempt_locks l using doomed where l.scope = $1 and l.subject = doomed.subject and ${stale}`,
    [scope, windowSeconds, SWEEP_BATCH],
  );
}

/**
 * A reserved guess was wrong. When it used the last slot the subject locks; answers the lock's
 * length in seconds (0 when not locked by this failure).
 */
export async function recordFailure(q: Queryable, policy: GuessPolicy, subject: string): Promise<number> {
  const { rows } = await q.query<{ wait: number | string }>(
    `update attempt_locks
        set attempts = 0,
            lockouts = lockouts + 1,
            locked_until = now() + make_interval(secs => least($4::float8, $3::float8 * power(2, lockouts))),
            updated_at = now()
      where scope = $1 and subject = $2 and attempts >= $5 and (locked_until is null or locked_until <= now())
      returning ceil(extract(epoch from (locked_until - now())))::int as wait`,
    [policy.scope, subject, policy.lockSeconds, policy.maxLockSeconds, policy.max],
  );
  return rows[0] ? Math.max(1, Number(rows[0].wait)) : 0;
}

/** A reserved attempt that turned out not to be a wrong guess gives its slot back. */
export async function releaseAttempt(q: Queryable, limit: { scope: string }, subject: string): Promise<void> {
  await q.query('update attempt_locks set attempts = greatest(attempts - 1, 0) where scope = $1 and subject = $2', [limit.scope, subject]);
}

/** A right guess: the count starts again. */
export async function recordSuccess(q: Queryable, policy: GuessPolicy, subject: string): Promise<void> {
  await q.query(
    'update attempt_locks set attempts = 0, lockouts = 0, locked_until = null, updated_at = now() where scope = $1 and subject = $2',
    [policy.scope, subject],
  );
}

/** Attempts used since the last success or lockout (tests and the professional's record view). */
export async function attemptsUsed(q: Queryable, limit: { scope: string }, subject: string): Promise<number> {
  const { rows } = await q.query<{ attempts: number }>('select attempts from attempt_locks where scope = $1 and subject = $2', [
    limit.scope,
    subject,
  ]);
  return rows[0] ? Number(rows[0].attempts) : 0;
}
