/**
 * Who is behind an access token: the token verified, its session neither revoked nor belonging to
 * a disabled account, and the caller's current memberships among the token's organisations.
 * Built once in app.ts and handed to the access guard and the live socket.
 */
import type { Db } from '../db/types';
import type { Authenticate } from '../http/access-guard';
import { membershipsOf } from '../professionals/queries';
import type { TokenService } from './tokens';

export function createAuthenticator(db: Db, tokens: TokenService): Authenticate {
  return async (token) => {
    let claims;
    try {
      claims = await tokens.verifyAccess(token);
    } catch {
      return null;
    }
    const { rows } = await db.query<{ username: string; email: string; system_role: string | null }>(
      `select p.username, p.email, p.system_role
         from professionals p join auth_sessions s on s.professional_id = p.id
        where p.id = $1 and s.id = $2 and s.revoked_at is null and not p.disabled`,
      [claims.professionalId, claims.sid],
    );
    const row = rows[0];
    if (!row) return null;
    const memberships = (await membershipsOf(db, claims.professionalId)).filter((m) => claims.orgIds.includes(m.orgId));
    return {
      professionalId: claims.professionalId,
      sessionId: claims.sid,
      username: row.username,
      email: row.email,
      systemRole: row.system_role,
      exp: claims.exp,
      tokenOrgIds: claims.orgIds,
      memberships,
    };
  };
}
