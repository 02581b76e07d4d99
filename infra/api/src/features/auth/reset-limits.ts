/**
 * Password-reset limits per address, rate limits on the one attempt mechanism
 * (limits/attempt-locks.ts): each request reserves its slot before anything is looked up, so
 * parallel requests are all counted. Addresses are keyed hashes: the table holds none.
 */
import type { RateLimit } from '../../platform/limits/attempt-locks';
import { keyedHash } from './secret';

/** Reset-link requests per address. */
export const FORGOT_LIMIT: RateLimit = { scope: 'forgot', max: 10, windowSeconds: 15 * 60 };
/** Wrong reset tokens per address (a right token gives its slot back). */
export const RESET_LIMIT: RateLimit = { scope: 'reset', max: 10, windowSeconds: 15 * 60 };

export const addressSubject = (secret: string, limit: RateLimit, address: string) => keyedHash(secret, `${limit.scope}-address`, address);
