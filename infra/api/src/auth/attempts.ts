/**
 * Request counting for rate limits per address (reset links, wrong reset tokens, link look-ups),
 * kept in the database so the limit holds across API instances. Keys are hashed: the table never
 * holds a raw address. Sign-in guesses are limited by auth/login-limits.ts.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types';

export interface Limit {
  scope: string;
  max: number;
  windowSeconds: number;
}

/** Reset-link requests per address. */
export const FORGOT_LIMIT: Limit = { scope: 'forgot', max: 10, windowSeconds: 15 * 60 };
/** Wrong reset tokens per address. */
export const RESET_LIMIT: Limit = { scope: 'reset', max: 10, windowSeconds: 15 * 60 };

export const attemptKey = (...parts: string[]) =>
  createHash('sha256').update(parts.map((p) => p.toLowerCase()).join('\u0000')).digest('hex');

/** Seconds until another attempt is allowed, or 0 when the key is under its limit. */
export async function retryAfterSeconds(q: Queryable, limit: Limit, key: string): Promise<number> {
  // The window frees a slot when the max-th most recent attempt leaves it.
  const { rows } = await q.query<{ wait: number | string }>(
    `select ceil(extract(epoch from (created_at + make_interval(secs => $3) - now())))::int as wait
       from auth_attempts
      where scope = $1 and key_hash = $2 and created_at > now() - make_interval(secs => $3)
      order by created_at desc
      offset $4 limit 1`,
    [limit.scope, key, limit.windowSeconds, limit.max - 1],
  );
  return rows[0] ? Math.max(1, Number(rows[0].wait)) : 0;
}

export async function recordAttempt(q: Queryable, limit: Limit, key: string): Promise<void> {
  await q.query('insert into auth_attempts (scope, key_hash) values ($1, $2)', [limit.scope, key]);
  // Keep the table small: anything older than the window no longer counts.
  await q.query(
    `delete from auth_attempts where scope = $1 and key_hash = $2 and created_at <= now() - make_interval(secs => $3)`,
    [limit.scope, key, limit.windowSeconds],
  );
}
