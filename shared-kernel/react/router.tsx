/**
 * A router in a few hundred bytes for every page (the host's and all three areas'), with the
 * react-router names and shapes they use (Routes, Route, Link, NavLink, Navigate, useLocation,
 * useNavigate, useParams, useSearchParams), so those pages read like any React code. No bundle
 * carries react-router itself (12.5 KiB gzip on a first screen); all read the same
 * window.location (see ../nav).
 */
import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { currentLocation, isModifiedClick, navigate, onLocationChange, type NavigateOptions, type NavLocation } from '../nav';
import { matchRoute } from '../permissions/matchRoute';

export type { NavLocation, NavigateOptions } from '../nav';

export function useLocation(): NavLocation {
  return useSyncExternalStore(onLocationChange, currentLocation);
}

export function useNavigate(): typeof navigate {
  return navigate;
}

/** The query of the current URL, as react-router's `[params]` (read-only). */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return useMemo(() => [new URLSearchParams(search)], [search]);
}

const ParamsContext = createContext<Record<string, string>>({});

/** The `:name` segments of the route that rendered this component. */
export function useParams<T extends Record<string, string> = Record<string, string>>(): Partial<T> {
  return useContext(ParamsContext) as Partial<T>;
}

export interface RouteProps {
  /** A pattern with `:param` segments, or '*' for everything no other route matches. */
  path: string;
  element: ReactNode;
}

/** Declares one route inside <Routes>; renders nothing on its own. */
export function Route(_props: RouteProps): null {
  return null;
}

/** Renders the element of the best-matching <Route> child (static segments outrank params). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const routes = Children.toArray(children)
    .filter((child): child is ReactElement<RouteProps> => isValidElement(child) && child.type === Route)
    .map((child) => child.props);
  const match = matchRoute(routes.filter((r) => r.path !== '*'), pathname);
  const element = match ? match.route.element : routes.find((r) => r.path === '*')?.element;
  return <ParamsContext.Provider value={match?.params ?? {}}>{element ?? null}</ParamsContext.Provider>;
}

/** Navigates once rendered (replacing the current entry by default, like a server redirect). */
export function Navigate({ to, replace = true, state }: { to: string } & NavigateOptions) {
  useEffect(() => navigate(to, { replace, state }), [to, replace, state]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

/** An ordinary link that changes the page in place; modified clicks (new tab…) stay the browser's. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (isModifiedClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}

/** A link that marks itself as the current page (aria-current and the 'active' class). */
export function NavLink({ to, end = false, className, ...rest }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const target = to.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
  const active = pathname === target || (!end && pathname.startsWith(target === '/' ? '/' : `${target}/`));
  return (
    <Link
      {...rest}
      to={to}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
    />
  );
}
