/**
 * Changes to a professional's access, each effective on the very next request and socket frame
 * (the administration screens call these):
 *   - deactivation revokes every sign-in session and closes every live socket: nothing stands;
 *   - a role or membership change keeps the sessions. REST reads memberships on every request, so
 *     the next request already has the new rights; the live sockets are closed (4401) so their
 *     clients refresh the token (new orgIds) and subscribe again under the new rights. Forcing a
 *     new login would cost the user their work for no security gain: the old rights are gone anyway.
 */
import { permissionCode, type PermissionName } from '@hearth/shared-kernel/permissions';
import { audit } from '../../platform/audit/audit';
import { revokeAllSessions } from '../auth/port';
import type { Db } from '../../platform/db/types';
import type { SocketCloser } from '../../platform/live/fanout';
import { holders } from '../../platform/live/hub';

export interface AccessChangeDeps {
  db: Db;
  live: SocketCloser;
}

/** Answers false when there is no such active professional. */
export async function deactivateProfessional(deps: AccessChangeDeps, professionalId: string, byProfessionalId: string): Promise<boolean> {
  const done = await deps.db.tx(async (q) => {
    const { rowCount } = await q.query('update professionals set disabled = true where id = $1 and not disabled', [professionalId]);
    if (!rowCount) return false;
    await revokeAllSessions(q, professionalId, 'deactivated');
    await audit(q, { event: 'professional_deactivated', professionalId: byProfessionalId, detail: { target: professionalId } });
    return true;
  });
  if (done) await deps.live.closeSockets(holders.professional(professionalId));
  return done;
}

/** Gives the professional this role and these permissions in the organisation (added or changed). */
export async function setMembership(
  deps: AccessChangeDeps,
  change: { professionalId: string; orgId: string; role: string; permissions: readonly PermissionName[] },
  byProfessionalId: string,
): Promise<void> {
  const { professionalId, orgId, role, permissions } = change;
  await deps.db.tx(async (q) => {
    await q.query(
      `insert into professional_org_roles (professional_id, org_id, role, permissions) values ($1, $2, $3, $4)
       on conflict (professional_id, org_id) do update set role = excluded.role, permissions = excluded.permissions`,
      [professionalId, orgId, role, permissions.map(permissionCode)],
    );
    await audit(q, { event: 'membership_changed', professionalId: byProfessionalId, orgId, detail: { target: professionalId, role } });
  });
  await deps.live.closeSockets(holders.professional(professionalId));
}

/** Takes the professional out of the organisation; answers false when they were not in it. */
export async function removeMembership(
  deps: AccessChangeDeps,
  change: { professionalId: string; orgId: string },
  byProfessionalId: string,
): Promise<boolean> {
  const { professionalId, orgId } = change;
  const done = await deps.db.tx(async (q) => {
    const { rowCount } = await q.query('delete from professional_org_roles where professional_id = $1 and org_id = $2', [professionalId, orgId]);
    if (!rowCount) return false;
    await audit(q, { event: 'membership_changed', professionalId: byProfessionalId, orgId, detail: { target: professionalId, removed: true } });
    return true;
  });
  if (done) await deps.live.closeSockets(holders.professional(professionalId));
  return done;
}
