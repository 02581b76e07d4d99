/**
 * The professional area's single-spa lifecycles: the only module this remote exposes ('./lifecycles').
 * React and react-dom/client are the host's shared singletons.
 */
import React from 'react';
import singleSpaReact from 'single-spa-react';
import { registerRuntime } from '@hearth/shared-kernel';
import { areaLifecycles } from '@hearth/shared-kernel/react';
import { AreaRoot } from './AreaRoot';
import { routes } from './routes';
import { screens } from './screens';
import { AreaError, afterAntdStylesheet } from '@hearth/shared-kernel/console';

registerRuntime('mf-professional', React);

export const { bootstrap, mount, unmount, preload } = afterAntdStylesheet(areaLifecycles(singleSpaReact, AreaRoot, AreaError, { manifest: routes, screens }));
