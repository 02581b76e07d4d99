/** GET /roster-professional (VIEW_USER_ROSTER): the organisation's care team with role labels. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/types';
import { orgCareTeam } from './care-team';

const query = z.strictObject({
  search: z.string().max(100).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(200).default(20),
});

export function registerCareTeamRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/roster-professional',
    { config: { permissions: ['VIEW_USER_ROSTER'], orgScoped: true }, schema: { querystring: query } },
    async (request) => {
      const q = request.query as z.infer<typeof query>;
      return orgCareTeam(db, request.org!.orgId, q);
    },
  );
}
