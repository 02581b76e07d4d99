/**
 * Diagnosis considerations (SPEC §3, §7): the diagnoses suggested for a patient and their
 * attestation. Editable by whoever may modify the patient (isAttestationEditable says so to the
 * page); each attestation is audited with the status before and after.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { can } from '@hearth/shared-kernel/permissions';
import { audit } from '../../platform/audit/audit';
import { auditRead } from '../../platform/audit/reads';
import { fromRequest } from '../../platform/audit/request';
import type { Db } from '../../platform/db/types';
import { notFound } from '../../platform/http/answers';
import { serve, type CallRequest } from '../../platform/http/serve';
import { cdeShare, type CdeCalls } from './calls';
import { attestDiagnosis, diagnosisConsiderationsOf, diagnosisRow, patientIsInOrg, toConsideration } from './queries';

export function registerDiagnosisRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const { calls, schemas } = cdeShare('diagnosisConsiderations', 'setDiagnosisStatus');

  async function diagnosisConsiderations(request: CallRequest<CdeCalls['diagnosisConsiderations']>, reply: FastifyReply) {
    const orgId = request.org.orgId;
    const { id } = request.params;
    if (!(await patientIsInOrg(db, orgId, id))) return notFound(reply, 'Patient');
    const considerations = await diagnosisConsiderationsOf(db, orgId, id);
    await auditRead(db, request, [id]);
    return { considerations, isAttestationEditable: can(request.org.permissions, 'MODIFY_PATIENT') };
  }

  async function setDiagnosisStatus(request: CallRequest<CdeCalls['setDiagnosisStatus']>, reply: FastifyReply) {
    const orgId = request.org.orgId;
    const { considerationId, status } = request.params;
    const before = await diagnosisRow(db, orgId, considerationId);
    if (!before) return notFound(reply, 'Diagnosis consideration');
    const attestation = request.body.attestation?.trim() || null;
    await db.tx(async (q) => {
      await attestDiagnosis(q, { orgId, id: considerationId, status, attestation, professionalId: request.auth.professionalId });
      await audit(q, {
        event: 'diagnosis_attested',
        ...fromRequest(request),
        detail: { considerationId, patientId: before.patient_id, fromStatus: before.status, toStatus: status },
      });
    });
    return toConsideration((await diagnosisRow(db, orgId, considerationId))!);
  }

  serve(app, calls, schemas, { diagnosisConsiderations, setDiagnosisStatus });
}
