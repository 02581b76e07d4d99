/** Organisation details, scoped: only an organisation the caller belongs to. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { organizationCalls } from '@hearth/shared-kernel/api';
import { organizationSchemas } from '@hearth/shared-kernel/api/schemas';
import type { OrganizationDetails } from '@hearth/shared-kernel/domain';
import type { Db } from '../../platform/db/types';
import { serve, type CallRequest } from '../../platform/http/serve';

type Calls = typeof organizationCalls;

async function organizationDetails(db: Db, orgId: string): Promise<OrganizationDetails | null> {
  const { rows } = await db.query<{ id: string; name: string; parent_id: string | null }>(
    'select id::text as id, name, parent_id::text as parent_id from organizations where id = $1',
    [orgId],
  );
  const org = rows[0];
  if (!org) return null;
  const children = await db.query<{ id: string; name: string }>(
    'select id::text as id, name from organizations where parent_id = $1 order by name',
    [orgId],
  );
  return { id: org.id, name: org.name, parentId: org.parent_id, orgs: children.rows };
}

export function registerOrganizationRoutes(app: FastifyInstance, db: Db): void {
  /** The access guard has checked that :orgId is one of the caller's organisations. */
  async function details(request: CallRequest<Calls['details']>, reply: FastifyReply) {
    return (await organizationDetails(db, request.org!.orgId)) ?? reply.status(404).send({ message: 'Organization not found' });
  }

  serve(app, organizationCalls, organizationSchemas, { details });
}
