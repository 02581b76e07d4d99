/** GET /audit: the audit rows concerning the caller's organisation, each with its client address (VIEW_AUDIT). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/types';
import { auditRowsForOrg } from './audit';

const auditQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  before: z.string().regex(/^\d{1,18}$/).optional(),
});

export function registerAuditRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/audit',
    { config: { permissions: ['VIEW_AUDIT'], orgScoped: true }, schema: { querystring: auditQuery } },
    async (request) => {
      const { limit, before } = request.query as z.infer<typeof auditQuery>;
      return { items: await auditRowsForOrg(db, request.org!.orgId, limit, before) };
    },
  );
}
