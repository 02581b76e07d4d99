/**
 * POST /debug/ping (ACCESS_DEBUGGER): publishes a `dbugga` live message to the caller's own sub,
 * so the debug overlay can prove the socket end to end, across instances.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LiveFanout } from './fanout';
import { professionalSub } from './subscriptions';

const pingBody = z.strictObject({ message: z.string().max(200).optional() }).nullish();

export function registerDebugRoutes(app: FastifyInstance, fanout: () => LiveFanout): void {
  app.post(
    '/debug/ping',
    { config: { permissions: ['ACCESS_DEBUGGER'], orgScoped: false }, schema: { body: pingBody } },
    async (request, reply) => {
      const body = request.body as z.infer<typeof pingBody>;
      const sub = professionalSub(request.auth!.professionalId);
      const data = { message: body?.message ?? 'pong', at: new Date().toISOString() };
      await fanout().publish(sub, 'dbugga', data);
      return reply.status(202).send({ sub, type: 'dbugga', data });
    },
  );
}
