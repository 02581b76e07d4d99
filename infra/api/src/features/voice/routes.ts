/**
 * POST /voice/calls (INITIATE_VOICECALL): the patient's number, the provider's number and name,
 * checked with the kernel's rule (SPEC §5 call messages); the voice provider connects the two and
 * the call is logged on the patient (GET /patients/:id/calls, and a beneficiary live message).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { voiceCalls } from '@hearth/shared-kernel/api';
import { voiceSchemas } from '@hearth/shared-kernel/api/schemas';
import type { BeneficiaryEvent, CallLogEntry } from '@hearth/shared-kernel/domain';
import { normalizePhone, validateCall } from '@hearth/shared-kernel/rules';
import { audit } from '../../platform/audit/audit';
import { auditRead } from '../../platform/audit/reads';
import type { Db } from '../../platform/db/types';
import type { LiveOutlet } from '../../platform/live/fanout';
import { iso } from '../../platform/db/values';
import { invalid, notFound } from '../../platform/http/answers';
import { orgSub } from '../../platform/live/subscriptions';
import { patientInOrg } from '../patients/port';
import type { VoiceProvider } from '../../channels/voice/provider';
import { serve, type CallRequest } from '../../platform/http/serve';

type Calls = typeof voiceCalls;

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

export function registerVoiceRoutes(app: FastifyInstance, deps: { db: Db; voice: VoiceProvider; live: LiveOutlet }): void {
  const { db, voice, live } = deps;

  async function startCall(request: CallRequest<Calls['start']>, reply: FastifyReply) {
    const body = request.body;
    const orgId = request.org!.orgId;
    const messages = validateCall(body);
    if (messages.length) return invalid(reply, messages);
    const patient = await patientInOrg(db, orgId, body.patientId);
    if (!patient) return notFound(reply, 'Patient');
    const patientNumber = normalizePhone(body.patientNumber)!;
    const providerNumber = normalizePhone(body.providerNumber)!;
    const providerName = body.providerName!.trim();
    const { status } = await voice.connect({ patientNumber, providerNumber, providerName });
    const id = randomUUID();
    const { rows } = await db.query<CallShape>(
      `insert into voice_calls (id, org_id, patient_id, professional_id, provider_name, provider_number, patient_number, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
      [id, orgId, patient.id, request.auth!.professionalId, providerName, providerNumber, patientNumber, status],
    );
    await db.query('update patients set last_contact_at = now() where id = $1', [patient.id]);
    await audit(db, { event: 'call_started', professionalId: request.auth!.professionalId, orgId, route: 'POST /voice/calls', ip: request.ip, detail: { patientId: patient.id, callId: id, status } });
    await live.publish(orgSub(orgId), 'beneficiary', { patientId: patient.id, change: 'call' } satisfies BeneficiaryEvent);
    reply.status(201);
    return toEntry(rows[0]);
  }

  async function callLog(request: CallRequest<Calls['log']>, reply: FastifyReply) {
    const { id } = request.params;
    if (!(await patientInOrg(db, request.org!.orgId, id))) return notFound(reply, 'Patient');
    await auditRead(db, request, [id]);
    const { rows } = await db.query<CallShape>(`select ${COLUMNS} from voice_calls where patient_id = $1 order by started_at desc limit 100`, [id]);
    return rows.map(toEntry);
  }

  serve(app, voiceCalls, voiceSchemas, { start: startCall, log: callLog });
}
