/** The professional's sign-in fields: the last login and the password hash. */
import type { Queryable } from '../../platform/db/types';

/** Notes when the professional last signed in (shown to administrators). */
export async function noteLogin(q: Queryable, professionalId: string): Promise<void> {
  await q.query('update professionals set last_login_at = now() where id = $1', [professionalId]);
}

/** Stores a new password hash (a reset, or a change in the user's settings); the caller ends the sessions it must. */
export async function setPasswordHash(q: Queryable, professionalId: string, passwordHash: string): Promise<void> {
  await q.query('update professionals set password_hash = $2 where id = $1', [professionalId, passwordHash]);
}
