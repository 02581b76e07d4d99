/**
 * Secure chat (SPEC §2, §8):
 *   POST /secure/login { link, dob }     public → { token } (the patient token); SPEC's messages:
 *                                        400 'Date of birth required.' | 'Invalid or no date of birth
 *                                        provided.', 401 'The date of birth you entered was incorrect.',
 *                                        401 expired/unknown link (text 'Secure'), 429 + Retry-After
 *   POST /secure/link { patientId }      SEND_MESSAGE (org-scoped): text the patient a secure link
 *   GET  /patient/messages?before=&after=&take=   the patient token: their own messages
 *   POST /patient/messages { clientId, body }     the patient token: idempotent on clientId
 *
 * The /patient routes are declared public to the access guard (which knows professionals only)
 * and authenticated here by the patient token, which no professional route accepts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SECURE_CHAT_ERRORS } from '@hearth/shared-kernel/domain';
import type { Db } from '../db/types';
import type { LiveOutlet } from '../live/fanout';
import { bearerToken } from '../http/access-guard';
import { PUBLIC } from '../http/route-access';
import { sendOutcome } from '../patient-app/outcome';
import { publishMessage } from '../conversations/message-events';
import { patientMessages, patientSend, PATIENT_MESSAGES_MAX_TAKE, type PatientIdentity } from './messages';
import type { PatientTokenService } from './patient-token';
import { standingPatientToken } from './patient-sessions';
import { SECURE_API_MESSAGES } from '@hearth/shared-kernel/conversations';
import type { SecureChatService } from './service';
import { uuid } from '../http/validation';

const loginBody = z.strictObject({ link: z.string().max(200).optional(), dob: z.string().max(40).optional() });
const linkBody = z.strictObject({ patientId: uuid() });
const seq = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const messagesQuery = z.strictObject({
  before: seq.optional(),
  after: seq.optional(),
  take: z.coerce.number().int().min(1).max(PATIENT_MESSAGES_MAX_TAKE).optional(),
});
const messageBody = z.strictObject({ clientId: z.string().min(1).max(100), body: z.string().max(2000) });

export interface SecureChatRouteDeps {
  db: Db;
  secureChat: SecureChatService;
  patientTokens: PatientTokenService;
  live: LiveOutlet;
}

declare module 'fastify' {
  interface FastifyRequest {
    patient: PatientIdentity | null;
  }
}

export function registerSecureChatRoutes(app: FastifyInstance, deps: SecureChatRouteDeps): void {
  const { db, secureChat: service, patientTokens, live } = deps;
  app.decorateRequest('patient', null);

  /** onRequest of the /patient routes: a valid patient token whose session stands, else 401. */
  async function requirePatient(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await standingPatientToken(db, patientTokens, token) : null;
    if (!claims) return reply.status(401).send({ message: SECURE_CHAT_ERRORS.expired });
    request.patient = { patientId: claims.patientId, orgId: claims.orgId };
  }

  async function login(request: FastifyRequest, reply: FastifyReply) {
    const { link, dob } = request.body as { link?: string; dob?: string };
    reply.header('cache-control', 'no-store');
    return sendOutcome(reply, await service.login(link, dob, request.ip));
  }

  async function sendLink(request: FastifyRequest, reply: FastifyReply) {
    const { patientId } = request.body as { patientId: string };
    const outcome = await service.sendLink(db, patientId, request.org!.orgId, 'professional');
    if (outcome.sent) return reply.status(202).send({ sent: true });
    if (outcome.reason === 'not_found') return reply.status(404).send({ message: SECURE_API_MESSAGES.patientNotFound });
    if (outcome.reason === 'no_phone') return reply.status(409).send({ message: SECURE_API_MESSAGES.noPhone });
    if (outcome.reason === 'refused') return reply.status(409).send({ message: outcome.message });
    reply.header('retry-after', String(outcome.retryAfterSeconds ?? 60));
    return reply.status(429).send({ message: SECURE_API_MESSAGES.tooManyLinks });
  }

  async function messages(request: FastifyRequest) {
    const { before, after, take } = request.query as { before?: number; after?: number; take?: number };
    return patientMessages(db, request.patient!, { before, after, take });
  }

  async function sendMessage(request: FastifyRequest, reply: FastifyReply) {
    const who = request.patient!;
    const { clientId, body } = request.body as { clientId: string; body: string };
    const outcome = await patientSend(db, who, { clientId, body });
    if (outcome.kind === 'invalid') return reply.status(400).send({ message: outcome.messages[0], messages: outcome.messages });
    const { message, created } = outcome;
    // Published like every message (conversations/message-events.ts): the care team's
    // screens refresh, and the patient's other devices hear it through their socket's tap.
    if (created) await publishMessage(live, who.orgId, message, outcome.newConversation ? 'opened' : 'message').catch(() => undefined);
    return reply.status(created ? 201 : 200).send(message);
  }

  app.post('/secure/login', { config: PUBLIC, schema: { body: loginBody } }, login);
  app.post('/secure/link', { config: { permissions: ['SEND_MESSAGE'], orgScoped: true }, schema: { body: linkBody } }, sendLink);
  app.get('/patient/messages', { config: PUBLIC, onRequest: requirePatient, schema: { querystring: messagesQuery } }, messages);
  app.post('/patient/messages', { config: PUBLIC, onRequest: requirePatient, schema: { body: messageBody } }, sendMessage);
}
