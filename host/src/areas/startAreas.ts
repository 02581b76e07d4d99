/**
 * The single-spa root config. Every remote from /config.json is registered with the Module
 * Federation runtime (nothing is fetched) and as one single-spa application whose activity is
 * "one of its manifest routes, allowed by the guard". Its code is loaded only when that becomes
 * true. Manifests are fetched in parallel; a remote whose manifest or code fails is marked so the
 * host shows that area's fallback, and the rest keeps working.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  addErrorHandler,
  registerApplication,
  setMountMaxTime,
  start,
  triggerAppChange,
  type AppProps,
  type LifeCycles,
} from 'single-spa';
import { logger } from '@hearth/shared-kernel/http';
import type { RemoteLocation, RemoteName } from '../config/runtimeConfig';
import type { AreaRegistry } from './areaRegistry';
import { areaContainer } from './areaOutlet';
import { fetchManifest } from './fetchManifest';
import { isAreaActive, type GuardState } from './resolveArea';

/** An area whose code has not arrived by then is shown as unavailable (the chunk timeout is longer). */
export const AREA_LOAD_TIMEOUT_MS = 30_000;
/** Mounting is local work; a remote that takes longer than this is treated as broken. */
export const AREA_MOUNT_TIMEOUT_MS = 15_000;

export interface StartAreasDeps {
  remotes: readonly RemoteLocation[];
  registry: AreaRegistry;
  guard: () => GuardState;
  /** Called with a listener; re-evaluates activity when the session changes. Answers an unsubscribe. */
  onSessionChange: (listener: () => void) => () => void;
  /** Where problems are reported (never with patient data); the kernel logger by default. */
  onProblem?: (message: string, context: Record<string, string>) => void;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

type Lifecycle = (props: AppProps) => Promise<unknown>;

function isLifecycles(value: unknown): value is { bootstrap: Lifecycle; mount: Lifecycle; unmount: Lifecycle } {
  const m = value as Record<string, unknown> | null;
  return !!m && ['bootstrap', 'mount', 'unmount'].every((k) => typeof m[k] === 'function');
}

/** Loads a remote's lifecycles and reports every step of its life to the registry. */
export async function loadAreaLifecycles(
  name: RemoteName,
  registry: AreaRegistry,
  load: (id: string) => Promise<unknown> = (id) => loadRemote(id),
  timeoutMs = AREA_LOAD_TIMEOUT_MS,
): Promise<LifeCycles> {
  registry.setCodeStatus(name, 'loading');
  let lifecycles: unknown;
  try {
    lifecycles = await withTimeout(load(`${name}/lifecycles`), timeoutMs, `${name} entry`);
    if (!isLifecycles(lifecycles)) throw new Error(`${name}/lifecycles does not export single-spa lifecycles`);
  } catch (error) {
    registry.setCodeStatus(name, 'error');
    throw error;
  }
  const lc = lifecycles;
  return {
    bootstrap: (props) => lc.bootstrap(props),
    mount: async (props) => {
      registry.setCodeStatus(name, 'loading');
      try {
        await lc.mount(props);
        registry.setCodeStatus(name, 'mounted');
      } catch (error) {
        registry.setCodeStatus(name, 'error');
        throw error;
      }
    },
    unmount: async (props) => {
      await lc.unmount(props);
      registry.setCodeStatus(name, 'idle');
    },
  };
}

export function startAreas(deps: StartAreasDeps): void {
  const { remotes, registry } = deps;
  const onProblem = deps.onProblem ?? ((message: string, context: Record<string, string>) => logger.warn(message, context));

  // Known to the federation runtime by name and entry; no request is made until loadRemote.
  registerRemotes(remotes.map((r) => ({ name: r.name, entry: r.entry })));

  for (const remote of remotes) {
    registerApplication({
      name: remote.name,
      app: () => loadAreaLifecycles(remote.name, registry),
      activeWhen: (location) => isAreaActive(remote.name, registry.areas(), location, deps.guard()),
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
        registry.setManifest(remote.name, 'failed');
        onProblem('Area manifest unavailable', { area: remote.name, reason: String(error).slice(0, 200) });
      },
    ).finally(() => void triggerAppChange());
  }
}
