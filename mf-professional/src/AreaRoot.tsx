/**
 * The professional area's root component: one antd ConfigProvider and its own react-router over
 * the host's URL, around the kernel's area routes and the area's reactions to navigation.
 */
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import ConfigProvider from 'antd/es/config-provider';
import Spin from 'antd/es/spin';
import { AreaRoutes } from '@hearth/shared-kernel/react';
import { usePanelFlowReset } from './components/conversations/panelFlow';
import { routes } from './routes';
import { screens } from './screens';
import { theme } from './theme';
import './components/professional.css';

const router = { Routes, Route };

const loading = (
  <div role="status" aria-live="polite">
    <Spin /> Loading…
  </div>
);

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
        <AreaRoutes manifest={routes} screens={screens} fallback={loading} router={router} />
      </BrowserRouter>
    </ConfigProvider>
  );
}
