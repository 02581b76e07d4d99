/** The signed-in professional: their account (SPEC "current professional") and security data. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { professionalCalls } from '@hearth/shared-kernel/api';
import { professionalSchemas } from '@hearth/shared-kernel/api/schemas';
import { audit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/types';
import { MESSAGES } from '../../platform/http/access-guard';
import { serve, type CallRequest } from '../../platform/http/serve';
import { findProfessionalById, membershipsOf, organizationTree, professionalAccount, securityData } from './queries';

type Calls = typeof professionalCalls;

const HEARTH_ADMIN_ROLE = 'Hearth Administrator';

export function registerProfessionalRoutes(app: FastifyInstance, db: Db): void {
  async function current(request: CallRequest<Calls['current']>, reply: FastifyReply) {
    const auth = request.auth;
    const { professionalId } = request.params;
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
  }

  function security(request: CallRequest<Calls['security']>) {
    const auth = request.auth;
    return {
      professionalId: auth.professionalId,
      email: auth.email,
      organizations: organizationTree(auth.memberships),
      security: securityData(auth.memberships),
    };
  }

  serve(app, professionalCalls, professionalSchemas, { current, security });
}
