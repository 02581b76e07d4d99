/**
 * Secure chat (SPEC §2, §8):
 *   POST /secure/login { link, dob }     public → { token } (the patient token); SPEC's messages:
 *                                        400 'Date of birth required.' | 'Invalid or no date of birth
 *                                        provided.', 401 'The date of birth you entered was incorrect.',
 *                                        401 expired/unknown link (text 'Secure'), 429 + Retry-After
 *   POST /secure/link { patientId }      SEND_MESSAGE (org-scoped): text the patient a secure link
 *   GET  /patient/messages?before=&after=&take=   the patient token: their own messages
 *   POST /patient/messages { clientId, body }     the patient token: idempotent on clientId
 *   PUT  /patient/language { language }           the patient token: their pages' and texts' language
 *
 * The /patient calls are declared PATIENT (the kernel's secureChatCalls): the access guard, which
 * knows professionals only, lets them pass, and the onRequest hook here checks the patient token,
 * which no professional route accepts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { secureChatCalls } from '@hearth/shared-kernel/api';
import { secureChatSchemas } from '@hearth/shared-kernel/api/schemas';
import { SECURE_API_MESSAGES } from '@hearth/shared-kernel/conversations';
import { SECURE_CHAT_ERRORS } from '@hearth/shared-kernel/domain';
import type { Db } from '../../platform/db/types';
import type { LiveOutlet } from '../../platform/live/fanout';
import { bearerToken } from '../../platform/http/access-guard';
import { serve, type CallRequest } from '../../platform/http/serve';
import { sendOutcome } from '../patient-app/port';
import { setPreferredLanguage } from '../patients/port';
import { orgSub } from '../../platform/live/subscriptions';
import { announcePatientMessage, markReadByPatient, publishMessage, publishStatus } from '../conversations/port';
import { patientMessages, patientSend, type PatientIdentity } from './messages';
import type { PatientTokenService } from '../patient-app/port';
import { standingPatientToken } from '../patient-app/port';
import type { SecureChatService } from './service';
import type { UserNotifier } from '../user-settings/port';

type Calls = typeof secureChatCalls;

export interface SecureChatRouteDeps {
  db: Db;
  secureChat: SecureChatService;
  patientTokens: PatientTokenService;
  live: LiveOutlet;
  /** Tells the care team a patient wrote (their notification settings). */
  notifier: UserNotifier;
}

declare module 'fastify' {
  interface FastifyRequest {
    patient: PatientIdentity | null;
  }
}

export function registerSecureChatRoutes(app: FastifyInstance, deps: SecureChatRouteDeps): void {
  const { db, secureChat: service, patientTokens, live, notifier } = deps;
  app.decorateRequest('patient', null);

  /** onRequest of the /patient routes: a valid patient token whose session stands, else 401. */
  async function requirePatient(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await standingPatientToken(db, patientTokens, token) : null;
    if (!claims) return reply.status(401).send({ message: SECURE_CHAT_ERRORS.expired });
    request.patient = { patientId: claims.patientId, orgId: claims.orgId };
  }

  async function login(request: CallRequest<Calls['login']>, reply: FastifyReply) {
    const { link, dob } = request.body;
    reply.header('cache-control', 'no-store');
    return sendOutcome(reply, await service.login(link, dob, request.ip));
  }

  async function sendLink(request: CallRequest<Calls['sendLink']>, reply: FastifyReply) {
    const { patientId } = request.body;
    const outcome = await service.sendLink(db, patientId, request.org.orgId, 'professional');
    if (outcome.sent) return reply.status(202).send({ sent: true });
    if (outcome.reason === 'not_found') return reply.status(404).send({ message: SECURE_API_MESSAGES.patientNotFound });
    if (outcome.reason === 'no_phone') return reply.status(409).send({ message: SECURE_API_MESSAGES.noPhone });
    if (outcome.reason === 'refused') return reply.status(409).send({ message: outcome.message });
    reply.header('retry-after', String(outcome.retryAfterSeconds ?? 60));
    return reply.status(429).send({ message: SECURE_API_MESSAGES.tooManyLinks });
  }

  async function messages(request: CallRequest<Calls['messages']>) {
    const { before, after, take } = request.query;
    return patientMessages(db, request.patient!, { before, after, take });
  }

  async function sendMessage(request: CallRequest<Calls['send']>, reply: FastifyReply) {
    const who = request.patient!;
    const { clientId, body } = request.body;
    const outcome = await patientSend(db, who, { clientId, body });
    if (outcome.kind === 'invalid') return reply.status(400).send({ message: outcome.messages[0], messages: outcome.messages });
    const { message, created } = outcome;
    // Published like every message (conversations/message-events.ts): the care team's
    // screens refresh, and the patient's other devices hear it through their socket's tap.
    if (created) await announcePatientMessage({ db, live, notifier }, who.orgId, message, outcome.newConversation ? 'opened' : 'message').catch(() => undefined);
    // A retry announces again (no second notice): its first attempt's instance may have died first.
    else await publishMessage(live, who.orgId, message, 'message').catch(() => undefined);
    return reply.status(created ? 201 : 200).send(message);
  }

  /** The care team's messages the patient had on screen: read, and the care team's bubbles say so live. */
  async function markRead(request: CallRequest<Calls['markRead']>) {
    const who = request.patient!;
    const read = await markReadByPatient(db, who, request.body.upToSeq);
    for (const message of read) await publishStatus(live, who.orgId, message);
    return { read: read.length };
  }

  /** The patient chose the language of their pages and texts (the chat's menu). */
  async function language(request: CallRequest<Calls['language']>, reply: FastifyReply) {
    const who = request.patient!;
    const route = 'PUT /patient/language';
    if (!(await setPreferredLanguage(db, { ...who, ip: request.ip, route }, request.body.language))) return reply.status(401).send({ message: SECURE_CHAT_ERRORS.expired });
    await live.publish(orgSub(who.orgId), 'beneficiary', { patientId: who.patientId, change: 'updated' }).catch(() => undefined);
    return reply.status(204).send();
  }

  serve(app, secureChatCalls, secureChatSchemas, { login, sendLink, messages, send: sendMessage, language, markRead }, {
    messages: { onRequest: requirePatient },
    language: { onRequest: requirePatient },
    send: { onRequest: requirePatient },
    markRead: { onRequest: requirePatient },
  });
}
