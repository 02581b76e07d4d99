/**
 * The patient's enrollment link (SPEC §7, public, the token in the path is the credential) and the
 * care team's side (org-scoped; the path names the patient). The calls, their paths and answers are
 * declared in the kernel (`enrollmentCalls`, `enrollmentLinkCalls`); the rules are in service.ts.
 * An unknown, expired or closed link answers 404 the same whether or not a record exists.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { enrollmentCalls, enrollmentLinkCalls } from '@hearth/shared-kernel/api';
import { enrollmentSchemas } from '@hearth/shared-kernel/api/schemas';
import type { EnrollmentLookup, EnrollmentStatus } from '@hearth/shared-kernel/domain';
import { auditRead } from '../../platform/audit/reads';
import type { ApiConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/types';
import type { LiveOutlet } from '../../platform/live/fanout';
import { serve, type CallRequest, type OrgRequest } from '../../platform/http/serve';
import { answerOf, sendOutcome } from '../patient-app/port';
import type { SmsSender } from '../patient-app/port';
import { EnrollmentService } from './service';

type Calls = typeof enrollmentCalls;
type LinkCalls = typeof enrollmentLinkCalls;

export interface EnrollmentRouteDeps {
  db: Db;
  config: ApiConfig;
  secret: string;
  sms: SmsSender;
  live: LiveOutlet;
}

export function registerEnrollmentRoutes(app: FastifyInstance, deps: EnrollmentRouteDeps): EnrollmentService {
  const { live } = deps;
  const service = new EnrollmentService({
    ...deps,
    publish: (sub, type, data) => live.publish(sub, type, data),
    closeSockets: (holder) => live.closeSockets(holder),
  });

  // ---- the care team ----------------------------------------------------------------------
  async function pending(request: CallRequest<Calls['pending']>) {
    const page = await service.pending(request.org.orgId, request.query);
    await auditRead(deps.db, request, page.results.map((r) => r.patientId));
    return page;
  }

  /** approve, deny and the other transitions: the patient's enrollment becomes `to`. */
  async function decide(request: OrgRequest, reply: FastifyReply, patientId: string, to: EnrollmentStatus) {
    return answerOf(reply, await service.changeStatus(patientId, request.org.orgId, to, request.auth.professionalId, request.ip));
  }
  const approve = (request: CallRequest<Calls['approve']>, reply: FastifyReply) => decide(request, reply, request.params.id, 'approved');
  const deny = (request: CallRequest<Calls['deny']>, reply: FastifyReply) => decide(request, reply, request.params.id, 'denied');
  const changeStatus = (request: CallRequest<Calls['changeStatus']>, reply: FastifyReply) =>
    decide(request, reply, request.params.id, request.body.status);

  async function record(request: CallRequest<Calls['record']>, reply: FastifyReply) {
    return answerOf(reply, await service.record(request.params.patientId, request.org.orgId, request.auth.professionalId, request.ip));
  }

  // ---- the patient's link (public: the token is the credential) -----------------------------
  async function lookup(request: CallRequest<LinkCalls['lookup']>, reply: FastifyReply): Promise<EnrollmentLookup> {
    const found = await service.lookup(request.params.token);
    reply.header('cache-control', 'no-store');
    if (!found) {
      reply.status(404);
      return { status: '404' };
    }
    return { status: '200', payload: found };
  }

  async function verifyDob(request: CallRequest<LinkCalls['verifyDob']>, reply: FastifyReply) {
    return sendOutcome(reply, await service.verifyDob(request.params.token, request.body.dob, request.ip));
  }

  async function requestCall(request: CallRequest<LinkCalls['requestCall']>, reply: FastifyReply) {
    return sendOutcome(reply, await service.requestCall(request.params.token, request.query.phone));
  }

  async function sendCode(request: CallRequest<LinkCalls['sendCode']>, reply: FastifyReply) {
    return sendOutcome(reply, await service.sendCode(request.params.token, request.query.phone));
  }

  async function verifyCode(request: CallRequest<LinkCalls['verifyCode']>, reply: FastifyReply) {
    return sendOutcome(reply, await service.verifyCode(request.params.token, request.query.code, request.ip));
  }

  async function progress(request: CallRequest<LinkCalls['progress']>, reply: FastifyReply) {
    return sendOutcome(reply, await service.progress(request.params.token, request.body.step));
  }

  async function language(request: CallRequest<LinkCalls['language']>, reply: FastifyReply) {
    return sendOutcome(reply, await service.language(request.params.token, request.body.language, request.ip));
  }

  async function saveInfo(request: CallRequest<LinkCalls['saveInfo']>, reply: FastifyReply) {
    return sendOutcome(reply, await service.saveInfo(request.params.token, request.body));
  }

  async function submit(request: CallRequest<LinkCalls['submit']>, reply: FastifyReply) {
    return sendOutcome(reply, await service.submit(request.params.token, request.body, request.ip));
  }

  // The care team's first: the static segments ('pending') must not be read as a token.
  serve(app, enrollmentCalls, enrollmentSchemas, { pending, approve, deny, changeStatus, record });
  serve(app, enrollmentLinkCalls, enrollmentSchemas, { lookup, verifyDob, requestCall, sendCode, verifyCode, progress, language, saveInfo, submit });

  return service;
}

