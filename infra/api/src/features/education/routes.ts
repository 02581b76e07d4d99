/**
 * Patient education (SPEC §2, §8), the calls declared in the kernel (`educationCalls`): a public
 * article, an article a professional sent (its link), the previews to choose from, and the send
 * (its handler in send.ts). Article HTML is cleaned by the allow-list in sanitize.ts whenever it is
 * answered.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { educationCalls } from '@hearth/shared-kernel/api';
import { educationSchemas } from '@hearth/shared-kernel/api/schemas';
import { can } from '@hearth/shared-kernel/permissions';
import { isUuid } from '@hearth/shared-kernel/rules';
import type { ApiConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/types';
import type { LiveOutlet } from '../../platform/live/fanout';
import { audit } from '../../platform/audit/audit';
import { MESSAGES } from '../../platform/http/access-guard';
import { serve, type CallRequest } from '../../platform/http/serve';
import type { SmsProvider } from '../../channels/sms/provider';
import { articleById, searchPreviews } from './queries';
import { articleSender } from './send';
import { articleBySend } from './sends';

type Calls = typeof educationCalls;

const EDUCATION_MESSAGES = {
  notFound: 'Article not found',
} as const;

export function registerEducationRoutes(app: FastifyInstance, deps: { db: Db; sms: SmsProvider; live: LiveOutlet; config: Pick<ApiConfig, 'portalUrl'> }): void {
  const { db } = deps;

  async function publicArticle(request: CallRequest<Calls['article']>, reply: FastifyReply) {
    const { id } = request.params;
    const article = isUuid(id) ? await articleById(db, id) : null;
    if (!article) return reply.status(404).send({ message: EDUCATION_MESSAGES.notFound });
    return article;
  }

  async function sentArticle(request: CallRequest<Calls['sentArticle']>, reply: FastifyReply) {
    const { toId, fromId } = request.params;
    const article = await articleBySend(db, toId, fromId);
    if (!article) return reply.status(404).send({ message: EDUCATION_MESSAGES.notFound });
    return article;
  }

  async function previews(request: CallRequest<Calls['previews']>, reply: FastifyReply) {
    const auth = request.auth;
    const allowed = auth.memberships.some((m) => can(m.permissions, 'SEND_MESSAGE') || can(m.permissions, 'VIEW_PATIENT'));
    if (!allowed) {
      await audit(db, {
        event: 'access_denied',
        professionalId: auth.professionalId,
        route: 'GET /articles/previews',
        ip: request.ip,
        detail: { reason: 'permission', missing: ['SEND_MESSAGE or VIEW_PATIENT'] },
      });
      return reply.status(403).send({ message: MESSAGES.permissionDenied });
    }
    const { search = '' } = request.query;
    return { results: await searchPreviews(db, search) };
  }

  const send = articleSender({ db, sms: deps.sms, live: deps.live, portalUrl: deps.config.portalUrl });
  serve(app, educationCalls, educationSchemas, { article: publicArticle, sentArticle, previews, send });
}
