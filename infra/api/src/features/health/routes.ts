/** Liveness (the process answers) and readiness (database reachable, migrations applied). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { healthCalls } from '@hearth/shared-kernel/api';
import { healthSchemas } from '@hearth/shared-kernel/api/schemas';
import type { Liveness, Readiness } from '@hearth/shared-kernel/domain';
import { pendingMigrations, type Migration } from '../../platform/db/migrate';
import type { Db } from '../../platform/db/types';
import { serve, type CallRequest } from '../../platform/http/serve';

type Calls = typeof healthCalls;

export function registerHealthRoutes(app: FastifyInstance, db: Db, migrations: Migration[]): void {
  const health = (): Liveness => ({ status: 'ok' });

  async function ready(request: CallRequest<Calls['ready']>, reply: FastifyReply): Promise<Readiness | FastifyReply> {
    try {
      const pending = await pendingMigrations(db, migrations);
      if (pending.length) return reply.status(503).send({ status: 'unavailable', message: 'Database migrations pending' });
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', message: 'Database unreachable' });
    }
  }

  serve(app, healthCalls, healthSchemas, { health, ready });
}
