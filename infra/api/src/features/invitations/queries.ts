/** Enrollment invitations: a patient has at most one usable link, the newest. */
import type { Queryable } from '../../platform/db/types';

/**
 * Stores a new link (only its hash) for the patient: the older unused links are revoked and the
 * patient's enrollment is marked sent. Run it inside the caller's transaction.
 */
export async function replaceInvitation(
  q: Queryable,
  i: { tokenHash: string; patientId: string; orgId: string; createdBy: string; expiresAt: string },
): Promise<void> {
  await q.query(
    `update enrollment_invitations set revoked_at = now() where patient_id = $1 and revoked_at is null and used_at is null`,
    [i.patientId],
  );
  await q.query(
    `insert into enrollment_invitations (token_hash, patient_id, org_id, created_by, expires_at) values ($1, $2, $3, $4, $5)`,
    [i.tokenHash, i.patientId, i.orgId, i.createdBy, i.expiresAt],
  );
  await q.query(`update patients set enrollment_status = 'sent', updated_at = now() where id = $1`, [i.patientId]);
}
