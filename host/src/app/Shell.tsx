/**
 * The layout around every page: header, navigation by permission, the main landmark holding the
 * host's routes and the fixed outlet remote areas mount into, toasts, and the debug overlay for
 * ACCESS_DEBUGGER. What only a logged-in user sees (organisation, account menu, navigation,
 * debugger) is its own chunk, loaded after login, so the logged-out pages stay small.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from '@hearth/shared-kernel/react';
import { bus } from '@hearth/shared-kernel/bus';
import { paths } from '@hearth/shared-kernel/paths';
import { session } from '@hearth/shared-kernel/session';
import { AREA_OUTLET_ID } from '../areas/areaOutlet';
import { useSessionVersion } from '../session/useGuardState';
import { Brand } from './Brand';
import { useAreaChrome } from './chromeStore';
import { HostRoutes } from './HostRoutes';
import { isHostPath } from './hostPaths';
import { onToastsRequested, requestToasts, toastsRequested } from './toastBuffer';

const loadHeader = () => import('./SessionHeader');
const loadNav = () => import('./MainNav');
const loadToasts = () => import('./Toasts');
const loadIdleWarning = () => import('./IdleWarning');
const SessionHeader = lazy(loadHeader);
const SessionNav = lazy(loadNav);
const DebuggerGate = lazy(() => import('../debug/DebuggerGate'));
const Toasts = lazy(loadToasts);
const IdleWarning = lazy(loadIdleWarning);

/** Fetches the signed-in chrome (header, navigation, toasts, idle warning) before the sign-in completes. */
export function preloadSignedInChrome(): void {
  void Promise.all([loadHeader(), loadNav(), loadToasts(), loadIdleWarning()]).catch(() => undefined);
}

/** Idle timeout and the HTTP error policy log out from anywhere: take the user to /login. */
function useLogoutRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const sub = bus.session$.subscribe((event) => {
      if (event.type === 'logout' && event.reason !== 'user') navigate(paths.login(), { replace: true });
    });
    return () => sub.unsubscribe();
  }, [navigate]);
}

export function Shell() {
  const location = useLocation();
  useSessionVersion();
  const loggedIn = session.isLoggedIn();
  const areaChrome = useAreaChrome();
  const wantToasts = useSyncExternalStore(onToastsRequested, toastsRequested);
  const [navOpen, setNavOpen] = useState(false);
  useLogoutRedirect();
  useEffect(() => setNavOpen(false), [location.pathname]);
  useEffect(() => {
    // Logged-in users get toasts (errors, timeouts): have the outlet ready before they come.
    if (loggedIn) requestToasts();
  }, [loggedIn]);

  // Visitors on public area pages (enrollment, education) see that area's own header instead.
  const chrome = loggedIn || isHostPath(location.pathname) || areaChrome === 'show';

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {chrome ? (
        <header className="shell-header">
          {loggedIn ? (
            <Suspense fallback={<Brand />}>
              <SessionHeader navOpen={navOpen} onToggleNav={() => setNavOpen(!navOpen)} />
            </Suspense>
          ) : (
            <Brand />
          )}
        </header>
      ) : null}
      {chrome && loggedIn ? (
        <Suspense fallback={null}>
          <SessionNav open={navOpen} />
        </Suspense>
      ) : null}
      <main id="main" className="shell-main" tabIndex={-1}>
        <HostRoutes />
        <div id={AREA_OUTLET_ID} />
      </main>
      {wantToasts ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
      {loggedIn ? (
        <Suspense fallback={null}>
          <IdleWarning />
          <DebuggerGate />
        </Suspense>
      ) : null}
    </>
  );
}
