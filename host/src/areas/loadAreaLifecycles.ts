/**
 * Loads one area's single-spa lifecycles through the federation runtime and reports every step of
 * its life to the registry, so the host can show the area's loading state, or its fallback when
 * the entry fails, times out, is not lifecycles at all, or throws while mounting.
 */
import type { AppProps, LifeCycles } from 'single-spa';
import type { RemoteName } from '../config/runtimeConfig';
import type { AreaRegistry } from './areaRegistry';

/** An area whose code has not arrived by then is shown as unavailable (chunks themselves may take 120 s). */
const AREA_LOAD_TIMEOUT_MS = 30_000;

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

/** `load` is the federation runtime's loadRemote ('<name>/lifecycles'). */
export async function loadAreaLifecycles(
  name: RemoteName,
  registry: Pick<AreaRegistry, 'setCodeStatus'>,
  load: (id: string) => Promise<unknown>,
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
