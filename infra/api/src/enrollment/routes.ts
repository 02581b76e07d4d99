/**
 * The patient's enrollment link (SPEC §7, public, token in the path) and the care team's side.
 *
 * Public, under /enrollment/:token — an unknown, expired or closed link answers 404 { status: '404' }
 * (GET) or 404 { message: 'enrollment not found' } (the others), the same whether a record exists:
 *   GET  /enrollment/:token                → 200 { status: '200', payload: EnrollmentView }
 *   POST /enrollment/:token/verifyDob      { dob } MM/DD/YYYY → 204 | 400 | 429 + Retry-After
 *   POST /enrollment/:token/requestCall?phone=   → 204; status waiting_for_phone_call
 *   POST /enrollment/:token/sendCode?phone=      → 204; texts a 4-digit code to the number on record
 *   POST /enrollment/:token/verifyCode?code=     → 204 | 400 | 429 + Retry-After
 *   POST /enrollment/:token/progress       { step } → 204; keeps furthestStep(view, step)
 *   PUT  /enrollment/:token/info           EnrollmentInfo → 204 (a draft), 400 with SPEC's messages
 *   POST /enrollment/:token                EnrollmentSubmission → 204; waiting_for_approval
 *
 * Professionals (org-scoped; :id is the PATIENT's id, the status being the patient's):
 *   GET  /enrollment/pending               MODIFY_ENROLLMENT: submissions awaiting approval
 *   POST /enrollment/:id/approve | /deny   MODIFY_ENROLLMENT → { patientId, enrollmentId, status, label }
 *   POST /enrollment/:id/status {status}   MODIFY_ENROLLMENT: the other transitions (transitions.ts)
 *   GET  /enrollment-info/:patientId       VIEW_PATIENT: the patient's enrollment record (audited)
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ENROLLMENT_ERRORS, ENROLLMENT_FLOW, ENROLLMENT_STATUSES, type EnrollmentStatus } from '@hearth/shared-kernel/domain';
import { auditRead } from '../audit/reads';
import type { ApiConfig } from '../config';
import type { Db } from '../db/types';
import type { LiveOutlet } from '../live/fanout';
import { PUBLIC } from '../http/route-access';
import { sendOutcome } from '../patient-app/outcome';
import type { SmsSender } from '../patient-app/sms';
import { EnrollmentService } from './service';
import { uuid } from '../http/validation';

const tokenParams = z.strictObject({ token: z.string().max(200) });
/** The professional routes name the patient: approve, deny and status act on the patient's enrollment. */
const idParams = z.strictObject({ id: uuid() });
const statusBody = z.strictObject({ status: z.enum(Object.keys(ENROLLMENT_STATUSES) as [EnrollmentStatus, ...EnrollmentStatus[]]) });
const phoneQuery = z.strictObject({ phone: z.string().max(40).optional() });
const infoFields = {
  title: z.string().max(20),
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  email: z.string().max(300),
  pin: z.string().max(20),
  smsPhoneNumber: z.string().max(40),
  voicePhoneNumber: z.string().max(40),
  timeZone: z.string().max(100),
};
const submission = z.strictObject({
  ...infoFields,
  firstSection: z.boolean(),
  secondSection: z.boolean(),
  thirdSection: z.boolean(),
  eula: z.boolean(),
  patientSignature: z.string().max(200),
});

