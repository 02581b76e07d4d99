/**
 * Sending an article (`educationCalls.send`, SEND_MESSAGE in the organisation): texts the patient a link to
 * the article and logs it in their conversation. The text is a care-team message sent through the
 * conversation code (conversations/send.ts), so the same rules hold (Do Not Disturb, opted out,
 * automated conversation, no number) and it appears live in the thread.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { educationCalls } from '@hearth/shared-kernel/api';
import type { ArticleSent } from '@hearth/shared-kernel/domain';
import { activeConversationOf } from '../conversations/port';
import { publishMessage } from '../conversations/port';
import { sendMessage } from '../conversations/port';
import type { Db } from '../../platform/db/types';
import type { LiveOutlet } from '../../platform/live/fanout';
import { audit } from '../patient-app/port';
import type { SmsProvider } from '../../channels/sms/provider';
import { articleById } from './queries';
import { createArticleSend } from './sends';
import type { CallRequest } from '../../platform/http/serve';

const ARTICLE_SEND_MESSAGES = {
  articleNotFound: 'Article not found',
  patientNotFound: 'Patient not found',
} as const;

function articleText(title: string, url: string): string {
  return `Your care team sent you an article: "${title}". Read it here: ${url}`;
}

/** The handler of `educationCalls.send`, served with the other education calls (routes.ts). */
export function articleSender(deps: { db: Db; sms: SmsProvider; live: LiveOutlet; portalUrl: string }) {
  const { db, sms, live, portalUrl } = deps;
  return async function sendArticle(request: CallRequest<typeof educationCalls.send>, reply: FastifyReply) {
    const { id } = request.params;
    const { patientId } = request.body;
    const orgId = request.org.orgId;
    const professionalId = request.auth.professionalId;
    const article = await articleById(db, id);
    if (!article) return reply.status(404).send({ message: ARTICLE_SEND_MESSAGES.articleNotFound });
    const patient = await db.query('select 1 from patients where id = $1 and org_id = $2', [patientId, orgId]);
    if (!patient.rows.length) return reply.status(404).send({ message: ARTICLE_SEND_MESSAGES.patientNotFound });

    const link = await createArticleSend(db, { articleId: id, patientId, orgId, professionalId });
    const active = await activeConversationOf(db, patientId);
    const outcome = await sendMessage(
      db,
      sms,
      { orgId, professionalId },
      {
        clientId: `article-${randomUUID()}`,
        patientId,
        conversationId: active?.id ?? null,
        body: articleText(article.title, `${portalUrl}${link.path}`),
        channel: 'sms',
        urgency: 'normal',
        subject: active ? null : article.title,
      },
    );
    if (outcome.kind !== 'sent') {
      await db.query('delete from article_sends where link_hash = $1', [link.linkHash]);
      if (outcome.kind === 'refused') return reply.status(409).send({ message: outcome.message });
      if (outcome.kind === 'invalid') return reply.status(400).send({ message: outcome.messages[0], messages: outcome.messages });
      return reply.status(404).send({ message: ARTICLE_SEND_MESSAGES.patientNotFound });
    }
    await audit(db, { event: 'article_sent', professionalId, orgId, ip: request.ip, detail: { patientId, articleId: id } });
    await publishMessage(live, orgId, outcome.message, outcome.newConversation ? 'opened' : 'message');
    const sent: ArticleSent = { articleId: id, patientId, message: outcome.message };
    reply.status(201);
    return sent;
  };
}
