/** Every manifest route renders a real screen: its title as the one h1 and the document title. */
import { Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@hearth/shared-kernel/react';
import { ENROLLMENT_FLOW, type EnrollmentFlowStep } from '@hearth/shared-kernel/domain';
import { routes } from './routes';
import { screens } from './screens';
import { resetEnrollmentStore } from './components/enrollment/enrollmentStore';
import { resetSession } from './testing/session';
import { fakeEnrollment, serveEnrollment } from './testing/fakeEnrollmentServer';

const sampleUrl = (path: string) => `${path.replace(/:(\w+)/g, (_, name: string) => `sample-${name}`)}?token=tok`;

let stopServer = () => undefined as void;
beforeEach(() => {
  resetSession();
  resetEnrollmentStore();
});
afterEach(() => stopServer());

async function renderRoute(path: string, title: string) {
  const Screen = screens[path];
  // An enrollment that has passed every check and stands at this very step, so the step shows itself.
  const step = path === '/enrollment' ? 'features' : path.replace('/enrollment/', '');
  const atStep = (ENROLLMENT_FLOW as readonly string[]).includes(step) ? (step as EnrollmentFlowStep) : 'confirmation';
  stopServer();
  resetEnrollmentStore();
  stopServer = serveEnrollment(fakeEnrollment({ step: atStep, dobVerified: true, phoneVerified: true }));
  window.history.replaceState(null, '', sampleUrl(path));
  const view = render(
    <Suspense fallback={<p>Loading…</p>}>
      <Routes>
        <Route path={path} element={<Screen title={title} />} />
      </Routes>
    </Suspense>,
  );
  await waitFor(() => expect(screen.queryByText(/^Loading/)).toBeNull());
  return view;
}

describe('patient screens', () => {
  it('has one screen per manifest route and none without a route', () => {
    expect(Object.keys(screens).sort()).toEqual(routes.routes.map((r) => r.path).sort());
  });

  it.each(routes.routes.map((r) => [r.path, r.title]))('%s shows "%s" as its h1 and document title', async (path, title) => {
    await renderRoute(path, title);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
    expect(document.title).toBe(`${title} · Hearth`);
  });

  it('shows the enrollment header on steps, not on the initial features, finished or not-found pages', async () => {
    const hasHeader = async (path: string) => {
      const { container, unmount } = await renderRoute(path, 't');
      const has = container.querySelector('.pt-header') !== null;
      unmount();
      return has;
    };
    expect(await hasHeader('/enrollment/get-started')).toBe(true);
    expect(await hasHeader('/enrollment/eula')).toBe(true);
    for (const path of ['/enrollment', '/enrollment/finished', '/enrollment/not-found']) expect(await hasHeader(path)).toBe(false);
  });

  it('keeps the enrollment token on links between steps', async () => {
    await renderRoute('/enrollment/eula', 'EULA');
    expect(screen.getByRole('link', { name: 'Back to confirmation' })).toHaveAttribute('href', '/enrollment/confirmation?token=tok');
  });
});
