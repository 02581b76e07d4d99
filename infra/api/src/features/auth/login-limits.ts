/**
 * Sign-in guess limits. Each attempt reserves a slot under three limits before the password is
 * checked (limits/attempt-locks.ts: one atomic upsert per limit), so parallel guesses on any
 * number of instances are all counted. A limit locks for 15 minutes when its last slot is used
 * on a wrong password; its count starts again after 15 minutes without an attempt.
 *
 * - Per username and address: 5. Someone who mistypes is stopped at their own address only.
 * - Per address, whatever the username (password spraying): 25. A clinic signs in many people
 *   from one address; each person is stopped at 5 already, and 25 failures in 15 minutes is far
 *   beyond honest typing, while a sprayer gets 25 guesses, not 5 per username it knows.
 * - Per username, whatever the address (many addresses guessing one account): 15. The trade-off
 *   is lock-out: anyone can keep a person from signing in for 15 minutes with 15 wrong
 *   passwords. Lower makes that cheaper; higher gives a distributed guesser more tries.
 *
 * Subjects are keyed hashes: the table holds no username or address.
 */
import type { Queryable } from '../../platform/db/types';
import { recordFailure, recordSuccess, releaseAttempt, reserveAttempt, reserveEvery, type GuessPolicy, type Reservation } from '../../platform/limits/attempt-locks';
import { keyedHash } from './secret';

const FIFTEEN_MINUTES = 15 * 60;
const policy = (scope: string, max: number): GuessPolicy => ({
  scope,
  max,
  lockSeconds: FIFTEEN_MINUTES,
  maxLockSeconds: FIFTEEN_MINUTES,
  windowSeconds: FIFTEEN_MINUTES,
});

const LOGIN_POLICIES = {
  account: policy('login', 5),
  address: policy('login-address', 25),
  username: policy('login-username', 15),
} as const;

type Limit = keyof typeof LOGIN_POLICIES;
export type LoginSubjects = Record<Limit, string>;
const LIMITS = Object.keys(LOGIN_POLICIES) as Limit[];

export const normalUsername = (username: string) => username.trim().toLowerCase();

export function loginSubjects(secret: string, username: string, address: string): LoginSubjects {
  const name = normalUsername(username);
  return {
    account: keyedHash(secret, 'login-account', name, address),
    address: keyedHash(secret, 'login-address', address),
    username: keyedHash(secret, 'login-username', name),
  };
}

/** A slot under every limit, or none (the ones taken are given back) and how long to wait. */
export function reserveLogin(q: Queryable, subjects: LoginSubjects): Promise<Reservation> {
  return reserveEvery(q, reserveAttempt, LIMITS.map((limit) => [LOGIN_POLICIES[limit], subjects[limit]] as const));
}

/** A wrong password: the reserved slots stay used, and a limit whose last slot it was locks. */
export async function loginFailed(q: Queryable, subjects: LoginSubjects): Promise<void> {
  for (const limit of LIMITS) await recordFailure(q, LOGIN_POLICIES[limit], subjects[limit]);
}

/**
 * The right password: this username and address start again; the wider limits only get this
 * attempt's slot back (a sprayer's own account must not wipe its failures elsewhere).
 */
export async function loginSucceeded(q: Queryable, subjects: LoginSubjects): Promise<void> {
  await recordSuccess(q, LOGIN_POLICIES.account, subjects.account);
  await releaseAttempt(q, LOGIN_POLICIES.address, subjects.address);
  await releaseAttempt(q, LOGIN_POLICIES.username, subjects.username);
}
