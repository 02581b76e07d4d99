/**
 * The single-spa root config. Every remote from /config.json is registered with the Module
 * Federation runtime (nothing is fetched) and as one single-spa application whose activity is
 * "one of its manifest routes, allowed by the guard". Its code is loaded only when that becomes
 * true. Manifests are fetched in parallel; a remote whose manifest or code fails is marked so the
 * host shows that area's fallback, and the rest keeps working.
 */
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import federation from 'virtual:hearth-federation';
import {
  addErrorHandler,
  registerApplication,
  setMountMaxTime,
  start,
  triggerAppChange,
} from 'single-spa';
import { logger } from '@hearth/shared-kernel/http';
import type { RemoteLocation, RemoteName } from '../config/runtimeConfig';
import type { AreaRegistry } from './areaRegistry';
import { areaContainer } from './areaOutlet';
import { loadAreaLifecycles } from './loadAreaLifecycles';
import { fetchManifest, IncompatibleKernelError } from './fetchManifest';
import { prefixOwner, publicPrefixOwner } from '@hearth/shared-kernel/paths';
import { isAreaActive, type GuardState } from './resolveArea';

/** Mounting is local work; a remote that takes longer than this is treated as broken. */
export const AREA_MOUNT_TIMEOUT_MS = 15_000;

export interface StartAreasDeps {
  remotes: readonly RemoteLocation[];
  registry: AreaRegistry;
  guard: (search: string) => GuardState;
  /** Called with a listener; re-evaluates activity when the session changes. Answers an unsubscribe. */
  onSessionChange: (listener: () => void) => () => void;
  /** Where problems are reported (never with patient data); the kernel logger by default. */
  onProblem?: (message: string, context: Record<string, string>) => void;
}

/** An area's exposed module, as far as warming it needs. */
interface AreaPreloader {
  preload?: (pathname: string) => Promise<unknown>;
}

let loadAreaOf: ((pathname: string) => void) | undefined;
let wanted: string | undefined;

/**
 * Fetches the code of the area and of the screen that will show `pathname`, without mounting
 * anything, so that a user who is still typing their password arrives at a page whose code is
 * already here. Asked before the areas machinery has started, it waits for that start.
 */
export function warmArea(pathname: string): void {
  if (loadAreaOf) loadAreaOf(pathname);
  else wanted = pathname;
}

export function startAreas(deps: StartAreasDeps): void {
  const { remotes, registry } = deps;
  const onProblem = deps.onProblem ?? ((message: string, context: Record<string, string>) => logger.warn(message, context));

  // The federation runtime starts here, on the first page that needs an area: the host's shared
  // singletons go into the share scope, and its runtime core to the remotes (infra/build/federation).
  init(federation);
  // Known to the federation runtime by name and entry; no request is made until loadRemote.
  registerRemotes(remotes.map((r) => ({ name: r.name, entry: r.entry })));
  // The area's application later loads the same, cached, module.
  loadAreaOf = (pathname) => {
    const owner = prefixOwner(remotes, pathname)?.owner;
    if (owner) void loadRemote<AreaPreloader>(`${owner.name}/lifecycles`).then((area) => area?.preload?.(pathname)).catch(() => undefined);
  };
  // On a public page of an area no guard can refuse it: its code comes beside its manifest, not after it.
  if (publicPrefixOwner(remotes, window.location.pathname)) warmArea(window.location.pathname);
  if (wanted) warmArea(wanted);

  for (const remote of remotes) {
    registerApplication({
      name: remote.name,
      app: () => {
        // The screen's code and data leave with the area's entry, not after the area has rendered.
        warmArea(window.location.pathname);
        return loadAreaLifecycles(remote.name, registry, (id) => loadRemote(id));
      },
      activeWhen: (location) => isAreaActive(remote.name, registry.areas(), location, deps.guard(location.search)),
      customProps: { domElementGetter: () => areaContainer(remote.name) },
    });
  }

  // A lifecycle that throws (bootstrap, mount) leaves single-spa's app broken: show the fallback.
  addErrorHandler((error) => {
    const name = error.appOrParcelName as RemoteName;
    if (remotes.some((r) => r.name === name)) registry.setCodeStatus(name, 'error');
    onProblem('Area failed', { area: name, reason: error.message.slice(0, 200) });
  });
  setMountMaxTime(AREA_MOUNT_TIMEOUT_MS, true);
  deps.onSessionChange(() => void triggerAppChange());
  start({ urlRerouteOnly: true });

  for (const remote of remotes) {
    fetchManifest(remote.routesUrl, remote.area).then(
      (routes) => registry.setManifest(remote.name, routes),
      (error: unknown) => {
        registry.setManifest(remote.name, error instanceof IncompatibleKernelError ? 'incompatible' : 'failed');
        onProblem('Area manifest unavailable', { area: remote.name, reason: String(error).slice(0, 200) });
      },
    ).finally(() => void triggerAppChange());
  }
}
