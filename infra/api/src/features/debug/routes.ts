/**
 * POST /debug/ping (ACCESS_DEBUGGER): publishes a `dbugga` live message to the caller's own sub,
 * so the debug overlay can prove the socket end to end, across instances.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { debugCalls } from '@hearth/shared-kernel/api';
import { debugSchemas } from '@hearth/shared-kernel/api/schemas';
import type { DebugPing } from '@hearth/shared-kernel/domain';
import { serve, type CallRequest } from '../../platform/http/serve';
import type { LiveFanout } from '../../platform/live/fanout';
import { professionalSub } from '../../platform/live/subscriptions';

type Calls = typeof debugCalls;

export function registerDebugRoutes(app: FastifyInstance, fanout: () => LiveFanout): void {
  async function ping(request: CallRequest<Calls['ping']>, reply: FastifyReply): Promise<DebugPing> {
    const sub = professionalSub(request.auth.professionalId);
    const data = { message: request.body?.message ?? 'pong', at: new Date().toISOString() };
    await fanout().publish(sub, 'dbugga', data);
    reply.status(202);
    return { sub, type: 'dbugga', data };
  }

  serve(app, debugCalls, debugSchemas, { ping });
}
