/** The area scaffold: guarded routes from a manifest and screens, screen titles, section links. */
import { act, render, screen } from '@testing-library/react';
import { PERMISSIONS as P } from '../permissions/codes';
import type { RouteManifest } from '../permissions/routes';
import { resetSession, logInWith } from '../testing';
import { areaLifecycles, AreaRoutes, lazyScreen, SectionNav, useScreenTitle, type AreaRouter, type ScreenProps } from './area';
import { NavLink } from './router';
import { http } from '../http';

const manifest: RouteManifest = {
  area: 'admin',
  routes: [
    { path: '/things', title: 'Things', permissions: ['VIEW_USER'] },
    { path: '/things/:id', title: 'One thing', permissions: ['VIEW_USER'] },
  ],
};

function Frame({ title }: ScreenProps) {
  const id = useScreenTitle(title);
  return <h1 id={id}>{title}</h1>;
}

const screens = { '/things': Frame, '/things/:id': Frame };

const go = (url: string) => act(() => window.history.pushState(null, '', url));

beforeEach(() => resetSession());

describe('AreaRoutes', () => {
  it('renders the screen of the current URL with its manifest title, as the document title too', () => {
    logInWith([P.VIEW_USER]);
    go('/things/7');
    render(<AreaRoutes manifest={manifest} screens={screens} fallback={null} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('One thing');
    expect(document.title).toBe('One thing · Hearth');
  });

  it('guards every route: a logged-out visitor is sent to login with the way back', () => {
    go('/things');
    render(<AreaRoutes manifest={manifest} screens={screens} fallback={null} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(window.location.pathname + window.location.search).toBe('/login?goto=%2Fthings');
  });

  it('renders nothing outside its routes (between leaving the area and being unmounted)', () => {
    logInWith([P.VIEW_USER]);
    go('/elsewhere');
    const { container } = render(<AreaRoutes manifest={manifest} screens={screens} fallback={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('routes with the router it is given: one route per manifest entry and a catch-all', () => {
    const router: AreaRouter = {
      Routes: ({ children }) => <ul>{children}</ul>,
      Route: ({ path }) => <li>{path}</li>,
    };
    render(<AreaRoutes manifest={manifest} screens={screens} fallback={null} router={router} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['/things', '/things/:id', '*']);
  });
});

describe('areaLifecycles', () => {
  it('hands single-spa-react the shared React, the root and an error boundary rendering the area error', () => {
    const Root = () => null;
    const Oops = () => <p>Area failed</p>;
    const options = areaLifecycles((o) => o, Root, Oops, { manifest, screens });
    expect(options.rootComponent).toBe(Root);
    expect(options.renderType).toBe('createRoot');
    render(<>{options.errorBoundary()}</>);
    expect(screen.getByText('Area failed').tagName).toBe('P');
  });
});

describe('preload', () => {
  it("fetches the chunk of the screen a path would render, once, and nothing for a path no route has", async () => {
    const load = jest.fn(() => Promise.resolve({ default: Frame }));
    const other = jest.fn(() => Promise.resolve({ default: Frame }));
    const area = areaLifecycles((o) => o, () => null, () => null, { manifest, screens: { '/things': lazyScreen(other), '/things/:id': lazyScreen(load) } });
    await area.preload('/things/7');
    await area.preload('/things/8');
    await area.preload('/nowhere');
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it("starts a signed-in user's screen data with the route's params through http.prefetching, and none for a visitor", async () => {
    const prefetching = jest.spyOn(http, 'prefetching').mockImplementation((start) => void start());
    const start = jest.fn();
    const area = areaLifecycles((o) => o, () => null, () => null, {
      manifest,
      screens: { '/things': Frame, '/things/:id': lazyScreen(() => Promise.resolve({ default: Frame }), () => Promise.resolve(start)) },
    });
    await area.preload('/things/7');
    expect(start).not.toHaveBeenCalled();
    logInWith([P.VIEW_USER]);
    await area.preload('/things/7');
    await Promise.resolve();
    expect(prefetching).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith({ id: '7' });
    prefetching.mockRestore();
  });

  it('renders a preloaded screen from the chunk it already has', async () => {
    logInWith([P.VIEW_USER]);
    const load = jest.fn(() => Promise.resolve({ default: Frame }));
    const lazyScreens = { '/things': lazyScreen(load), '/things/:id': Frame };
    await lazyScreens['/things'].preload();
    go('/things');
    render(<AreaRoutes manifest={manifest} screens={lazyScreens} fallback={<p>Loading…</p>} />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('SectionNav', () => {
  it('lists the links under its name and marks the current page with the router it is given', () => {
    go('/things/7');
    render(
      <SectionNav
        label="Thing pages"
        className="x-nav"
        NavLink={NavLink}
        links={[
          { to: '/things', label: 'All' },
          { to: '/things/7', label: 'This one' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Thing pages' });
    expect(nav.className).toBe('x-nav');
    expect(nav.querySelector('a[aria-current="page"]')?.textContent).toBe('This one');
    // `end`: the section's first page is not current on its sub-pages.
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
  });
});
