/**
 * The admin area's root component: one antd ConfigProvider and its own react-router over the
 * host's URL, around the kernel's area routes.
 */
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import ConfigProvider from 'antd/es/config-provider';
import Spin from 'antd/es/spin';
import { AreaRoutes } from '@hearth/shared-kernel/react';
import { routes } from './routes';
import { screens } from './screens';
import { theme } from './theme';
import './components/admin.css';

const router = { Routes, Route };

const loading = (
  <div role="status" aria-live="polite">
    <Spin /> Loading…
  </div>
);

export function AreaRoot() {
  return (
    <ConfigProvider theme={theme}>
      <BrowserRouter>
        <AreaRoutes manifest={routes} screens={screens} fallback={loading} router={router} />
      </BrowserRouter>
    </ConfigProvider>
  );
}
