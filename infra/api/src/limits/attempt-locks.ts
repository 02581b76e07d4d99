/**
 * Guess limits (enrollment and secure-chat date-of-birth and code checks, sign-in), counted in the
 * database so they hold across API instances and against parallel guesses.
 *
 * A guess RESERVES its attempt before it is checked: one atomic UPDATE … SET attempts = attempts + 1
 * … WHERE attempts < max RETURNING. Of any number of simultaneous guesses at most `max` get a slot,
 * the rest answer 429 at once. A wrong guess that used the last slot locks the subject (an
 * enrollment, a patient, a username) for `lockSeconds`, doubling with each lockout up to
 * `maxLockSeconds`; a right guess clears the count, or gives back its own slot (releaseAttempt).
 */
import type { Queryable } from '../db/types';

export interface GuessPolicy {
  scope: string;
  max: number;
  lockSeconds: number;
  maxLockSeconds: number;
  /** When set, the count starts again once this long passes without an attempt. */
  windowSeconds?: number;
}

export const DOB_POLICY: GuessPolicy = { scope: 'enrollment-dob', max: 5, lockSeconds: 30 * 60, maxLockSeconds: 24 * 3600 };
export const CODE_POLICY: GuessPolicy = { scope: 'enrollment-code', max: 5, lockSeconds: 30 * 60, maxLockSeconds: 24 * 3600 };
export const SECURE_DOB_POLICY: GuessPolicy = { scope: 'secure-dob', max: 5, lockSeconds: 30 * 60, maxLockSeconds: 24 * 3600 };

export type Reservation = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Seconds a subject stays locked, or 0. */
export async function lockedFor(q: Queryable, policy: GuessPolicy, subject: string): Promise<number> {
  const { rows } = await q.query<{ wait: number | string | null }>(
    `select ceil(extract(epoch from (locked_until - now())))::int as wait
       from attempt_locks where scope = $1 and subject = $2 and locked_until > now()`,
    [policy.scope, subject],
  );
  return rows[0] ? Math.max(1, Number(rows[0].wait)) : 0;
}

/** Takes one attempt slot, or answers how long to wait. */
export async function reserveAttempt(q: Queryable, policy: GuessPolicy, subject: string): Promise<Reservation> {
  await q.query('insert into attempt_locks (scope, subject) values ($1, $2) on conflict do nothing', [policy.scope, subject]);
  // Without a window, make_interval(null) is null and the count never goes stale.
  const { rows } = await q.query<{ attempts: number }>(
    `update attempt_locks
        set attempts = case when updated_at <= now() - make_interval(secs => $4::float8) then 1 else attempts + 1 end,
            locked_until = null, updated_at = now()
      where scope = $1 and subject = $2
        and (attempts < $3 or updated_at <= now() - make_interval(secs => $4::float8))
        and (locked_until is null or locked_until <= now())
      returning attempts`,
    [policy.scope, subject, policy.max, policy.windowSeconds ?? null],
  );
  if (rows.length) return { ok: true };
  // Out of slots: locked, or the last slots are being checked right now (answer a short wait).
  return { ok: false, retryAfterSeconds: (await lockedFor(q, policy, subject)) || 5 };
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
export async function releaseAttempt(q: Queryable, policy: GuessPolicy, subject: string): Promise<void> {
  await q.query('update attempt_locks set attempts = greatest(attempts - 1, 0) where scope = $1 and subject = $2', [policy.scope, subject]);
}

/** A right guess: the count starts again. */
export async function recordSuccess(q: Queryable, policy: GuessPolicy, subject: string): Promise<void> {
  await q.query(
    'update attempt_locks set attempts = 0, lockouts = 0, locked_until = null, updated_at = now() where scope = $1 and subject = $2',
    [policy.scope, subject],
  );
}

/** Attempts used since the last success or lockout (tests and the professional's record view). */
export async function attemptsUsed(q: Queryable, policy: GuessPolicy, subject: string): Promise<number> {
  const { rows } = await q.query<{ attempts: number }>('select attempts from attempt_locks where scope = $1 and subject = $2', [
    policy.scope,
    subject,
  ]);
  return rows[0] ? Number(rows[0].attempts) : 0;
}
