/**
 * Diagnosis considerations (SPEC §3, §7): the diagnoses suggested for a patient and their
 * attestation. Editable by whoever may modify the patient (isAttestationEditable says so to the
 * page); each attestation is audited with the status before and after.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DiagnosisConsideration, DiagnosisStatus } from '@hearth/shared-kernel/domain';
import { can } from '@hearth/shared-kernel/permissions';
import { audit } from '../../platform/audit/audit';
import { auditRead } from '../../platform/audit/reads';
import { fromRequest } from '../../platform/audit/request';
import type { Db, Queryable } from '../../platform/db/types';
import { notFound } from '../../platform/http/answers';
import { serve, type CallRequest } from '../../platform/http/serve';
import { cdeShare, type CdeCalls } from './calls';

type Row = {
  id: string; patient_id: string; diagnosis: string; icd_code: string; evidence: string; status: DiagnosisStatus;
  attestation: string | null; attested_name: string | null; attested_at: unknown;
};

const SELECT = `select d.id, d.patient_id, d.diagnosis, d.icd_code, d.evidence, d.status, d.attestation, d.attested_at,
       nullif(concat_ws(' ', p.title, p.first_name, p.last_name), '') as attested_name
  from diagnosis_considerations d left join professionals p on p.id = d.attested_by`;

const toConsideration = (r: Row): DiagnosisConsideration => ({
  id: r.id,
  diagnosis: r.diagnosis,
  icdCode: r.icd_code,
  evidence: r.evidence,
  status: r.status,
  attestation: r.attestation,
  attestedByProfessionalName: r.attested_name,
  attestedAt: r.attested_at ? new Date(String(r.attested_at instanceof Date ? r.attested_at.toISOString() : r.attested_at)).toISOString() : null,
});

async function one(q: Queryable, orgId: string, id: string): Promise<Row | null> {
  const { rows } = await q.query<Row>(`${SELECT} where d.org_id = $1 and d.id = $2`, [orgId, id]);
  return rows[0] ?? null;
}

export function registerDiagnosisRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const { calls, schemas } = cdeShare('diagnosisConsiderations', 'setDiagnosisStatus');

  async function diagnosisConsiderations(request: CallRequest<CdeCalls['diagnosisConsiderations']>, reply: FastifyReply) {
    const orgId = request.org!.orgId;
    const { id } = request.params;
    const patient = await db.query('select 1 from patients where org_id = $1 and id = $2', [orgId, id]);
    if (!patient.rows.length) return notFound(reply, 'Patient');
    const { rows } = await db.query<Row>(`${SELECT} where d.org_id = $1 and d.patient_id = $2 order by d.diagnosis, d.id`, [orgId, id]);
    await auditRead(db, request, [id]);
    return { considerations: rows.map(toConsideration), isAttestationEditable: can(request.org!.permissions, 'MODIFY_PATIENT') };
  }

  async function setDiagnosisStatus(request: CallRequest<CdeCalls['setDiagnosisStatus']>, reply: FastifyReply) {
    const orgId = request.org!.orgId;
    const { considerationId, status } = request.params;
    const before = await one(db, orgId, considerationId);
    if (!before) return notFound(reply, 'Diagnosis consideration');
    const attestation = request.body.attestation?.trim() || null;
    await db.tx(async (q) => {
      await q.query(
        `update diagnosis_considerations set status = $3, attestation = $4, attested_by = $5, attested_at = now() where org_id = $1 and id = $2`,
        [orgId, considerationId, status, attestation, request.auth!.professionalId],
      );
      await audit(q, {
        event: 'diagnosis_attested',
        ...fromRequest(request),
        detail: { considerationId, patientId: before.patient_id, fromStatus: before.status, toStatus: status },
      });
    });
    return toConsideration((await one(db, orgId, considerationId))!);
  }

  serve(app, calls, schemas, { diagnosisConsiderations, setDiagnosisStatus });
}
