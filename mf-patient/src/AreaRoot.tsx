/**
 * The patient area's root component: one route per manifest entry over the host's URL, each
 * behind the kernel's route guard (the host guards before loading this code; the guard here keeps
 * the area safe on its own and on in-area navigation). The kernel's small router, not
 * react-router: patients are on slow phones.
 */
import { Suspense } from 'react';
import { Route, RouteGuard, Routes } from '@hearth/shared-kernel/react';
import { routes } from './routes';
import { screens } from './screens';
import './components/patient.css';

export function AreaRoot() {
  return (
    <Suspense fallback={<p className="pt-loading" role="status">Loading…</p>}>
      <Routes>
        {routes.routes.map((route) => {
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
