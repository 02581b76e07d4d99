/** A patient's health record: measure reports and documents, the newest first. */
import type { DocumentReference, MeasureReport } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../../platform/db/types';
import { iso } from '../../platform/db/values';

export async function measuresOf(q: Queryable, patientId: string): Promise<MeasureReport['measures']> {
  const { rows } = await q.query<{ id: string; code: string; name: string; value: string; unit: string | null; measured_at: unknown; status: 'met' | 'not_met' | 'pending' }>(
    `select id::text as id, code, name, value, unit, measured_at, status from measure_reports where patient_id = $1 order by measured_at desc`,
    [patientId],
  );
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, value: r.value, unit: r.unit, measuredAt: iso(r.measured_at), status: r.status }));
}

export async function documentsOf(q: Queryable, patientId: string): Promise<DocumentReference[]> {
  const { rows } = await q.query<{ id: string; title: string; kind: string; author: string | null; created_at: unknown }>(
    `select id::text as id, title, kind, author, created_at from document_references where patient_id = $1 order by created_at desc`,
    [patientId],
  );
  return rows.map((r) => ({ id: r.id, patientId, title: r.title, kind: r.kind, author: r.author, createdAt: iso(r.created_at) }));
}
