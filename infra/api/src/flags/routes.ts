import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { AUTHENTICATED } from '../http/route-access';
import { appConfig } from './queries';

/** GET /feature-flags: the app configuration every signed-in user syncs (SPEC §7). */
export function registerFlagRoutes(app: FastifyInstance, db: Db): void {
  app.get('/feature-flags', { config: AUTHENTICATED }, () => appConfig(db));
}
