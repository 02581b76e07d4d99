/** GET /feature-flags: the app configuration every signed-in user syncs (SPEC §7). */
import type { FastifyInstance } from 'fastify';
import { flagCalls } from '@hearth/shared-kernel/api';
import { flagSchemas } from '@hearth/shared-kernel/api/schemas';
import type { Db } from '../../platform/db/types';
import { serve } from '../../platform/http/serve';
import { appConfig } from './queries';

export function registerFlagRoutes(app: FastifyInstance, db: Db): void {
  serve(app, flagCalls, flagSchemas, { appConfig: () => appConfig(db) });
}
