/**
 * Host start-up, part of the entry (index.ts runs it): take the runtime configuration, configure
 * the kernel and render the shell. Session services start once someone is logged in, and
 * the remote areas (manifests, single-spa, the federation runtime) the first time a page outside
 * the host's own is shown; both are separate chunks, so /login loads neither.
 */
import React from 'react';
import { createRoot } from 'react-dom/client';
import { configureKernel, registerRuntime } from '@hearth/shared-kernel';
import { prefetchRouteData } from '@hearth/shared-kernel/api';
import { paths, safeGoto } from '@hearth/shared-kernel/paths';
import { endEntryShell } from '@hearth/shared-kernel/entry';
import { bus } from '@hearth/shared-kernel/bus';
import { http } from '@hearth/shared-kernel/http';
import { session } from '@hearth/shared-kernel/session';
import { App } from './app/App';
import { preloadSignedInChrome } from './app/Shell';
import { createAreaRegistry, type AreaRegistry } from './areas/areaRegistry';
import { kernelEnv } from './config/kernelEnv';
import type { RuntimeConfig } from './config/runtimeConfig';
import { isHostPath } from './app/hostPaths';
import { guardState } from './session/useGuardState';

function startAreasOnDemand(config: RuntimeConfig) {
  return (registry: AreaRegistry) => {
    import(/* webpackChunkName: "areas" */ './areas/startAreas').then(
      ({ startAreas }) =>
        startAreas({
          remotes: config.remotes,
          registry,
          guard: guardState,
          onSessionChange: (listener) => {
            const sub = bus.session$.subscribe(listener);
            return () => sub.unsubscribe();
          },
        }),
      () => {
        // The host's own chunk did not arrive: every area is unusable, the host pages still work.
        for (const remote of config.remotes) registry.setManifest(remote.name, 'failed');
      },
    );
  };
}

const loadSessionServices = () => import('./session/sessionServices');

/** Where most sign-ins land (a care team member of one practice) when the login names no `goto`. */
const LIKELY_LANDING = paths.professional('roster');

/**
 * On the login page, the first keystroke starts the areas machinery and fetches the code of the
 * page the user is signing in to and of the signed-in shell, while they finish typing and while
 * their password is checked.
 * Not on load: a visitor who never types loads none of it.
 */
function warmWhileLoginIsTyped(registry: AreaRegistry): void {
  const onInput = () => {
    if (window.location.pathname !== paths.login()) return;
    document.removeEventListener('input', onInput, true);
    registry.ensureStarted();
    preloadSignedInChrome();
    void loadSessionServices().catch(() => undefined);
    const goto = safeGoto(new URLSearchParams(window.location.search).get('goto'), LIKELY_LANDING);
    void import(/* webpackChunkName: "areas" */ './areas/startAreas').then(({ warmArea }) => warmArea(goto));
  };
  document.addEventListener('input', onInput, true);
}

/** Idle logout, config sync and the live socket run only for a logged-in user. */
function startSessionServicesWhenLoggedIn(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void loadSessionServices().then((m) => m.startSessionServices());
  };
  if (session.isLoggedIn()) start();
  else {
    const sub = bus.session$.subscribe((event) => {
      if (event.type !== 'login') return;
      sub.unsubscribe();
      start();
    });
  }
}

export async function main(configLoad: Promise<RuntimeConfig>): Promise<void> {
  registerRuntime('host', React);
  const container = document.getElementById('root');
  if (!container) return;

  let config: RuntimeConfig;
  try {
    config = await configLoad;
  } catch {
    container.textContent = 'Hearth could not load its configuration. Please reload the page in a moment.';
    endEntryShell();
    return;
  }
  configureKernel({ apiUrl: config.apiUrl, wsUrl: config.wsUrl, apiKey: config.apiKey, env: kernelEnv(config.env), simulators: config.simulators });
  // The first screen's data (an enrollment link's enrollment) is asked for now, beside the area's
  // code, not once that code has arrived and asked for it.
  prefetchRouteData(http, window.location);

  const registry = createAreaRegistry(config.remotes, startAreasOnDemand(config));
  // Opened on an area's page: fetch the areas' manifests and single-spa now, beside the first render.
  if (!isHostPath(window.location.pathname)) registry.ensureStarted();
  warmWhileLoginIsTyped(registry);
  createRoot(container).render(<App registry={registry} />);
  startSessionServicesWhenLoggedIn();
}
