/**
 * POST /log/:level: the client logger's sink (SPEC §7, production clients only). Accepts the
 * kernel logger's `{ message, context?, at? }` or a batch `{ messages: string[] }`, bounded in
 * size, and writes scrubbed lines to the server log at that level.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { logCalls } from '@hearth/shared-kernel/api';
import { logSchemas } from '@hearth/shared-kernel/api/schemas';
import { serve, type CallRequest } from '../../platform/http/serve';
import { scrubLogContext, scrubLogText } from './scrub';

type Calls = typeof logCalls;

export function registerLogRoutes(app: FastifyInstance): void {
  function log(request: CallRequest<Calls['log']>, reply: FastifyReply) {
    const { level } = request.params;
    const body = request.body;
    const lines = 'messages' in body ? body.messages : [body.message];
    const context = 'context' in body && body.context !== undefined ? scrubLogContext(body.context) : undefined;
    const logger = request.log.child({ source: 'client', professionalId: request.auth.professionalId });
    for (const line of lines) logger[level](context === undefined ? {} : { context }, scrubLogText(line));
    return reply.status(204).send();
  }

  serve(app, logCalls, logSchemas, { log }, { log: { bodyLimit: 64 * 1024 } });
}
