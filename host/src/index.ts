// The entry: the shared singletons the first page needs come before it (the build puts them in
// this file), then the host's own start-up. The stylesheets are part of the entry, so index.html
// links them and they load alongside the scripts.
import '@hearth/shared-kernel/entry/frame.css';
import './styles/host.css';
import { endEntryShell } from '@hearth/shared-kernel/entry';
import { isHostPath } from './app/hostPaths';
import { main } from './bootstrap';
import { loadRuntimeConfig } from './config/runtimeConfig';

// The configuration is read (or fetched) at once; the area machinery's download starts now when
// the page is an area's (bootstrap starts the machinery; this only asks for the code).
const config = loadRuntimeConfig();
config.catch(() => undefined); // bootstrap reports it
if (!isHostPath(window.location.pathname)) void import(/* webpackChunkName: "areas" */ './areas/startAreas').catch(() => undefined);

main(config).catch(() => {
  // The host could not render; say so plainly instead of a blank page.
  const root = document.getElementById('root');
  if (root) root.textContent = 'Hearth could not start. Please check your connection and reload the page.';
  endEntryShell();
});
