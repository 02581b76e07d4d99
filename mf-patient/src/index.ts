/**
 * The patient area's single-spa lifecycles: the only module this remote exposes ('./lifecycles').
 * React and react-dom/client are the host's shared singletons.
 */
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { registerRuntime } from '@hearth/shared-kernel';
import { AreaRoot } from './AreaRoot';
import { AreaError } from './AreaError';

registerRuntime('mf-patient', React);

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  renderType: 'createRoot',
  rootComponent: AreaRoot,
  errorBoundary: () => React.createElement(AreaError),
});

export const { bootstrap, mount, unmount } = lifecycles;
