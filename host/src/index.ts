// The entry: the shared singletons the first page needs come before it (the build puts them in
// this file); the host's own code is a chunk of its own, downloaded beside it (index.html preloads it).
// The stylesheets are part of the entry, so index.html links them and they load alongside the scripts.
import '@hearth/shared-kernel/entry/frame.css';
import './styles/host.css';
import { endEntryShell } from '@hearth/shared-kernel/entry';
import { isHostPath } from './app/hostPaths';
import { loadRuntimeConfig } from './config/runtimeConfig';

// The configuration is fetched while the rest of the host's code arrives, not after it; so is the
// area machinery when the page is an area's (bootstrap starts it; this only starts the download).
const config = loadRuntimeConfig();
config.catch(() => undefined); // bootstrap reports it
if (!isHostPath(window.location.pathname)) void import(/* webpackChunkName: "areas" */ './areas/startAreas').catch(() => undefined);

import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ main }) => main(config)).catch(() => {
  // Without its own code the host cannot render React; say so plainly instead of a blank page.
  const root = document.getElementById('root');
  if (root) root.textContent = 'Hearth could not start. Please check your connection and reload the page.';
  endEntryShell();
});
