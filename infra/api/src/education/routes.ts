/**
 * Patient education (SPEC §2, §8):
 *   GET  /education/:id                 public: an article (general content, no patient data)
 *   GET  /article/:toId/:fromId         public: an article a professional sent; toId is the send's
 *                                       unguessable link id, fromId the sender; both must match
 *   GET  /articles/previews?search=     SEND_MESSAGE or VIEW_PATIENT in one of the caller's organisations
 *   POST /articles/:id/send {patientId} org-scoped SEND_MESSAGE: texts the patient the link and logs
 *                                       it in the patient's conversation (registered by send.ts)
 * Article HTML is cleaned by the allow-list in sanitize.ts whenever it is answered.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { can } from '@hearth/shared-kernel/permissions';
import type { ApiConfig } from '../config';
import type { Db } from '../db/types';
import type { LiveOutlet } from '../live/fanout';
import { audit } from '../audit/audit';
import { MESSAGES } from '../http/access-guard';
import { AUTHENTICATED, PUBLIC } from '../http/route-access';
import type { SmsProvider } from '../sms/provider';
import { articleById, searchPreviews } from './queries';
import { registerArticleSendRoute } from './send';
import { articleBySend } from './sends';
import { isUuid } from '@hearth/shared-kernel/rules';

export const EDUCATION_MESSAGES = {
  notFound: 'Article not found',
} as const;

export function registerEducationRoutes(app: FastifyInstance, deps: { db: Db; sms: SmsProvider; live: LiveOutlet; config: Pick<ApiConfig, 'portalUrl'> }): void {
  const { db } = deps;
  registerArticleSendRoute(app, { db, sms: deps.sms, live: deps.live, portalUrl: deps.config.portalUrl });

  async function publicArticle(request: FastifyRequest, reply: FastifyReply) {
    const { id } = request.params as { id: string };
    const article = isUuid(id) ? await articleById(db, id) : null;
    if (!article) return reply.status(404).send({ message: EDUCATION_MESSAGES.notFound });
    return article;
  }

  async function sentArticle(request: FastifyRequest, reply: FastifyReply) {
    const { toId, fromId } = request.params as { toId: string; fromId: string };
    const article = await articleBySend(db, toId, fromId);
    if (!article) return reply.status(404).send({ message: EDUCATION_MESSAGES.notFound });
    return article;
  }

  async function previews(request: FastifyRequest, reply: FastifyReply) {
    const auth = request.auth!;
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
    const { search = '' } = request.query as { search?: string };
    return { results: await searchPreviews(db, search) };
  }

  app.get('/education/:id', { config: PUBLIC, schema: { params: z.strictObject({ id: z.string().max(100) }) } }, publicArticle);
  app.get('/article/:toId/:fromId', { config: PUBLIC, schema: { params: z.strictObject({ toId: z.string().max(100), fromId: z.string().max(100) }) } }, sentArticle);
  app.get('/articles/previews', { config: AUTHENTICATED, schema: { querystring: z.strictObject({ search: z.string().max(200).optional() }) } }, previews);
}
