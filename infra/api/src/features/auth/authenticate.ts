/**
 * Who is behind an access token: the token verified, its session neither revoked nor belonging to
 * a disabled account, and the caller's current memberships among the token's organisations.
 * Built in app.ts: for the access guard with recent-access.ts, for the live socket without (a socket
 * checks again at each subscribe, in case it missed a revocation).
 */
import type { Db } from '../../platform/db/types';
import type { Authenticate } from '../../platform/http/access-guard';
import { type MembershipRow, toMemberships } from '../professionals/port';
import { isUuid } from '@hearth/shared-kernel/rules';
import type { RecentAccess } from './recent-access';
import type { TokenService } from './tokens';

/** With `recent`, a token's access read in the last few seconds is answered without the database. */
export function createAuthenticator(db: Db, tokens: TokenService, recent?: RecentAccess): Authenticate {
  return async (token) => {
    let claims;
    try {
      claims = await tokens.verifyAccess(token);
    } catch {
      return null;
    }
    const known = recent?.get(token);
    if (known) return known;
    const mark = recent?.mark() ?? 0;
    // One round trip: the session check and the memberships.
    const { rows } = await db.query<{ username: string; email: string; system_role: string | null; memberships: MembershipRow[] }>(
      `select p.username, p.email, p.system_role,
              coalesce((select json_agg(json_build_object('org_id', r.org_id, 'name', o.name, 'parent_id', o.parent_id,
                                                          'role', r.role, 'permissions', r.permissions) order by o.name)
                          from professional_org_roles r join organizations o on o.id = r.org_id
                         where r.professional_id = p.id and r.org_id = any($3::uuid[])), '[]'::json) as memberships
         from professionals p join auth_sessions s on s.professional_id = p.id
        where p.id = $1 and s.id = $2 and s.revoked_at is null and not p.disabled`,
      [claims.professionalId, claims.sid, claims.orgIds.filter(isUuid)],
      // Planning it cost four times running it: prepared once per connection.
      { prepare: 'authenticate' },
    );
    const row = rows[0];
    if (!row) return null;
    const memberships = toMemberships(row.memberships);
    const context = {
      professionalId: claims.professionalId,
      sessionId: claims.sid,
      username: row.username,
      email: row.email,
      systemRole: row.system_role,
      exp: claims.exp,
      tokenOrgIds: claims.orgIds,
      memberships,
    };
    return recent ? recent.keep(token, context, mark) : context;
  };
}
