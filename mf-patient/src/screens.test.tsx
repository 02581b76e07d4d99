/** Every manifest route renders a real screen frame: its title as the one h1 and the document title. */
import { render, screen } from '@testing-library/react';
import { Route, Routes } from '@hearth/shared-kernel/react';
import { routes } from './routes';
import { screens } from './screens';

const sampleUrl = (path: string) => `${path.replace(/:(\w+)/g, (_, name: string) => `sample-${name}`)}?token=t0k`;

describe('patient screens', () => {
  it('has one screen per manifest route and none without a route', () => {
    expect(Object.keys(screens).sort()).toEqual(routes.routes.map((r) => r.path).sort());
  });

  it.each(routes.routes.map((r) => [r.path, r.title]))('%s shows "%s" as its h1 and document title', (path, title) => {
    const Screen = screens[path];
    window.history.replaceState(null, '', sampleUrl(path));
    render(
      <Routes>
        <Route path={path} element={<Screen title={title} />} />
      </Routes>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
    expect(document.title).toBe(`${title} · Hearth`);
  });

  it('keeps the enrollment token on the link to the next step', () => {
    const Screen = screens['/enrollment/get-started'];
    window.history.replaceState(null, '', '/enrollment/get-started?token=abc');
    render(<Screen title="Get started" />);
    expect(screen.getByRole('link', { name: 'Next: verify your date of birth' })).toHaveAttribute(
      'href',
      '/enrollment/verify-dob?token=abc',
    );
  });

  it('shows the enrollment header on steps, not on the initial features, finished or not-found pages', () => {
    const header = (path: string) => {
      const Screen = screens[path];
      window.history.replaceState(null, '', path);
      const { container, unmount } = render(<Screen title="t" />);
      const has = container.querySelector('.pt-header') !== null;
      unmount();
      return has;
    };
    expect(header('/enrollment/get-started')).toBe(true);
    expect(header('/enrollment/eula')).toBe(true);
    for (const path of ['/enrollment', '/enrollment/finished', '/enrollment/not-found']) expect(header(path)).toBe(false);
  });

  it("says an invalid enrollment link is invalid, in SPEC's words", () => {
    const Screen = screens['/enrollment/not-found'];
    render(<Screen title="Enrollment link not found" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Oops! This enrollment link is invalid or is awaiting approval.');
  });
});
