/** GET /roster-professional (VIEW_USER_ROSTER): the organisation's care team with role labels. */
import type { FastifyInstance } from 'fastify';
import { careTeamCalls } from '@hearth/shared-kernel/api';
import { professionalSchemas } from '@hearth/shared-kernel/api/schemas';
import type { Db } from '../../platform/db/types';
import { serve, type CallRequest } from '../../platform/http/serve';
import { orgCareTeam } from './care-team';

type Calls = typeof careTeamCalls;

export function registerCareTeamRoutes(app: FastifyInstance, db: Db): void {
  const careTeam = (request: CallRequest<Calls['careTeam']>) => orgCareTeam(db, request.org.orgId, request.query);

  serve(app, careTeamCalls, professionalSchemas, { careTeam });
}
