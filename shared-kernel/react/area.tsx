/**
 * An area's scaffold, built from its route manifest and its screens: the routes (each behind the
 * route guard), the single-spa lifecycles, the screen title and the section navigation. Each
 * remote keeps only what is its own (its UI kit, its router, its styles). Nothing here imports
 * react-router or antd: the host's first page ships this module, and the patient area uses neither.
 */
import React, { lazy, Suspense, useEffect, useId, type ComponentType, type FunctionComponent, type ReactElement, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { RouteManifest } from '../permissions/routes';
import { matchRoute } from '../permissions/matchRoute';
import { onLocationChange } from '../nav';
import { session } from '../session';
import { http } from '../http';
import { RouteGuard } from './RouteGuard';
import { Route as KernelRoute, Routes as KernelRoutes } from './router';
import { endEntryShell } from '../entry/shell';
import { setPageTitle } from '../title';

/** Every screen receives its route's title from the manifest, so the title is written once. */
export interface ScreenProps {
  title: string;
}

/**
 * The loading a screen's first render does, given its route's `:params` (the page's own loading
 * functions), itself loaded on demand so that an area's entry carries no screen's calls: run
 * through `http.prefetching`, its calls leave beside the screen's code, not after it.
 */
export type ScreenData = () => Promise<(params: Record<string, string>) => unknown>;

/** A screen whose chunk loads on first render, or earlier when `preload` is called. */
export type LazyScreen = ComponentType<ScreenProps> & { preload(): Promise<unknown>; data?: ScreenData };

/** Which screen renders each manifest route, keyed by the route's path. */
export type AreaScreens = Record<string, ComponentType<ScreenProps> & Partial<Pick<LazyScreen, 'preload' | 'data'>>>;

/** A screen in its own chunk (React.lazy), which can be fetched, and its data asked for, before it renders. */
export function lazyScreen(load: () => Promise<{ default: ComponentType<ScreenProps> }>, data?: ScreenData): LazyScreen {
  let loading: ReturnType<typeof load> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { preload: once, data });
}

/**
 * Fetches the code of the screen that would render `pathname` (nothing when no route matches)
 * and, for a signed-in user, starts its data: the host calls it while a user is still typing their
 * password and as an area starts, the area's routes on every navigation.
 */
export function preloadScreen(manifest: RouteManifest, screens: AreaScreens, pathname: string): Promise<unknown> {
  const match = matchRoute(manifest.routes, pathname);
  const screen = match && screens[match.route.path];
  if (!screen) return Promise.resolve();
  if (screen.data && session.isLoggedIn()) {
    screen.data().then(
      (start) => http.prefetching(() => start(match.params)),
      () => undefined, // the screen's own loading will meet the same failure
    );
  }
  return screen.preload?.() ?? Promise.resolve();
}

/** The `Routes`/`Route` pair an area routes with (the kernel's small router's, or a test's). */
export interface AreaRouter {
  Routes: ComponentType<{ children: ReactNode }>;
  Route: ComponentType<{ path: string; element: ReactNode }>;
}

const kernelRouter: AreaRouter = { Routes: KernelRoutes, Route: KernelRoute };

export interface AreaRoutesProps {
  manifest: RouteManifest;
  screens: AreaScreens;
  /** Shown while a screen's chunk loads. */
  fallback: ReactNode;
  router?: AreaRouter;
}

/**
 * One route per manifest entry, each behind the route guard (the host guards before loading the
 * area; this guard covers in-area navigation and the area on its own).
 */
export function AreaRoutes({ manifest, screens, fallback, router = kernelRouter }: AreaRoutesProps) {
  const { Routes, Route } = router;
  // Heard before React renders the new location: the next screen's data leaves with its code.
  useEffect(() => onLocationChange(() => void preloadScreen(manifest, screens, window.location.pathname)), [manifest, screens]);
  return (
    <Suspense fallback={fallback}>
      <Routes>
        {manifest.routes.map((route) => {
          const Screen = screens[route.path];
          return (
            <Route
              key={route.path}
              path={route.path}
              element={
                <RouteGuard route={route}>
                  <Screen title={route.title} />
                </RouteGuard>
              }
            />
          );
        })}
        {/* Between leaving this area and being unmounted by the host: render nothing. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}

/** What single-spa-react is called with (the remote passes it in: the host never needs it). */
interface SingleSpaReactOptions {
  React: typeof React;
  ReactDOMClient: typeof ReactDOMClient;
  renderType: 'createRoot';
  rootComponent: FunctionComponent;
  errorBoundary: () => ReactElement;
}

/** What an area's exposed module gives the host: single-spa's lifecycles and a screen preloader. */
export type AreaModule<L> = L & { preload(pathname: string): Promise<unknown> };

/**
 * An area's single-spa lifecycles (the one module a remote exposes), rendered with the host's
 * shared React and react-dom/client, and `preload`, which fetches a path's screen ahead of it.
 */
export function areaLifecycles<L>(
  singleSpaReact: (options: SingleSpaReactOptions) => L,
  root: FunctionComponent,
  error: FunctionComponent,
  area: { manifest: RouteManifest; screens: AreaScreens },
): AreaModule<L> {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: root,
    errorBoundary: () => React.createElement(error),
  });
  return { ...lifecycles, preload: (pathname: string) => preloadScreen(area.manifest, area.screens, pathname) };
}

/**
 * A screen's title as the document title; answers the id its one h1 takes (for aria-labelledby).
 * The page now shows a screen of its own: the first screen painted before the code (entry/shell.ts) goes.
 */
export function useScreenTitle(title: string): string {
  const id = useId();
  useEffect(() => {
    setPageTitle(title);
    endEntryShell();
  }, [title]);
  return id;
}

/** The frame of a console screen (professional, admin): title, purpose, section links, content. */
export interface ConsoleFrameProps {
  title: string;
  /** One sentence on what the screen is for. */
  intro: string;
  /** Section navigation shown under the title. */
  sectionNav?: ReactNode;
  children?: ReactNode;
}

export interface SectionLink {
  to: string;
  label: string;
}

export interface SectionNavProps {
  /** The navigation's accessible name. */
  label: string;
  links: SectionLink[];
  className: string;
  /** The area router's NavLink (it marks the current page with aria-current). */
  NavLink: ComponentType<{ to: string; end?: boolean; children?: ReactNode }>;
}

/** A row of links between the pages of one section (a patient's settings, a program, a practice, a user). */
export function SectionNav({ label, links, className, NavLink }: SectionNavProps) {
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
