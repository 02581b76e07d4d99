/**
 * POST /voice/calls (INITIATE_VOICECALL): the patient's number, the provider's number and name,
 * checked with the kernel's rule (SPEC §5 call messages); the voice provider connects the two and
 * the call is logged on the patient (GET /patients/:id/calls, and a beneficiary live message).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { voiceCalls } from '@hearth/shared-kernel/api';
import { voiceSchemas } from '@hearth/shared-kernel/api/schemas';
import type { BeneficiaryEvent } from '@hearth/shared-kernel/domain';
import { normalizePhone, validateCall } from '@hearth/shared-kernel/rules';
import { audit } from '../../platform/audit/audit';
import { auditRead } from '../../platform/audit/reads';
import type { Db } from '../../platform/db/types';
import type { LiveOutlet } from '../../platform/live/fanout';
import { invalid, notFound } from '../../platform/http/answers';
import { orgSub } from '../../platform/live/subscriptions';
import { patientInOrg } from '../patients/port';
import type { VoiceProvider } from '../../channels/voice/provider';
import { serve, type CallRequest } from '../../platform/http/serve';
import { callLogOf, insertCall, noteContact } from './queries';

type Calls = typeof voiceCalls;

export function registerVoiceRoutes(app: FastifyInstance, deps: { db: Db; voice: VoiceProvider; live: LiveOutlet }): void {
  const { db, voice, live } = deps;

  async function startCall(request: CallRequest<Calls['start']>, reply: FastifyReply) {
    const body = request.body;
    const orgId = request.org.orgId;
    const messages = validateCall(body);
    if (messages.length) return invalid(reply, messages);
    const patient = await patientInOrg(db, orgId, body.patientId);
    if (!patient) return notFound(reply, 'Patient');
    const patientNumber = normalizePhone(body.patientNumber)!;
    const providerNumber = normalizePhone(body.providerNumber)!;
    const providerName = body.providerName!.trim();
    const { status } = await voice.connect({ patientNumber, providerNumber, providerName });
    const id = randomUUID();
    const entry = await insertCall(db, { id, orgId, patientId: patient.id, professionalId: request.auth.professionalId, providerName, providerNumber, patientNumber, status });
    await noteContact(db, patient.id);
    await audit(db, { event: 'call_started', professionalId: request.auth.professionalId, orgId, route: 'POST /voice/calls', ip: request.ip, detail: { patientId: patient.id, callId: id, status } });
    await live.publish(orgSub(orgId), 'beneficiary', { patientId: patient.id, change: 'call' } satisfies BeneficiaryEvent);
    reply.status(201);
    return entry;
  }

  async function callLog(request: CallRequest<Calls['log']>, reply: FastifyReply) {
    const { id } = request.params;
    if (!(await patientInOrg(db, request.org.orgId, id))) return notFound(reply, 'Patient');
    await auditRead(db, request, [id]);
    return callLogOf(db, id);
  }

  serve(app, voiceCalls, voiceSchemas, { start: startCall, log: callLog });
}
