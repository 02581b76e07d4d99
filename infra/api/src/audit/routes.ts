/** GET /audit: the audit rows concerning the caller's organisation, each with its client address (VIEW_AUDIT). */
import type { FastifyInstance } from 'fastify';
import { auditCalls } from '@hearth/shared-kernel/api';
import { auditSchemas } from '@hearth/shared-kernel/api/schemas';
import type { Db } from '../db/types';
import { serve, type CallRequest } from '../http/serve';
import { auditRowsForOrg } from './audit';

type Calls = typeof auditCalls;

export function registerAuditRoutes(app: FastifyInstance, db: Db): void {
  async function trail(request: CallRequest<Calls['trail']>) {
    const { limit, before } = request.query;
    return { items: await auditRowsForOrg(db, request.org!.orgId, limit, before) };
  }

  serve(app, auditCalls, auditSchemas, { trail });
}
