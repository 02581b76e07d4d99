import { useEffect, type ReactNode } from 'react';
import { logger } from '../http';
import { decideRoute, NOT_PERMITTED_LOG_MESSAGE } from '../permissions/decideRoute';
import { matchPath } from '../permissions/matchRoute';
import type { RouteEntry } from '../permissions/routes';
import { session } from '../session';
import { Navigate, useLocation } from './router';
import { useSession } from './useSession';

export interface RouteGuardProps {
  route: RouteEntry;
  children: ReactNode;
}

/**
 * Applies the SPEC §6 route decision: renders the page, or navigates to login (with goto), the
 * organisations dashboard, Unauthorized or the route's fallback. Denials are logged with the
 * route pattern, never the concrete URL (it can carry a patient id). It reads the browser's
 * location, so it works the same under any router.
 *
 * That location can run ahead of the router that rendered the guard (a router may take a URL
 * change in a later render): a guard holds no opinion on a URL its route does not match. Deciding anyway
 * sent a logged-out /login to '/login?goto=%2Flogin', and on from there without end.
 */
export function RouteGuard({ route, children }: RouteGuardProps) {
  const location = useLocation();
  useSession(); // re-decide on every session event
  const own = matchPath(route.path, location.pathname) !== undefined;
  const decision = own
    ? decideRoute({ route, pathname: location.pathname, search: location.search, ...session.guardFacts(location.search) })
    : null;

  const selectOrgId = decision?.kind === 'select-org' ? decision.orgId : null;
  const denied = decision?.kind === 'denied';
  useEffect(() => {
    if (selectOrgId) session.selectOrg(selectOrgId);
  }, [selectOrgId]);
  useEffect(() => {
    if (denied) logger.warn(NOT_PERMITTED_LOG_MESSAGE, { route: route.path });
  }, [denied, route.path]);

  if (decision === null) return null;
  switch (decision.kind) {
    case 'allow':
      return <>{children}</>;
    case 'select-org':
      // The effect selects it; the session event re-renders into 'allow'.
      return null;
    default:
      return <Navigate to={decision.to} replace />;
  }
}
