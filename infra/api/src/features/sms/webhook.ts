/**
 * The SMS provider's webhooks (JSON): POST /sms/inbound { from, body }, a text from a phone, and
 * POST /sms/status { providerId, status }, its report on a text Hearth gave it. Only a request the
 * provider signed (signature.ts) is read: anything else answers 401 and changes nothing, since an
 * inbound text can opt a patient out or speak in their conversation. A status report is read once
 * (a replay is 409) and only for a text Hearth sent (else 404), and moves a text only forward.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { smsCalls } from '@hearth/shared-kernel/api';
import { smsSchemas } from '@hearth/shared-kernel/api/schemas';
import { subs } from '@hearth/shared-kernel/conversations';
import { notDelivered } from '@hearth/shared-kernel/domain';
import { announcePatientMessage } from '../conversations/port';
import type { Db } from '../../platform/db/types';
import type { LiveOutlet } from '../../platform/live/fanout';
import { serve, type CallRequest } from '../../platform/http/serve';
import type { SecureChatService } from '../secure-chat/port';
import type { UserNotifier } from '../user-settings/port';
import { receiveText } from './inbound';
import { applyProviderReport, publishStatus } from '../conversations/port';
import { SMS_SIGNATURE_HEADER, smsWebhookSigned } from '../../channels/sms/signature';
import type { SmsProvider } from '../../channels/sms/provider';
import { smsTexts } from '../../platform/observe/metrics';

export const INVALID_NUMBER_MESSAGE = 'That is not a valid US phone number.';
export const UNSIGNED_MESSAGE = 'The SMS webhook signature is missing, wrong or too old.';
const REPLAYED_REPORT_MESSAGE = 'This status report was received already.';
const UNKNOWN_TEXT_MESSAGE = 'No text with this provider id was sent.';

const rawBodies = new WeakMap<FastifyRequest, string>();

export interface SmsWebhookDeps {
  db: Db;
  secret: string;
  live: LiveOutlet;
  /** Answers a patient's 'Secure' text with a link. */
  secureChat: Pick<SecureChatService, 'onSecureRequested'>;
  /** Tells the care team a patient wrote (their notification settings). */
  notifier: UserNotifier;
  /** Texts back what Hearth confirms (a program's Yes). */
  sms: SmsProvider;
}

export function registerSmsWebhook(app: FastifyInstance, opts: SmsWebhookDeps): void {
  // Its own scope, so only this route keeps the raw body the signature covers.
  void app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request, body as string);
      parseJson(request, body as string, done);
    });

    /** Only what the provider signed is read. */
    async function signed(request: FastifyRequest, reply: FastifyReply) {
      const raw = rawBodies.get(request);
      if (raw === undefined || !smsWebhookSigned(opts.secret, request.headers, raw)) {
        return reply.status(401).send({ message: UNSIGNED_MESSAGE });
      }
    }

    async function inbound(request: CallRequest<typeof smsCalls.inbound>, reply: FastifyReply) {
      const { from, body } = request.body;
      const outcome = await receiveText(opts.db, { from, body }, opts.sms);
      if (outcome.kind === 'invalid_number') return reply.status(400).send({ message: INVALID_NUMBER_MESSAGE });
      if (outcome.kind === 'message') {
        await announcePatientMessage(opts, outcome.orgId, outcome.message, outcome.newConversation ? 'opened' : 'message');
      }
      if (outcome.kind === 'secure_link_requested') await opts.secureChat.onSecureRequested(outcome);
      if (outcome.kind === 'opted_out' || outcome.kind === 'opted_in') {
        for (const p of outcome.patients) await opts.live.publish(subs.organization(p.orgId), 'beneficiary', { patientId: p.id, change: outcome.kind });
      }
      return reply.status(202).send({
        outcome: outcome.kind,
        ...(outcome.kind === 'message' ? { messageId: outcome.message.id, conversationId: outcome.message.conversationId } : {}),
      });
    }

    async function status(request: CallRequest<typeof smsCalls.status>, reply: FastifyReply) {
      const signature = String(request.headers[SMS_SIGNATURE_HEADER]).toLowerCase();
      const outcome = await applyProviderReport(opts.db, { ...request.body, signature });
      if (outcome.kind === 'unknown') return reply.status(404).send({ message: UNKNOWN_TEXT_MESSAGE });
      if (outcome.kind === 'replayed') return reply.status(409).send({ message: REPLAYED_REPORT_MESSAGE });
      const { message, moved } = outcome;
      if (moved) {
        // A report that moved the text to an end: its outcome ('delivered', 'failed', 'undelivered'), a bounded word.
        if (message.status === 'delivered' || notDelivered(message.status)) smsTexts.inc({ outcome: message.status });
        await publishStatus(opts.live, message.orgId, message);
        // A text not delivered raises its conversation in every list.
        if (notDelivered(message.status)) {
          await opts.live.publish(subs.organization(message.orgId), 'organization', { conversationId: message.conversationId, patientId: message.patientId, change: 'message' });
        }
      }
      return { status: message.status };
    }

    serve(scope, smsCalls, smsSchemas, { inbound, status }, { inbound: { preValidation: signed }, status: { preValidation: signed } });
  });
}
