/**
 * Medical history (SPEC §7 health-record calls): GET MeasureReport/{id} and
 * GET DocumentReference/beneficiary/{id}. Besides the bearer token they need the caller's own ID
 * token in `x-id-token` (401 without a valid one for the same professional). Each read is audited.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { medicalHistoryCalls } from '@hearth/shared-kernel/api';
import { medicalHistorySchemas } from '@hearth/shared-kernel/api/schemas';
import type { DocumentReference, MeasureReport, Paged } from '@hearth/shared-kernel/domain';
import { audit } from '../../platform/audit/audit';
import type { TokenService } from '../auth/port';
import type { Db } from '../../platform/db/types';
import { notFound } from '../../platform/http/answers';
import { patientInOrg } from '../patients/port';
import { serve, type CallRequest, type SignedInRequest } from '../../platform/http/serve';
import { documentsOf, measuresOf } from './queries';

export const ID_TOKEN_MESSAGE = 'Health-record calls need a valid ID token in the x-id-token header';

type Calls = typeof medicalHistoryCalls;
/** Both calls read one patient's record: the patient's id is the path's. */
type RecordRequest = CallRequest<Calls['measures']> | CallRequest<Calls['documents']>;

async function idTokenHolds(tokens: TokenService, request: SignedInRequest): Promise<boolean> {
  const header = request.headers['x-id-token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) return false;
  try {
    const claims = await tokens.verifyId(token);
    return claims.professionalId === request.auth.professionalId;
  } catch {
    return false;
  }
}

export function registerMedicalHistoryRoutes(app: FastifyInstance, deps: { db: Db; tokens: TokenService }): void {
  const { db, tokens } = deps;
  async function guard(request: RecordRequest, reply: FastifyReply, route: string): Promise<string | null> {
    if (!(await idTokenHolds(tokens, request))) {
      await reply.status(401).send({ message: ID_TOKEN_MESSAGE });
      return null;
    }
    const { id } = request.params;
    const orgId = request.org.orgId;
    if (!(await patientInOrg(db, orgId, id))) {
      await notFound(reply, 'Patient');
      return null;
    }
    await audit(db, { event: 'medical_history_viewed', professionalId: request.auth.professionalId, orgId, route, ip: request.ip, detail: { patientId: id } });
    return id;
  }

  async function measureReport(request: CallRequest<Calls['measures']>, reply: FastifyReply) {
    const id = await guard(request, reply, 'GET /MeasureReport/:id');
    if (!id) return reply;
    const answer: MeasureReport = { patientId: id, measures: await measuresOf(db, id) };
    return answer;
  }

  async function documents(request: CallRequest<Calls['documents']>, reply: FastifyReply) {
    const id = await guard(request, reply, 'GET /DocumentReference/beneficiary/:id');
    if (!id) return reply;
    const results = await documentsOf(db, id);
    const answer: Paged<DocumentReference> = { totalRecords: results.length, results };
    return answer;
  }

  serve(app, medicalHistoryCalls, medicalHistorySchemas, { measures: measureReport, documents });
}
