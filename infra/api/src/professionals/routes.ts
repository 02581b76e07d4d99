/** The signed-in professional: their account (SPEC "current professional") and security data. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { audit } from '../audit/audit';
import type { Db } from '../db/types';
import { MESSAGES } from '../http/access-guard';
import { AUTHENTICATED } from '../http/route-access';
import { findProfessionalById, membershipsOf, organizationTree, professionalAccount, securityData } from './queries';
import { uuid } from '../http/validation';

const HEARTH_ADMIN_ROLE = 'Hearth Administrator';

export function registerProfessionalRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/professional/current/:professionalId',
    { config: AUTHENTICATED, schema: { params: z.strictObject({ professionalId: uuid() }) } },
    async (request, reply) => {
      const auth = request.auth!;
      const { professionalId } = request.params as { professionalId: string };
      // Self, or the platform administrator.
      if (professionalId !== auth.professionalId && auth.systemRole !== HEARTH_ADMIN_ROLE) {
        await audit(db, {
          event: 'access_denied',
          professionalId: auth.professionalId,
          route: 'GET /professional/current/:professionalId',
          ip: request.ip,
          detail: { reason: 'other professional', target: professionalId },
        });
        return reply.status(403).send({ message: MESSAGES.permissionDenied });
      }
      const professional = await findProfessionalById(db, professionalId);
      if (!professional) return reply.status(404).send({ message: 'Professional not found' });
      return professionalAccount(professional, await membershipsOf(db, professionalId));
    },
  );

  app.get('/security', { config: AUTHENTICATED }, async (request) => {
    const auth = request.auth!;
    return {
      professionalId: auth.professionalId,
      email: auth.email,
      organizations: organizationTree(auth.memberships),
      security: securityData(auth.memberships),
    };
  });
}
