/** Every manifest route renders a real screen frame: its title as the one h1 and the document title. */
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { routes } from './routes';
import { screens } from './screens';

const sampleUrl = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => `sample-${name}`);

// The first test of a file loads antd's modules: slow on a busy machine.
jest.setTimeout(30_000);

describe('admin screens', () => {
  it('has one screen per manifest route and none without a route', () => {
    expect(Object.keys(screens).sort()).toEqual(routes.routes.map((r) => r.path).sort());
  });

  it.each(routes.routes.map((r) => [r.path, r.title]))('%s shows "%s" as its h1 and document title', async (path, title) => {
    const Screen = screens[path];
    render(
      <MemoryRouter initialEntries={[sampleUrl(path)]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={path} element={<Screen title={title} />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    // A screen's chunk (antd's table and form parts) takes a while to load the first time.
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(heading).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${title} · Hearth`);
  });

  it('links the settings pages of the same user with the kernel path helpers', async () => {
    const Screen = screens['/user-settings/:id/profile'];
    render(
      <MemoryRouter initialEntries={['/user-settings/42/profile']}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/user-settings/:id/profile" element={<Screen title="Profile" />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    const nav = await screen.findByRole('navigation', { name: 'User settings' });
    expect(nav.querySelector('a[href="/user-settings/42/care-team"]')).not.toBeNull();
    expect(nav.querySelector('a[aria-current="page"]')).toHaveTextContent('Profile');
  });
});
