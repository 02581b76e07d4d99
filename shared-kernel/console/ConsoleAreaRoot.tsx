/**
 * A console area's root: one antd ConfigProvider with the console theme and the area's own
 * react-router over the host's URL, around the kernel's area routes. `children` are the area's
 * reactions to navigation (rendered inside the router); `footer` goes under every screen.
 */
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import ConfigProvider from 'antd/es/config-provider';
import Spin from 'antd/es/spin';
import type { RouteManifest } from '@hearth/shared-kernel/permissions';
import { AreaRoutes, type AreaScreens } from '@hearth/shared-kernel/react';
import { ScreenFooter } from './ScreenFrame';
import { consoleTheme } from './theme';
import { keepScrollBoxesFocusable } from './scrollBoxes';
import './console.css';

const router = { Routes, Route };

const loading = (
  <div role="status" aria-live="polite">
    <Spin /> Loading…
  </div>
);

export interface ConsoleAreaRootProps {
  manifest: RouteManifest;
  screens: AreaScreens;
  footer?: ReactNode;
  children?: ReactNode;
}

export function ConsoleAreaRoot({ manifest, screens, footer = null, children }: ConsoleAreaRootProps) {
  useEffect(() => keepScrollBoxesFocusable(document.body), []);
  return (
    <ConfigProvider theme={consoleTheme}>
      <ScreenFooter.Provider value={footer}>
        <BrowserRouter>
          {children}
          <AreaRoutes manifest={manifest} screens={screens} fallback={loading} router={router} />
        </BrowserRouter>
      </ScreenFooter.Provider>
    </ConfigProvider>
  );
}
