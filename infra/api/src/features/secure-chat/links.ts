/**
 * Secure-chat links: {portal}/patient?link=<token>, texted when a professional writes by secure
 * chat or the patient texts 'Secure'. The token carries 256 bits, is stored as its sha256 only and
 * expires after a day; exchanging it needs the patient's date of birth (POST /secure/login).
 */
import { paths } from '@hearth/shared-kernel/paths';
import { takeSlot, type RateLimit } from '../../platform/limits/attempt-locks';
import type { Queryable } from '../../platform/db/types';
import { hashToken, isWellFormedToken, newLinkToken } from '../patient-app/port';
import { CHAT_OPEN_SQL } from '../patient-app/port';

export const SECURE_LINK_TTL_SECONDS = 24 * 60 * 60;
/** Links texted per patient: 5 an hour, so a flood of 'Secure' texts cannot flood the phone back. */
export const SECURE_LINK_LIMIT: RateLimit = { scope: 'secure-link', max: 5, windowSeconds: 60 * 60 };

export const secureLinkUrl = (portalUrl: string, token: string) => `${portalUrl}${paths.patient()}?link=${token}`;

export async function createSecureLink(q: Queryable, patientId: string, orgId: string): Promise<string> {
  const token = newLinkToken();
  await q.query(
    `insert into secure_links (token_hash, patient_id, org_id, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(token), patientId, orgId, SECURE_LINK_TTL_SECONDS],
  );
  // Expired links are of no further use.
  await q.query(`delete from secure_links where patient_id = $1 and expires_at < now() - interval '7 days'`, [patientId]);
  return token;
}

/** Seconds until another link may be texted to this patient (0: now, and the slot is taken). */
export async function takeLinkSlot(q: Queryable, patientId: string): Promise<number> {
  const slot = await takeSlot(q, SECURE_LINK_LIMIT, patientId);
  return slot.ok ? 0 : slot.retryAfterSeconds;
}

export interface SecureLinkTarget {
  patientId: string;
  orgId: string;
  /** YYYY-MM-DD */
  dob: string;
}

/** The patient behind an unexpired link, while they may use secure chat. */
export async function linkTarget(q: Queryable, token: string): Promise<SecureLinkTarget | null> {
  if (!isWellFormedToken(token)) return null;
  const { rows } = await q.query<{ patient_id: string; org_id: string; dob: string }>(
    `select l.patient_id::text, l.org_id::text, to_char(p.date_of_birth, 'YYYY-MM-DD') as dob
       from secure_links l join patients p on p.id = l.patient_id and p.org_id = l.org_id
      where l.token_hash = $1 and l.expires_at > now() and ${CHAT_OPEN_SQL}`,
    [hashToken(token)],
  );
  const r = rows[0];
  return r ? { patientId: r.patient_id, orgId: r.org_id, dob: r.dob } : null;
}
