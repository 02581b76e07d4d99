/**
 * POST /log/:level: the client logger's sink (SPEC §7, production clients only). Accepts the
 * kernel logger's `{ message, context?, at? }` or a batch `{ messages: string[] }`, bounded in
 * size, and writes scrubbed lines to the server log at that level.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AUTHENTICATED } from '../http/route-access';
import { scrubLogContext, scrubLogText } from './scrub';

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

const logBody = z.union([
  z.strictObject({ messages: z.array(z.string().max(4000)).min(1).max(50) }),
  z.strictObject({ message: z.string().max(4000), context: z.unknown().optional(), at: z.string().max(40).optional() }),
]);

export function registerLogRoutes(app: FastifyInstance): void {
  app.post(
    '/log/:level',
    {
      config: AUTHENTICATED,
      bodyLimit: 64 * 1024,
      schema: { params: z.strictObject({ level: z.enum(LEVELS) }), body: logBody },
    },
    async (request, reply) => {
      const { level } = request.params as { level: Level };
      const body = request.body as z.infer<typeof logBody>;
      const lines = 'messages' in body ? body.messages : [body.message];
      const context = 'context' in body && body.context !== undefined ? scrubLogContext(body.context) : undefined;
      const log = request.log.child({ source: 'client', professionalId: request.auth!.professionalId });
      for (const line of lines) log[level](context === undefined ? {} : { context }, scrubLogText(line));
      return reply.status(204).send();
    },
  );
}
