/** Organisation details, scoped: only an organisation the caller belongs to. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/types';
import { uuid } from '../http/validation';

export interface OrganizationDetails {
  id: string;
  name: string;
  parentId: string | null;
  orgs: { id: string; name: string }[];
}

export async function organizationDetails(db: Db, orgId: string): Promise<OrganizationDetails | null> {
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
  app.get(
    '/organizations/:orgId',
    { config: { permissions: [], orgScoped: true }, schema: { params: z.strictObject({ orgId: uuid() }) } },
    async (request, reply) => {
      const details = await organizationDetails(db, request.org!.orgId);
      if (!details) return reply.status(404).send({ message: 'Organization not found' });
      return details;
    },
  );
}
