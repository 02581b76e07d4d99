/**
 * Patient sessions: each patient token names one (its `sid`), and a token stands only while its
 * session row does and the patient may still use secure chat (not unenrolled, chat not turned off).
 * Checked on every /patient request and every socket frame; ending access revokes the rows and
 * closes the patient's sockets on every instance.
 */
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../platform/db/types';
import type { SocketCloser } from '../../platform/live/fanout';
import { holders } from '../../platform/live/hub';
import type { PatientClaims, PatientTokenService } from './patient-token';

/** SQL over `patients p`: the patient may use secure chat now. */
export const CHAT_OPEN_SQL = `(p.chat_enabled and p.enrollment_status <> 'unenrolled')`;

export async function startPatientSession(q: Queryable, patient: { patientId: string; orgId: string }, ttlSeconds: number): Promise<string> {
  const id = randomUUID();
  await q.query(
    `insert into patient_sessions (id, patient_id, org_id, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [id, patient.patientId, patient.orgId, ttlSeconds],
  );
  // Sessions long over are of no further use.
  await q.query(`delete from patient_sessions where patient_id = $1 and expires_at < now() - interval '7 days'`, [patient.patientId]);
  return id;
}

async function patientSessionStands(q: Queryable, claims: { sid: string; patientId: string; orgId: string }): Promise<boolean> {
  const { rows } = await q.query(
    `select 1 from patient_sessions s join patients p on p.id = s.patient_id and p.org_id = s.org_id
      where s.id = $1 and s.patient_id = $2 and s.org_id = $3 and s.revoked_at is null and s.expires_at > now()
        and ${CHAT_OPEN_SQL}`,
    [claims.sid, claims.patientId, claims.orgId],
  );
  return rows.length > 0;
}

/** The claims of a patient token whose session stands, else null. */
export async function standingPatientToken(q: Queryable, tokens: PatientTokenService, token: string): Promise<PatientClaims | null> {
  const claims = await tokens.verify(token);
  return claims && (await patientSessionStands(q, claims)) ? claims : null;
}

/**
 * Ends every session of the patient, REST and sockets, on every instance. Call it once the change
 * that ended the access (unenrolment, chat turned off) is committed.
 */
export async function endPatientAccess(deps: { db: Db; live: SocketCloser }, patientId: string, reason: string): Promise<void> {
  await deps.db.query(
    `update patient_sessions set revoked_at = now(), revoked_reason = $2 where patient_id = $1 and revoked_at is null`,
    [patientId, reason],
  );
  await deps.live.closeSockets(holders.patient(patientId));
}
