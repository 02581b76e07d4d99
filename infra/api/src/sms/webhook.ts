/**
 * POST /sms/inbound { from, body }: the SMS provider's inbound webhook (JSON). Only a request the
 * provider signed (signature.ts) is read: anything else answers 401 and changes nothing, since an
 * inbound text can opt a patient out or speak in their conversation.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BeneficiaryEvent } from '@hearth/shared-kernel/domain';
import { publishMessage } from '../conversations/message-events';
import type { Db } from '../db/types';
import type { LiveOutlet } from '../live/fanout';
import { PUBLIC } from '../http/route-access';
import type { SecureChatService } from '../secure-chat/service';
import { orgSub } from '../live/subscriptions';
import { receiveText } from './inbound';
import { smsWebhookSigned } from './signature';

export const inboundBody = z.strictObject({ from: z.string().min(1).max(30), body: z.string().min(1).max(1600) });

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

    scope.post(
      '/sms/inbound',
      {
        config: PUBLIC,
        schema: { body: inboundBody },
        preValidation: async (request, reply) => {
          const raw = rawBodies.get(request);
          if (raw === undefined || !smsWebhookSigned(opts.secret, request.headers, raw)) {
            return reply.status(401).send({ message: UNSIGNED_MESSAGE });
          }
        },
      },
      async (request, reply) => {
        const { from, body } = request.body as z.infer<typeof inboundBody>;
        const outcome = await receiveText(opts.db, { from, body });
        if (outcome.kind === 'invalid_number') return reply.status(400).send({ message: INVALID_NUMBER_MESSAGE });
        if (outcome.kind === 'message') {
          await publishMessage(opts.live, outcome.orgId, outcome.message, outcome.newConversation ? 'opened' : 'message');
        }
        if (outcome.kind === 'secure_link_requested') await opts.secureChat.onSecureRequested(outcome);
        if (outcome.kind === 'opted_out' || outcome.kind === 'opted_in') {
          for (const p of outcome.patients) {
            await opts.live.publish(orgSub(p.orgId), 'beneficiary', { patientId: p.id, change: outcome.kind } satisfies BeneficiaryEvent);
          }
        }
        return reply.status(202).send({
          outcome: outcome.kind,
          ...(outcome.kind === 'message' ? { messageId: outcome.message.id, conversationId: outcome.message.conversationId } : {}),
        });
      },
    );
  });
}