const decide = { permissions: ['MODIFY_ENROLLMENT' as const], orgScoped: true };

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
  const token = (request: FastifyRequest) => (request.params as { token: string }).token;

  // ---- the care team ----------------------------------------------------------------------
  async function pending(request: FastifyRequest) {
    const results = await service.pending(request.org!.orgId);
    await auditRead(deps.db, request, results.map((r) => r.patientId));
    return { results };
  }

  /** approve, deny and the other transitions: the patient's enrollment becomes `to`. */
  function changeStatusTo(to: (request: FastifyRequest) => EnrollmentStatus) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const { id } = request.params as { id: string };
      return sendOutcome(reply, await service.changeStatus(id, request.org!.orgId, to(request), request.auth!.professionalId, request.ip));
    };
  }

  async function record(request: FastifyRequest, reply: FastifyReply) {
    const { patientId } = request.params as { patientId: string };
    return sendOutcome(reply, await service.record(patientId, request.org!.orgId, request.auth!.professionalId, request.ip));
  }

  // ---- the patient's link (public: the token is the credential) -----------------------------
  async function view(request: FastifyRequest, reply: FastifyReply) {
    const found = await service.lookup(token(request));
    reply.header('cache-control', 'no-store');
    if (!found) return reply.status(404).send({ status: '404' });
    return { status: '200', payload: found };
  }

  async function verifyDob(request: FastifyRequest, reply: FastifyReply) {
    const { dob } = request.body as { dob: string };
    return sendOutcome(reply, await service.verifyDob(token(request), dob, request.ip));
  }

  async function requestCall(request: FastifyRequest, reply: FastifyReply) {
    const { phone } = request.query as { phone?: string };
    return sendOutcome(reply, await service.requestCall(token(request), phone));
  }

  async function sendCode(request: FastifyRequest, reply: FastifyReply) {
    const { phone } = request.query as { phone?: string };
    return sendOutcome(reply, await service.sendCode(token(request), phone));
  }

  async function verifyCode(request: FastifyRequest, reply: FastifyReply) {
    const { code } = request.query as { code: string };
    return sendOutcome(reply, await service.verifyCode(token(request), code, request.ip));
  }

  async function progress(request: FastifyRequest, reply: FastifyReply) {
    const { step } = request.body as { step: (typeof ENROLLMENT_FLOW)[number] };
    return sendOutcome(reply, await service.progress(token(request), step));
  }

  async function saveInfo(request: FastifyRequest, reply: FastifyReply) {
    return sendOutcome(reply, await service.saveInfo(token(request), request.body as z.infer<z.ZodObject<typeof infoFields>>));
  }

  async function submit(request: FastifyRequest, reply: FastifyReply) {
    return sendOutcome(reply, await service.submit(token(request), request.body as never, request.ip));
  }

  // Registered first: the static segments must not be read as a token.
  app.get('/enrollment/pending', { config: decide }, pending);
  app.post('/enrollment/:id/approve', { config: decide, schema: { params: idParams } }, changeStatusTo(() => 'approved'));
  app.post('/enrollment/:id/deny', { config: decide, schema: { params: idParams } }, changeStatusTo(() => 'denied'));
  app.post('/enrollment/:id/status', { config: decide, schema: { params: idParams, body: statusBody } }, changeStatusTo((request) => (request.body as z.infer<typeof statusBody>).status));
  app.get('/enrollment-info/:patientId', { config: { permissions: ['VIEW_PATIENT'], orgScoped: true }, schema: { params: z.strictObject({ patientId: uuid() }) } }, record);

  app.get('/enrollment/:token', { config: PUBLIC, schema: { params: tokenParams } }, view);
  app.post('/enrollment/:token/verifyDob', { config: PUBLIC, schema: { params: tokenParams, body: z.strictObject({ dob: z.string().max(40) }) } }, verifyDob);
  app.post('/enrollment/:token/requestCall', { config: PUBLIC, schema: { params: tokenParams, querystring: phoneQuery } }, requestCall);
  app.post('/enrollment/:token/sendCode', { config: PUBLIC, schema: { params: tokenParams, querystring: phoneQuery } }, sendCode);
  app.post('/enrollment/:token/verifyCode', { config: PUBLIC, schema: { params: tokenParams, querystring: z.strictObject({ code: z.string().max(20) }) } }, verifyCode);
  app.post('/enrollment/:token/progress', { config: PUBLIC, schema: { params: tokenParams, body: z.strictObject({ step: z.enum(ENROLLMENT_FLOW) }) } }, progress);
  app.put('/enrollment/:token/info', { config: PUBLIC, schema: { params: tokenParams, body: z.strictObject(infoFields) } }, saveInfo);
  app.post('/enrollment/:token', { config: PUBLIC, schema: { params: tokenParams, body: submission } }, submit);

  return service;
}

export { ENROLLMENT_ERRORS };
