/**
 * Calls declared behind a feature flag (`flag` in the kernel's declaration) answer 404 while the
 * flag is off for the caller (SPEC §6: on globally, or for an e-mail on the bypass list), as the
 * screens hide them: a hidden feature is not reachable by calling its API directly either.
 */
import type { FastifyInstance } from 'fastify';
import type { AppFlag } from '@hearth/shared-kernel/domain';

declare module 'fastify' {
  interface FastifyContextConfig {
    flag?: AppFlag;
  }
}

export const FEATURE_OFF_MESSAGE = 'This feature is not turned on';

export function installFlagGate(app: FastifyInstance, flagOn: (flag: AppFlag, email: string | null) => Promise<boolean>): void {
  app.addHook('preHandler', async (request, reply) => {
    const flag = request.routeOptions.config.flag;
    if (!flag || (await flagOn(flag, request.auth?.email ?? null))) return;
    return reply.status(404).send({ message: FEATURE_OFF_MESSAGE });
  });
}
