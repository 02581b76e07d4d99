/**
 * Which area owns a location and what the guard says about it: the pure heart of the root
 * config. single-spa's activity functions and the host's catch-all route both ask this, so a
 * remote is activated (and its code downloaded) only for a route it owns and the user may see.
 */
import { decideRoute, matchRoute, type RouteDecision, type RouteEntry } from '@hearth/shared-kernel/permissions';
import type { GuardFacts } from '@hearth/shared-kernel/session';
import { prefixOwner } from '@hearth/shared-kernel/paths';
import type { AreaName, RemoteName } from '../config/runtimeConfig';

/** An area as the host knows it: where it lives and, once fetched, its route manifest. */
export interface AreaState {
  name: RemoteName;
  area: AreaName;
  prefixes: string[];
  /**
   * 'pending' while routes.json is in flight; 'failed' when it could not be fetched or was garbage;
   * 'incompatible' when the area was built against a kernel range this host's kernel is not in.
   */
  manifest: 'pending' | 'failed' | 'incompatible' | RouteEntry[];
}

/** The session facts the SPEC §6 guard needs (the session's guardFacts()). */
export type GuardState = Omit<GuardFacts, 'permissionsByOrg'> & Partial<Pick<GuardFacts, 'permissionsByOrg'>>;

export type AreaResolution =
  | { kind: 'remote'; name: RemoteName; area: AreaName; route: RouteEntry; params: Record<string, string>; decision: RouteDecision }
  | { kind: 'unavailable'; name: RemoteName; area: AreaName; incompatible?: true }
  | { kind: 'pending' }
  | { kind: 'not-found' };

interface Located {
  pathname: string;
  search: string;
}

/** The area owning `pathname` by its prefixes, the longest winning. */
function longestPrefixOwner(areas: readonly AreaState[], pathname: string): AreaState | undefined {
  return prefixOwner(areas, pathname)?.owner;
}

export function resolveArea(areas: readonly AreaState[], location: Located, guard: GuardState): AreaResolution {
  const { pathname, search } = location;
  // One ranked match across every fetched manifest: the most specific route wins, whichever area owns it.
  const owners = new Map<RouteEntry, AreaState>();
  for (const area of areas) {
    if (Array.isArray(area.manifest)) for (const route of area.manifest) owners.set(route, area);
  }
  const match = matchRoute([...owners.keys()], pathname);
  if (match) {
    const owner = owners.get(match.route) as AreaState;
    const decision = decideRoute({ route: match.route, pathname, search, ...guard });
    return { kind: 'remote', name: owner.name, area: owner.area, route: match.route, params: match.params, decision };
  }
  const prefixOwner = longestPrefixOwner(areas, pathname);
  if (prefixOwner?.manifest === 'failed') return { kind: 'unavailable', name: prefixOwner.name, area: prefixOwner.area };
  if (prefixOwner?.manifest === 'incompatible') return { kind: 'unavailable', name: prefixOwner.name, area: prefixOwner.area, incompatible: true };
  if (areas.some((a) => a.manifest === 'pending')) return { kind: 'pending' };
  return { kind: 'not-found' };
}

/**
 * single-spa activity: the remote is active only on one of its routes that the guard allows.
 * A 'select-org' decision is not active yet: the host selects the organisation first.
 */
export function isAreaActive(name: RemoteName, areas: readonly AreaState[], location: Located, guard: GuardState): boolean {
  const resolution = resolveArea(areas, location, guard);
  return resolution.kind === 'remote' && resolution.name === name && resolution.decision.kind === 'allow';
}
