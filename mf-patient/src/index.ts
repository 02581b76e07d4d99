/**
 * The patient area's single-spa lifecycles: the only module this remote exposes ('./lifecycles').
 * React and react-dom/client are the host's shared singletons.
 */
import React from 'react';
import singleSpaReact from 'single-spa-react';
import { registerRuntime } from '@hearth/shared-kernel';
import { areaLifecycles } from '@hearth/shared-kernel/react';
import { AreaRoot } from './AreaRoot';
import { routes } from './routes';
import { screens } from './screens';
import { AreaError } from './AreaError';
import { leaveLanguage, startLanguage } from './i18n/useText';

registerRuntime('mf-patient', React);

const lifecycles = areaLifecycles(singleSpaReact, AreaRoot, AreaError, { manifest: routes, screens });

// The patient's language is known before the first render (a Spanish reader never sees English first).
export const bootstrap: typeof lifecycles.bootstrap = (props) => startLanguage().then(() => lifecycles.bootstrap(props));
export const { mount, preload } = lifecycles;
export const unmount: typeof lifecycles.unmount = (props) => lifecycles.unmount(props).finally(leaveLanguage);
