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
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ENROLLMENT_ERRORS, ENROLLMENT_FLOW, ENROLLMENT_STATUSES, type EnrollmentStatus } from '@hearth/shared-kernel/domain';
import { auditRead } from '../audit/reads';
import type { ApiConfig } from '../config';
import type { Db } from '../db/types';
import { PUBLIC } from '../http/route-access';
import { sendOutcome } from '../patient-app/outcome';
import type { SmsSender } from '../patient-app/sms';
import { EnrollmentService } from './service';
import { uuid } from '../http/validation';

const tokenParams = z.strictObject({ token: z.string().max(200) });
/** The professional routes name the patient: approve, deny and status act on the patient's enrollment. */
const idParams = z.strictObject({ id: uuid() });

export interface EnrollmentRouteDeps {
  db: Db;
  config: ApiConfig;
  secret: string;
  sms: SmsSender;
}

export function registerEnrollmentRoutes(app: FastifyInstance, deps: EnrollmentRouteDeps): EnrollmentService {
  const service = new EnrollmentService({
    ...deps,
    publish: (sub, type, data) => app.live.publish(sub, type, data),
    closeSockets: (holder) => app.live.closeSockets(holder),
  });

  // ---- the care team ----------------------------------------------------------------------
  // Registered first: the static segments must not be read as a token.
  app.get('/enrollment/pending', { config: { permissions: ['MODIFY_ENROLLMENT'], orgScoped: true } }, async (request) => {
    const results = await service.pending(request.org!.orgId);
    await auditRead(deps.db, request, results.map((r) => r.patientId));
    return { results };
  });

  for (const action of ['approve', 'deny'] as const) {
    app.post(
      `/enrollment/:id/${action}`,
      { config: { permissions: ['MODIFY_ENROLLMENT'], orgScoped: true }, schema: { params: idParams } },
      async (request, reply) => {
        const { id } = request.params as { id: string };
        const to: EnrollmentStatus = action === 'approve' ? 'approved' : 'denied';
        return sendOutcome(reply, await service.changeStatus(id, request.org!.orgId, to, request.auth!.professionalId, request.ip));
      },
    );
  }

  app.post(
    '/enrollment/:id/status',
    {
      config: { permissions: ['MODIFY_ENROLLMENT'], orgScoped: true },
      schema: {
        params: idParams,
        body: z.strictObject({ status: z.enum(Object.keys(ENROLLMENT_STATUSES) as [EnrollmentStatus, ...EnrollmentStatus[]]) }),
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const { status } = request.body as { status: EnrollmentStatus };
      return sendOutcome(reply, await service.changeStatus(id, request.org!.orgId, status, request.auth!.professionalId, request.ip));
    },
  );

  app.get(
    '/enrollment-info/:patientId',
    { config: { permissions: ['VIEW_PATIENT'], orgScoped: true }, schema: { params: z.strictObject({ patientId: uuid() }) } },
    async (request, reply) => {
      const { patientId } = request.params as { patientId: string };
      return sendOutcome(reply, await service.record(patientId, request.org!.orgId, request.auth!.professionalId, request.ip));
    },
  );

  // ---- the patient's link (public: the token is the credential) -----------------------------
  app.get('/enrollment/:token', { config: PUBLIC, schema: { params: tokenParams } }, async (request, reply) => {
    const { token } = request.params as { token: string };
    const view = await service.lookup(token);
    reply.header('cache-control', 'no-store');
    if (!view) return reply.status(404).send({ status: '404' });
    return { status: '200', payload: view };
  });

  app.post(
    '/enrollment/:token/verifyDob',
    { config: PUBLIC, schema: { params: tokenParams, body: z.strictObject({ dob: z.string().max(40) }) } },
    async (request, reply) => {
      const { token } = request.params as { token: string };
      const { dob } = request.body as { dob: string };
      return sendOutcome(reply, await service.verifyDob(token, dob, request.ip));
    },
  );

  app.post(
    '/enrollment/:token/requestCall',
    { config: PUBLIC, schema: { params: tokenParams, querystring: z.strictObject({ phone: z.string().max(40).optional() }) } },
    async (request, reply) => {
      const { token } = request.params as { token: string };
      const { phone } = request.query as { phone?: string };
      return sendOutcome(reply, await service.requestCall(token, phone));
    },
  );

  app.post(
    '/enrollment/:token/sendCode',
    { config: PUBLIC, schema: { params: tokenParams, querystring: z.strictObject({ phone: z.string().max(40).optional() }) } },
    async (request, reply) => {
      const { token } = request.params as { token: string };
      const { phone } = request.query as { phone?: string };
      return sendOutcome(reply, await service.sendCode(token, phone));
    },
  );

  app.post(
    '/enrollment/:token/verifyCode',
    { config: PUBLIC, schema: { params: tokenParams, querystring: z.strictObject({ code: z.string().max(20) }) } },
    async (request, reply) => {
      const { token } = request.params as { token: string };
      const { code } = request.query as { code: string };
      return sendOutcome(reply, await service.verifyCode(token, code, request.ip));
    },
  );

  app.post(
    '/enrollment/:token/progress',
    { config: PUBLIC, schema: { params: tokenParams, body: z.strictObject({ step: z.enum(ENROLLMENT_FLOW) }) } },
    async (request, reply) => {
      const { token } = request.params as { token: string };
      const { step } = request.body as { step: (typeof ENROLLMENT_FLOW)[number] };
      return sendOutcome(reply, await service.progress(token, step));
    },
  );

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
  app.put(
    '/enrollment/:token/info',
    { config: PUBLIC, schema: { params: tokenParams, body: z.strictObject(infoFields) } },
    async (request, reply) => {
      const { token } = request.params as { token: string };
      return sendOutcome(reply, await service.saveInfo(token, request.body as z.infer<z.ZodObject<typeof infoFields>>));
    },
  );

  app.post(
    '/enrollment/:token',
    {
      config: PUBLIC,
      schema: {
        params: tokenParams,
        body: z.strictObject({
          ...infoFields,
          firstSection: z.boolean(),
          secondSection: z.boolean(),
          thirdSection: z.boolean(),
          eula: z.boolean(),
          patientSignature: z.string().max(200),
        }),
      },
    },
    async (request, reply) => {
      const { token } = request.params as { token: string };
      return sendOutcome(reply, await service.submit(token, request.body as never, request.ip));
    },
  );

  return service;
}

export { ENROLLMENT_ERRORS };
