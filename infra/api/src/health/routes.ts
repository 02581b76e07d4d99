/** Liveness (the process answers) and readiness (database reachable, migrations applied). */
import type { FastifyInstance } from 'fastify';
import { pendingMigrations, type Migration } from '../db/migrate';
import type { Db } from '../db/types';
import { PUBLIC } from '../http/route-access';

export function registerHealthRoutes(app: FastifyInstance, db: Db, migrations: Migration[]): void {
  app.get('/health', { config: PUBLIC }, () => ({ status: 'ok' }));

  app.get('/ready', { config: PUBLIC }, async (request, reply) => {
    try {
      const pending = await pendingMigrations(db, migrations);
      if (pending.length) return reply.status(503).send({ status: 'unavailable', message: 'Database migrations pending' });
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', message: 'Database unreachable' });
    }
  });
}
