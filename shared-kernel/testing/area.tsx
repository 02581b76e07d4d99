/// <reference types="@testing-library/jest-dom" />
/**
 * The checks every area's manifest, screens and lifecycles must pass, written once: each remote's
 * tests call these with what is its own (names, a route to mount, a route it guards).
 */
import { Suspense, type ComponentType } from 'react';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '../react/router';
import type { HearthRuntime } from '../runtime';
import { logInWith, resetSession } from './session';

interface Manifest {
  routes: readonly { path: string; title: string }[];
}
type Screens = Record<string, ComponentType<{ title: string }>>;

const sampleUrl = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => `sample-${name}`);

function renderAt(path: string, url: string, Screen: ComponentType<{ title: string }>, title: string) {
  window.history.pushState(null, '', url);
  render(
    <Suspense fallback={null}>
      <Routes>
        <Route path={path} element={<Screen title={title} />} />
      </Routes>
    </Suspense>,
  );
}

/** A section navigation of the area: opened on `path` at `url`, it links `link` and marks `current`. */
export interface SectionNavCase {
  path: string;
  url: string;
  title: string;
  nav: string;
  link: string;
  current: string;
}

/** Every manifest route renders a real screen frame: its title as the one h1 and the document title. */
export function describeAreaScreens(area: string, manifest: Manifest, screens: Screens, navCase: SectionNavCase): void {
  describe(`${area} screens`, () => {
    // A screen's chunk (antd's table and form parts) loads slowly the first time on a busy machine.
    beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
    jest.setTimeout(30_000);

    it('has one screen per manifest route and none without a route', () => {
      expect(Object.keys(screens).sort()).toEqual(manifest.routes.map((r) => r.path).sort());
    });

    it.each(manifest.routes.map((r) => [r.path, r.title]))('%s shows "%s" as its h1 and document title', async (path, title) => {
      renderAt(path, sampleUrl(path), screens[path], title);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading).toHaveTextContent(title);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title).toBe(`${title} · Hearth`);
    });

    it(`links the ${navCase.nav.toLowerCase()} pages of one record with the kernel path helpers`, async () => {
      renderAt(navCase.path, navCase.url, screens[navCase.path], navCase.title);
      const nav = await screen.findByRole('navigation', { name: navCase.nav });
      expect(nav.querySelector(`a[href="${navCase.link}"]`)).not.toBeNull();
      expect(nav.querySelector('a[aria-current="page"]')).toHaveTextContent(navCase.current);
    });
  });
}

type Lifecycle = (props: Record<string, unknown>) => Promise<unknown>;
interface Lifecycles {
  bootstrap: unknown;
  mount: unknown;
  unmount: unknown;
}

export interface LifecycleCases {
  /** A route the area shows, with the permission codes that open it, and its h1. */
  shows: { url: string; permissions?: string[]; heading: string };
  /** A route the area guards, with the codes of a caller who may not see it, and where they are sent. */
  guards: { url: string; permissions?: string[]; sentTo: '/unauthorized' | '/login' };
}

/** The exposed module: single-spa lifecycles that mount the area's router into the host's element. */
export function describeAreaLifecycles(area: string, lifecycles: Lifecycles, cases: LifecycleCases): void {
  const [bootstrap, mount, unmount] = [lifecycles.bootstrap, lifecycles.mount, lifecycles.unmount] as Lifecycle[];
  function hostElement() {
    const outlet = document.createElement('div');
    document.body.appendChild(outlet);
    return { outlet, props: { name: area.replace('-', '_'), domElementGetter: () => outlet, singleSpa: {}, mountParcel: () => undefined } };
  }
  const logIn = (codes?: string[]) => codes && logInWith(codes);

  beforeEach(() => {
    resetSession();
    // single-spa-react renders outside React's act(): this is the real, asynchronous path.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  describe(`${area} lifecycles`, () => {
    // The first mount loads the area's antd parts; on a busy machine that takes seconds.
    jest.setTimeout(30_000);
    it('exports bootstrap, mount and unmount, and registers its React with the runtime registry', () => {
      for (const lifecycle of [bootstrap, mount, unmount]) expect(typeof lifecycle).toBe('function');
      const runtime = (globalThis as { __HEARTH_RUNTIME__?: HearthRuntime }).__HEARTH_RUNTIME__;
      expect(runtime?.apps.map((a) => a.name)).toContain(area);
    });

    it('mounts the route of the current URL into the element the host gives it, and unmounts cleanly', async () => {
      logIn(cases.shows.permissions);
      window.history.pushState(null, '', cases.shows.url);
      const { outlet, props } = hostElement();
      await bootstrap(props);
      await mount(props);
      const heading = await screen.findByRole('heading', { level: 1, name: cases.shows.heading });
      expect(outlet).toContainElement(heading);
      await unmount(props);
      expect(outlet).toBeEmptyDOMElement();
    });

    it(`guards its own routes: a caller who may not see ${cases.guards.url} is sent to ${cases.guards.sentTo}`, async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      logIn(cases.guards.permissions);
      window.history.pushState(null, '', cases.guards.url);
      const { props } = hostElement();
      await mount(props);
      await waitFor(() => expect(window.location.pathname).toBe(cases.guards.sentTo));
      if (cases.guards.sentTo === '/login') expect(new URLSearchParams(window.location.search).get('goto')).toBe(cases.guards.url);
      else expect(warn).toHaveBeenCalledWith('User tried to access not permitted route', { route: cases.guards.url });
      warn.mockRestore();
      await unmount(props);
    });
  });
}
