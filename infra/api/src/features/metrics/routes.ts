/** GET /organization/metrics (VIEW_PROGRAMS): the dashboard's cards and chart, for one organisation. */
import type { FastifyInstance } from 'fastify';
import { metricsCalls } from '@hearth/shared-kernel/api';
import { metricsSchemas } from '@hearth/shared-kernel/api/schemas';
import { TIME_ZONE_PARAM } from '@hearth/shared-kernel/domain';
import type { Db } from '../../platform/db/types';
import { serve, type CallRequest } from '../../platform/http/serve';
import { orgMetrics } from './queries';

type Calls = typeof metricsCalls;

export function registerMetricsRoutes(app: FastifyInstance, db: Db): void {
  /** Days are the caller's time zone's (UTC when the caller names none). */
  const metrics = (request: CallRequest<Calls['orgMetrics']>) => orgMetrics(db, request.org.orgId, request.query[TIME_ZONE_PARAM]);

  serve(app, metricsCalls, metricsSchemas, { orgMetrics: metrics });
}
