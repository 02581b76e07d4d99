/**
 * The access guard: one onRequest hook that enforces every route's declared access.
 *   - bearer access token authenticated by the `authenticate` it is given (401 when missing or when
 *     it does not stand: malformed, expired, tampered, revoked, disabled account);
 *   - org-scoped routes: the organisation (:orgId, else x-organization-id, else the caller's only
 *     one) must be in the token's orgIds and a current membership (403, audited);
 *   - every declared permission held in that organisation (403, audited).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can } from '@hearth/shared-kernel/permissions';
import { isPreflightRoute, routeAccess } from './route-access';
import { PERMISSION_DENIED_MESSAGE } from '@hearth/shared-kernel/rules';

/** The organisation a caller acts in, with their role and the permission codes they hold there. */
export interface Membership {
  orgId: string;
  orgName: string;
  parentId: string | null;
  role: string;
  permissions: string[];
}

export interface AuthContext {
  professionalId: string;
  sessionId: string;
  username: string;
  email: string;
  systemRole: string | null;
  /** The token's own claims: expiry (seconds since epoch) and organisation ids. */
  exp: number;
  tokenOrgIds: string[];
  /** Organisations the caller may act in now: in the token and still a membership. */
  memberships: Membership[];
}

/** Who is behind an access token, or null when it does not stand (auth/authenticate.ts). */
export type Authenticate = (token: string) => Promise<AuthContext | null>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The organisation an org-scoped route acts in. */
    org: Membership | null;
  }
}

export const MESSAGES = {
  unauthenticated: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  orgRequired: 'Choose an organisation: send the x-organization-id header',
  orgDenied: 'You do not have access to this organization',
  permissionDenied: PERMISSION_DENIED_MESSAGE,
} as const;

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9\-_.~+/]+=*)$/.exec(header.trim());
  return match ? match[1] : null;
}

const routeLabel = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;

function requestedOrgId(request: FastifyRequest): string | null {
  const params = request.params as Record<string, unknown> | undefined;
  const fromPath = params && typeof params.orgId === 'string' ? params.orgId : null;
  if (fromPath) return fromPath;
  const header = request.headers['x-organization-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.trim() ? value.trim() : null;
}

/** A refusal as the audit log records it. */
interface AccessDenial {
  event: 'access_denied';
  professionalId: string | null;
  orgId: string | null;
  route: string;
  ip: string;
  detail: { reason: 'organization' | 'permission'; missing?: string[] };
}

export interface AccessGuardDeps {
  authenticate: Authenticate;
  /** Writes a refusal to the audit log. */
  audit: (denial: AccessDenial) => Promise<void>;
}

export function installAccessGuard(app: FastifyInstance, deps: AccessGuardDeps): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('org', null);

  async function deny(
    request: FastifyRequest,
    reply: FastifyReply,
    reason: 'organization' | 'permission',
    orgId: string | null,
    missing: string[] = [],
  ) {
    await deps.audit({
      event: 'access_denied',
      professionalId: request.auth?.professionalId ?? null,
      orgId,
      route: routeLabel(request),
      ip: request.ip,
      detail: { reason, ...(missing.length ? { missing } : {}) },
    });
    request.log.warn({ route: routeLabel(request), reason }, 'access denied');
    return reply.status(403).send({ message: reason === 'organization' ? MESSAGES.orgDenied : MESSAGES.permissionDenied });
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.is404 || isPreflightRoute(request.method)) return;
    const access = routeAccess(request.routeOptions.config);
    if (access.public) return;

    const token = bearerToken(request.headers.authorization);
    if (!token) return reply.status(401).send({ message: MESSAGES.unauthenticated });
    const auth = await deps.authenticate(token);
    if (!auth) return reply.status(401).send({ message: MESSAGES.invalidToken });
    request.auth = auth;

    if (access.orgScoped) {
      let orgId = requestedOrgId(request);
      if (!orgId) {
        if (auth.memberships.length !== 1) return reply.status(400).send({ message: MESSAGES.orgRequired });
        orgId = auth.memberships[0].orgId;
      }
      const membership = auth.memberships.find((m) => m.orgId === orgId);
      if (!membership) return deny(request, reply, 'organization', orgId);
      request.org = membership;
      const missing = access.permissions.filter((p) => !can(membership.permissions, p));
      if (missing.length) return deny(request, reply, 'permission', orgId, missing);
      return;
    }

    if (access.permissions.length && !auth.memberships.some((m) => can(m.permissions, access.permissions))) {
      return deny(request, reply, 'permission', null, [...access.permissions]);
    }
  });
}
