/** GET /organization/metrics (VIEW_PROGRAMS): the dashboard's cards and chart, for one organisation. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { orgMetrics } from './queries';

export function registerMetricsRoutes(app: FastifyInstance, db: Db): void {
  app.get('/organization/metrics', { config: { permissions: ['VIEW_PROGRAMS'], orgScoped: true } }, async (request) =>
    orgMetrics(db, request.org!.orgId),
  );
}
