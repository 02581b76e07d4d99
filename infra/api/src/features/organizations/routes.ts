/** Organisation details, scoped: only an organisation the caller belongs to. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { organizationCalls } from '@hearth/shared-kernel/api';
import { organizationSchemas } from '@hearth/shared-kernel/api/schemas';
import type { Db } from '../../platform/db/types';
import { serve, type CallRequest } from '../../platform/http/serve';
import { organizationDetails } from './queries';

type Calls = typeof organizationCalls;

export function registerOrganizationRoutes(app: FastifyInstance, db: Db): void {
  /** The access guard has checked that :orgId is one of the caller's organisations. */
  async function details(request: CallRequest<Calls['details']>, reply: FastifyReply) {
    return (await organizationDetails(db, request.org.orgId)) ?? reply.status(404).send({ message: 'Organization not found' });
  }

  // The public logo is served with the practice's other logo calls (practice-logo/routes.ts).
  serve(app, { details: organizationCalls.details }, { details: organizationSchemas.details }, { details });
}
