/** GET /organization/metrics (VIEW_PROGRAMS): the dashboard's cards and chart, for one organisation. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TIME_ZONE_INVALID_MESSAGE, TIME_ZONE_PARAM, isValidTimeZone } from '@hearth/shared-kernel/domain';
import type { Db } from '../db/types';
import { orgMetrics } from './queries';

/** Days are the caller's (SPEC §4 groups tasks by the user's day); UTC when the caller names none. */
const metricsQuery = z.strictObject({
  [TIME_ZONE_PARAM]: z.string().max(64).refine(isValidTimeZone, TIME_ZONE_INVALID_MESSAGE).default('UTC'),
});

export function registerMetricsRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/organization/metrics',
    { config: { permissions: ['VIEW_PROGRAMS'], orgScoped: true }, schema: { querystring: metricsQuery } },
    async (request) => orgMetrics(db, request.org!.orgId, (request.query as z.infer<typeof metricsQuery>)[TIME_ZONE_PARAM]),
  );
}
