import { USER_ADMIN_PERMISSIONS } from './codes';
import { can } from './can';
import type { RouteEntry } from './routes';
import { gotoTarget, LOGIN_PATH, LOST_PATH, ORGANIZATIONS_PATH, UNAUTHORIZED_PATH } from '../paths/goto';

/** SPEC §6: logged by callers when a logged-in user is denied a route. */
export const NOT_PERMITTED_LOG_MESSAGE = 'User tried to access not permitted route';

export { LOGIN_PATH, ORGANIZATIONS_PATH, UNAUTHORIZED_PATH, LOST_PATH };

export interface RouteDecisionInput {
  route: RouteEntry;
  pathname: string;
  /** location.search, e.g. '?orgId=1' (leading '?' optional). */
  search: string;
  loggedIn: boolean;
  /** Permission codes of the selected organisation. */
  permissions: readonly string[];
  orgIds: readonly string[];
  selectedOrgId: string | null;
  /** Permission codes per organisation id; lets a user-admin route be judged before an org is chosen. */
  permissionsByOrg?: Readonly<Record<string, readonly string[]>>;
}

export type RouteDecision =
  | { kind: 'allow' }
  | { kind: 'login'; to: string }
  | { kind: 'choose-org'; to: string }
  | { kind: 'select-org'; orgId: string }
  | { kind: 'denied'; to: '/unauthorized' | '/lost' };

/** `base` asked to continue to the wanted page, when that may be a goto target at all. */
function withGoto(base: string, pathname: string, search: string): string {
  const q = search && !search.startsWith('?') ? `?${search}` : search;
  const goto = gotoTarget(pathname + q);
  return goto ? `${base}?goto=${encodeURIComponent(goto)}` : base;
}

function denied(route: RouteEntry): RouteDecision {
  return { kind: 'denied', to: route.fallback === 'lost' ? LOST_PATH : UNAUTHORIZED_PATH };
}

/** SPEC §6 route guard as a pure decision; the caller navigates and logs. */
export function decideRoute(input: RouteDecisionInput): RouteDecision {
  const { route, pathname, search } = input;
  if (route.public) return { kind: 'allow' };
  if (!input.loggedIn) return { kind: 'login', to: withGoto(LOGIN_PATH, pathname, search) };

  const mustChooseOrg =
    input.orgIds.length > 1 && !input.selectedOrgId && !route.orgOptional && pathname !== ORGANIZATIONS_PATH;
  if (mustChooseOrg) {
    const wanted = new URLSearchParams(search).get('orgId');
    if (wanted && input.orgIds.includes(wanted)) return { kind: 'select-org', orgId: wanted };
    const needsUserAdmin = route.permissions.some((p) => USER_ADMIN_PERMISSIONS.includes(p));
    if (!needsUserAdmin) return { kind: 'choose-org', to: withGoto(ORGANIZATIONS_PATH, pathname, search) };
    // A user-admin route is judged against any one organisation that holds all its permissions.
    const byOrg = input.permissionsByOrg;
    const heldSomewhere = byOrg
      ? input.orgIds.some((id) => can(byOrg[id] ?? [], route.permissions))
      : can(input.permissions, route.permissions);
    return heldSomewhere ? { kind: 'allow' } : denied(route);
  }

  return can(input.permissions, route.permissions) ? { kind: 'allow' } : denied(route);
}
