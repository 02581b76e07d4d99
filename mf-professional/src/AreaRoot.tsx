/**
 * The professional area's root component: one antd ConfigProvider, its own router over the
 * host's URL, one route per manifest entry, each behind the kernel's route guard (the host guards
 * before loading this code; the guard here covers in-area navigation).
 */
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import ConfigProvider from 'antd/es/config-provider';
import Spin from 'antd/es/spin';
import { RouteGuard } from '@hearth/shared-kernel/react';
import { usePanelFlowReset } from './components/conversations/panelFlow';
import { routes } from './routes';
import { screens } from './screens';
import { theme } from './theme';
import './components/professional.css';

function Loading() {
  return (
    <div role="status" aria-live="polite">
      <Spin /> Loading…
    </div>
  );
}

/** Area-wide reactions to navigation. */
function NavigationEffects() {
  usePanelFlowReset();
  return null;
}

export function AreaRoot() {
  return (
    <ConfigProvider theme={theme}>
      <BrowserRouter>
        <NavigationEffects />
        <Suspense fallback={<Loading />}>
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
      </BrowserRouter>
    </ConfigProvider>
  );
}
