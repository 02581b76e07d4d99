/** Test fixtures of the patient app: a patient and an enrollment link, written straight to the tables. */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../platform/db/types';
import { hashToken, newLinkToken } from './secrets';

export interface FixturePatient {
  id: string;
  orgId: string;
  dob: string | null;
  phone: string | null;
}

let counter = 0;

export async function insertPatient(
  q: Queryable,
  input: { orgId: string; dob?: string | null; phone?: string | null; status?: string; firstName?: string; lastName?: string; language?: 'en' | 'es' | null },
): Promise<FixturePatient> {
  counter += 1;
  const id = randomUUID();
  const firstName = input.firstName ?? 'Rosa';
  const lastName = input.lastName ?? `Fixture${counter}`;
  const dob = input.dob === undefined ? '1980-05-31' : input.dob;
  const phone = input.phone === undefined ? `5552${String(100000 + counter).slice(-6)}` : input.phone;
  await q.query(
    `insert into patients (id, org_id, mrn, first_name, last_name, date_of_birth, sms_phone, email, enrollment_status, search_last, search_first, preferred_language)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [id, input.orgId, `FX-${counter}-${id.slice(0, 8)}`, firstName, lastName, dob, phone, 'rosa@example.org', input.status ?? 'not_enrolled', lastName.toLowerCase(), firstName.toLowerCase(), input.language ?? null],
  );
  return { id, orgId: input.orgId, dob, phone };
}

/** An invitation link for the patient (status 'sent'), the way the roster's invitation makes one. */
export async function insertInvitation(
  q: Queryable,
  patient: FixturePatient,
  options: { expiresInSeconds?: number; status?: string } = {},
): Promise<{ token: string; enrollmentId: string }> {
  const token = newLinkToken();
  await q.query('update enrollment_invitations set revoked_at = now() where patient_id = $1 and revoked_at is null', [patient.id]);
  const { rows } = await q.query<{ id: string }>(
    `insert into enrollment_invitations (token_hash, patient_id, org_id, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4)) returning id::text`,
    [hashToken(token), patient.id, patient.orgId, options.expiresInSeconds ?? 14 * 24 * 3600],
  );
  await q.query('update patients set enrollment_status = $2 where id = $1', [patient.id, options.status ?? 'sent']);
  return { token, enrollmentId: rows[0].id };
}
