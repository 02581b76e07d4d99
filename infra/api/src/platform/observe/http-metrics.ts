/**
 * Feeds an app into the metrics: each answer's duration under its route template (Fastify's
 * routeOptions.url, so /patients/:id is one series whatever the id; 'unmatched' for a 404 without
 * a route), and the app's sockets and database in the scrape while it is open.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { httpDuration, watchInstance } from './metrics';

export function installHttpMetrics(app: FastifyInstance, deps: { db: Db; liveSockets: () => number }): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  const unwatch = watchInstance({ db: deps.db, liveSockets: deps.liveSockets });
  app.addHook('onClose', async () => unwatch());
}
