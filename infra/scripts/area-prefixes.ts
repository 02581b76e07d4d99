/**
 * The URL prefixes each area owns, derived from the areas' route manifests (the one declaration of
 * the URL space). A route belongs under its first segment ('/programs/:programId/roster' →
 * '/programs') unless another area has a route at exactly that segment: then under its own static
 * part ('/enrollment/approve' inside the patient area's '/enrollment'). The host picks the
 * longest matching prefix, so each route resolves to its own area.
 */
import type { RouteManifest } from '../../shared-kernel/permissions/routes';

export interface AreaPrefixes {
  prefixes: string[];
  /** Prefixes under which every route of the area is public. */
  publicPrefixes: string[];
}

const staticPart = (path: string): string => {
  const segments = path.split('/').slice(1);
  const firstParam = segments.findIndex((s) => s.startsWith(':'));
  return `/${(firstParam === -1 ? segments : segments.slice(0, firstParam)).join('/')}`;
};

const firstSegment = (path: string): string => `/${path.split('/')[1]}`;

export function areaPrefixes(manifests: readonly RouteManifest[]): Map<RouteManifest['area'], AreaPrefixes> {
  // Who has a route at exactly '/segment', and who has any route under it.
  const exact = new Map<string, RouteManifest['area']>();
  const under = new Map<string, Set<RouteManifest['area']>>();
  for (const { area, routes } of manifests) {
    for (const { path } of routes) {
      const first = firstSegment(path);
      if (path === first) exact.set(first, area);
      under.set(first, (under.get(first) ?? new Set()).add(area));
    }
  }
  const result = new Map<RouteManifest['area'], AreaPrefixes>();
  for (const { area, routes } of manifests) {
    const byPrefix = new Map<string, boolean>(); // prefix → all its routes are public
    for (const route of routes) {
      const first = firstSegment(route.path);
      const shared = (under.get(first)?.size ?? 0) > 1;
      if (shared && !exact.has(first)) throw new Error(`no area owns ${first}: give one of them a route at ${first}`);
      const prefix = shared && exact.get(first) !== area ? staticPart(route.path) : first;
      byPrefix.set(prefix, (byPrefix.get(prefix) ?? true) && route.public === true);
    }
    result.set(area, {
      prefixes: [...byPrefix.keys()],
      publicPrefixes: [...byPrefix].filter(([, isPublic]) => isPublic).map(([prefix]) => prefix),
    });
  }
  return result;
}
