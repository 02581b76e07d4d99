/** The voice-call log: one row per call started, kept on the patient. */
import type { CallLogEntry } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../../platform/db/types';
import { iso } from '../../platform/db/values';

interface CallShape {
  id: string;
  patient_id: string;
  professional_id: string;
  provider_name: string;
  patient_number: string;
  status: 'connected' | 'failed';
  started_at: unknown;
}
const COLUMNS = `id::text as id, patient_id::text as patient_id, professional_id::text as professional_id, provider_name, patient_number, status, started_at`;

const toEntry = (r: CallShape): CallLogEntry => ({
  id: r.id,
  patientId: r.patient_id,
  professionalId: r.professional_id,
  providerName: r.provider_name,
  patientNumberLast4: r.patient_number.slice(-4),
  status: r.status,
  startedAt: iso(r.started_at),
});

/** Logs a call the provider placed (or failed to), answered as the log shows it. */
export async function insertCall(
  q: Queryable,
  c: { id: string; orgId: string; patientId: string; professionalId: string; providerName: string; providerNumber: string; patientNumber: string; status: 'connected' | 'failed' },
): Promise<CallLogEntry> {
  const { rows } = await q.query<CallShape>(
    `insert into voice_calls (id, org_id, patient_id, professional_id, provider_name, provider_number, patient_number, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
    [c.id, c.orgId, c.patientId, c.professionalId, c.providerName, c.providerNumber, c.patientNumber, c.status],
  );
  return toEntry(rows[0]);
}

/** A call is a contact: the roster's "last contact" moves to now. */
export async function noteContact(q: Queryable, patientId: string): Promise<void> {
  await q.query('update patients set last_contact_at = now() where id = $1', [patientId]);
}

/** The patient's last 100 calls, the newest first. */
export async function callLogOf(q: Queryable, patientId: string): Promise<CallLogEntry[]> {
  const { rows } = await q.query<CallShape>(`select ${COLUMNS} from voice_calls where patient_id = $1 order by started_at desc limit 100`, [patientId]);
  return rows.map(toEntry);
}
