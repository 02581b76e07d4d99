/**
 * POST /sms/inbound { from, body }: the SMS provider's inbound webhook (JSON). Only a request the
 * provider signed (signature.ts) is read: anything else answers 401 and changes nothing, since an
 * inbound text can opt a patient out or speak in their conversation.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { smsCalls } from '@hearth/shared-kernel/api';
import { smsSchemas } from '@hearth/shared-kernel/api/schemas';
import { subs } from '@hearth/shared-kernel/conversations';
import { publishMessage } from '../conversations/message-events';
import type { Db } from '../db/types';
import type { LiveOutlet } from '../live/fanout';
import { serve, type CallRequest } from '../http/serve';
import type { SecureChatService } from '../secure-chat/service';
import { receiveText } from './inbound';
import { smsWebhookSigned } from './signature';

export const INVALID_NUMBER_MESSAGE = 'That is not a valid US phone number.';
export const UNSIGNED_MESSAGE = 'The SMS webhook signature is missing, wrong or too old.';

const rawBodies = new WeakMap<FastifyRequest, string>();

export interface SmsWebhookDeps {
  db: Db;
  secret: string;
  live: LiveOutlet;
  /** Answers a patient's 'Secure' text with a link. */
  secureChat: Pick<SecureChatService, 'onSecureRequested'>;
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
      const outcome = await receiveText(opts.db, { from, body });
      if (outcome.kind === 'invalid_number') return reply.status(400).send({ message: INVALID_NUMBER_MESSAGE });
      if (outcome.kind === 'message') {
        await publishMessage(opts.live, outcome.orgId, outcome.message, outcome.newConversation ? 'opened' : 'message');
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

    serve(scope, smsCalls, smsSchemas, { inbound }, { inbound: { preValidation: signed } });
  });
}
