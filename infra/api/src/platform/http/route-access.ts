/**
 * Every route states who may call it, in its Fastify `config`: the access its call declares in the
 * kernel (`@hearth/shared-kernel/api`, see `Access`), put there by `serve`. The access guard
 * enforces it; registering a route without it fails at start.
 */
import type { FastifyInstance } from 'fastify';
import type { Access } from '@hearth/shared-kernel/api';
import { isPermissionName, type PermissionName } from '@hearth/shared-kernel/permissions';

/** A route's access declaration: the kernel's, declared with its call. */
export type RouteAccess = Access;

declare module 'fastify' {
  interface FastifyContextConfig {
    permissions?: readonly PermissionName[];
    orgScoped?: boolean;
    public?: true;
    patient?: true;
  }
}

/** Preflight requests are answered by the CORS plugin and carry no credentials. */
export const isPreflightRoute = (method: string | string[]) =>
  (Array.isArray(method) ? method : [method]).every((m) => m.toUpperCase() === 'OPTIONS');

/** Why a route's config is not a valid access declaration, or null when it is. */
function accessDeclarationProblem(config: unknown): string | null {
  if (!config || typeof config !== 'object') return 'no config';
  const c = config as Partial<RouteAccess>;
  if (!Array.isArray(c.permissions)) return 'config.permissions is not a list';
  const unknown = c.permissions.filter((p) => !isPermissionName(p));
  if (unknown.length) return `unknown permissions ${unknown.join(', ')}`;
  if (typeof c.orgScoped !== 'boolean') return 'config.orgScoped is not a boolean';
  if (c.public !== undefined && c.public !== true) return 'config.public must be true or absent';
  if (c.patient !== undefined && (c.patient !== true || !c.public)) return 'config.patient must be true on a public route, or absent';
  if (c.public && (c.orgScoped || c.permissions.length)) return 'a public route cannot need permissions or an organisation';
  return null;
}

/** Reads the declaration of a route; throws when it is missing or malformed. */
export function routeAccess(config: unknown): RouteAccess {
  const problem = accessDeclarationProblem(config);
  if (problem) throw new Error(`Route access declaration: ${problem}`);
  return config as RouteAccess;
}

export { PUBLIC } from '@hearth/shared-kernel/api';

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route's zod schemas (params, querystring, body), for tests that exercise every route. */
  schema?: { params?: unknown; querystring?: unknown; body?: unknown };
}

/**
 * Checks every route as it is registered: one without a valid access declaration throws, so the
 * app cannot start with an unguarded route. Answers the list of declared routes (filled as routes
 * are added).
 */
export function enforceRouteDeclarations(app: FastifyInstance): DeclaredRoute[] {
  const declared: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (isPreflightRoute(route.method)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const problem = accessDeclarationProblem(route.config);
    if (problem) throw new Error(`${methods.join(',')} ${route.url}: ${problem}`);
    for (const method of methods) declared.push({ method, url: route.url, access: route.config as RouteAccess, schema: route.schema });
  });
  return declared;
}
