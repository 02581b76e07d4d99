/** The audit columns a request fills, for rows written on a request's behalf. */
import type { FastifyRequest } from 'fastify';
import type { AuditEntry } from './audit';

/**
 * Who, in which organisation, on which route pattern (never the raw URL: queries carry search
 * terms) and from which address. `request.ip` is the peer's socket address, or behind a proxy
 * named in HEARTH_TRUST_PROXY the client's as that proxy forwards it (X-Forwarded-For).
 */
export function fromRequest(request: FastifyRequest): Pick<AuditEntry, 'professionalId' | 'orgId' | 'route' | 'ip'> {
  return {
    professionalId: request.auth?.professionalId ?? null,
    orgId: request.org?.orgId ?? null,
    route: `${request.method} ${request.routeOptions.url ?? '(no route)'}`,
    ip: request.ip,
  };
}
