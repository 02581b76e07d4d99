/**
 * Sign-in sessions and their rotating refresh tokens. A session is one refresh-token family:
 * every refresh spends the presented token and issues the next one; presenting a spent token
 * again means it was copied, so the whole family is revoked. Tokens are opaque random strings,
 * stored only as SHA-256 hashes.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../platform/db/types';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newOpaqueToken = () => randomBytes(32).toString('base64url');

async function issueRefreshToken(q: Queryable, sessionId: string, professionalId: string, ttlSeconds: number): Promise<string> {
  const token = newOpaqueToken();
  await q.query(
    `insert into refresh_tokens (token_hash, family_id, professional_id, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(token), sessionId, professionalId, ttlSeconds],
  );
  return token;
}

export async function startSession(
  db: Db,
  professionalId: string,
  refreshTtlSeconds: number,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  return db.tx(async (q) => {
    await q.query('insert into auth_sessions (id, professional_id) values ($1, $2)', [sessionId, professionalId]);
    const refreshToken = await issueRefreshToken(q, sessionId, professionalId, refreshTtlSeconds);
    return { sessionId, refreshToken };
  });
}

export type Rotation =
  | { kind: 'rotated'; sessionId: string; professionalId: string; refreshToken: string }
  | { kind: 'reused'; sessionId: string; professionalId: string }
  | { kind: 'invalid' };

export async function rotateRefreshToken(db: Db, token: string, refreshTtlSeconds: number): Promise<Rotation> {
  const tokenHash = hashToken(token);
  return db.tx(async (q): Promise<Rotation> => {
    const spent = await q.query<{ family_id: string; professional_id: string }>(
      `update refresh_tokens set used_at = now()
        where token_hash = $1 and used_at is null and revoked_at is null and expires_at > now()
          and family_id in (select id from auth_sessions where revoked_at is null)
        returning family_id::text as family_id, professional_id::text as professional_id`,
      [tokenHash],
    );
    const row = spent.rows[0];
    if (row) {
      const refreshToken = await issueRefreshToken(q, row.family_id, row.professional_id, refreshTtlSeconds);
      return { kind: 'rotated', sessionId: row.family_id, professionalId: row.professional_id, refreshToken };
    }
    const known = await q.query<{ family_id: string; professional_id: string; used: boolean }>(
      `select family_id::text as family_id, professional_id::text as professional_id, used_at is not null as used
         from refresh_tokens where token_hash = $1`,
      [tokenHash],
    );
    const previous = known.rows[0];
    if (previous?.used) {
      await revokeSessionWith(q, previous.family_id, 'refresh token reuse');
      return { kind: 'reused', sessionId: previous.family_id, professionalId: previous.professional_id };
    }
    return { kind: 'invalid' };
  });
}

async function revokeSessionWith(q: Queryable, sessionId: string, reason: string): Promise<void> {
  await q.query(
    `update auth_sessions set revoked_at = now(), revoked_reason = $2 where id = $1 and revoked_at is null`,
    [sessionId, reason],
  );
  await q.query(`update refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null`, [sessionId]);
}

export function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  return db.tx((q) => revokeSessionWith(q, sessionId, reason));
}

export async function revokeAllSessions(q: Queryable, professionalId: string, reason: string): Promise<void> {
  const { rows } = await q.query<{ id: string }>(
    `select id::text as id from auth_sessions where professional_id = $1 and revoked_at is null`,
    [professionalId],
  );
  for (const { id } of rows) await revokeSessionWith(q, id, reason);
}

/** The session a refresh token belongs to (spent or not), for logout. */
export async function sessionOfRefreshToken(
  q: Queryable,
  token: string,
): Promise<{ sessionId: string; professionalId: string } | null> {
  const { rows } = await q.query<{ family_id: string; professional_id: string }>(
    `select family_id::text as family_id, professional_id::text as professional_id from refresh_tokens where token_hash = $1`,
    [hashToken(token)],
  );
  return rows[0] ? { sessionId: rows[0].family_id, professionalId: rows[0].professional_id } : null;
}

/** Password reset tokens: single use, one hour. */
const RESET_TTL_SECONDS = 3600;

export async function createPasswordReset(q: Queryable, professionalId: string): Promise<string> {
  const token = newOpaqueToken();
  await q.query(
    `insert into password_resets (token_hash, professional_id, expires_at)
     values ($1, $2, now() + make_interval(secs => $3))`,
    [hashToken(token), professionalId, RESET_TTL_SECONDS],
  );
  return token;
}

/** Spends a reset token; answers its professional, or null when unknown, used or expired. */
export async function consumePasswordReset(q: Queryable, token: string): Promise<string | null> {
  const { rows } = await q.query<{ professional_id: string }>(
    `update password_resets set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now()
      returning professional_id::text as professional_id`,
    [hashToken(token)],
  );
  return rows[0]?.professional_id ?? null;
}
