/**
 * The host's catch-all route: every path that is not a host page. It applies the SPEC §6 guard to
 * the owning area's manifest route before any remote code loads (login with goto, organisation
 * choice, selection from ?orgId, Unauthorized or the route's fallback), shows the area's loading
 * or unavailable state around the area outlet, and page-not-found when no area owns the path.
 */
import { lazy, useEffect } from 'react';
import { Navigate, useLocation } from '@hearth/shared-kernel/react';
import { logger } from '@hearth/shared-kernel/http';
import { NOT_PERMITTED_LOG_MESSAGE, type RouteEntry } from '@hearth/shared-kernel/permissions';
import { session } from '@hearth/shared-kernel/session';
import { resolveArea } from '../areas/resolveArea';
import { useGuardState } from '../session/useGuardState';
import { useAreaRegistry } from './areasContext';
import { AreaLoading } from './AreaStatus';
import { setAreaChrome } from './chromeStore';

// Rare outcomes, each its own chunk: an area's page never downloads their words.
const NotFoundPage = lazy(() => import('../pages/status/StatusPages').then((m) => ({ default: m.NotFoundPage })));
const AreaUnavailable = lazy(() => import('./AreaUnavailable').then((m) => ({ default: m.AreaUnavailable })));

function Denied({ to, route }: { to: string; route: RouteEntry }) {
  useEffect(() => {
    // The route pattern, not the URL: ids in a URL may identify a patient.
    logger.warn(NOT_PERMITTED_LOG_MESSAGE, { route: route.path });
  }, [route.path]);
  return <Navigate to={to} replace />;
}

function SelectOrganization({ orgId }: { orgId: string }) {
  useEffect(() => {
    // Publishes org-selected: the guard re-runs and single-spa re-checks activity.
    session.selectOrg(orgId);
  }, [orgId]);
  return <AreaLoading />;
}

export function AreaRoute() {
  const location = useLocation();
  const registry = useAreaRegistry();
  const guard = useGuardState(location.search);
  useEffect(() => registry.ensureStarted(), [registry]);
  const resolution = resolveArea(registry.areas(), location, guard);
  // Public area pages carry their own header; any other outcome gets the host's chrome.
  const ownChrome = resolution.kind === 'pending' || (resolution.kind === 'remote' && resolution.route.public === true);
  useEffect(() => setAreaChrome(ownChrome ? 'hide' : 'show'), [ownChrome]);
  useEffect(() => () => setAreaChrome('undecided'), []);

  switch (resolution.kind) {
    case 'pending':
      return <AreaLoading />;
    case 'not-found':
      return <NotFoundPage />;
    case 'unavailable':
      return <AreaUnavailable area={resolution.area} incompatible={resolution.incompatible} />;
    case 'remote': {
      const { decision } = resolution;
      if (decision.kind === 'login' || decision.kind === 'choose-org') return <Navigate to={decision.to} replace />;
      if (decision.kind === 'denied') return <Denied to={decision.to} route={resolution.route} />;
      if (decision.kind === 'select-org') return <SelectOrganization orgId={decision.orgId} />;
      const status = registry.codeStatus(resolution.name);
      if (status === 'error') return <AreaUnavailable area={resolution.area} />;
      // Mounted: the area renders itself into the outlet below the host's routes.
      return status === 'mounted' ? null : <AreaLoading />;
    }
  }
}
