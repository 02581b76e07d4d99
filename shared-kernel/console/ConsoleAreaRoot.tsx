/**
 * A console area's root: one antd ConfigProvider with the console theme around the kernel's area
 * routes, which follow the host's URL with the kernel's router (the one the host's first page has
 * already loaded: react-router would be 12.5 KiB gzip more on an area's first screen). `children`
 * are the area's reactions to navigation; `footer` goes under every screen.
 */
import { useEffect, type ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import Spin from 'antd/es/spin';
import type { RouteManifest } from '@hearth/shared-kernel/permissions';
import { AreaRoutes, type AreaScreens } from '@hearth/shared-kernel/react';
import { ScreenFooter } from './ScreenFrame';
import { consoleTheme } from './theme';
import { keepScrollBoxesFocusable } from './scrollBoxes';
import './console.css';

// antd's component styles come from the area's build-time stylesheet (antdStylesheet.ts): antd
// writes only the theme's CSS variables at run time.
const zeroRuntimeTheme = { ...consoleTheme, zeroRuntime: true };

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
    <ConfigProvider theme={zeroRuntimeTheme}>
      <ScreenFooter.Provider value={footer}>
        {children}
        <AreaRoutes manifest={manifest} screens={screens} fallback={loading} />
      </ScreenFooter.Provider>
    </ConfigProvider>
  );
}
