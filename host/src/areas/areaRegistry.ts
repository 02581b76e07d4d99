/**
 * What the host knows about each remote area at run time: its manifest (pending, fetched or
 * failed) and the state of its code (not loaded, loading, mounted, failed). React reads it through
 * useSyncExternalStore; single-spa's activity functions read it directly. The areas machinery
 * (manifests, single-spa) starts the first time a page outside the host's own needs it, so host
 * pages such as /login never pay for it.
 */
import type { RouteEntry } from '@hearth/shared-kernel/permissions';
import type { RemoteLocation, RemoteName } from '../config/runtimeConfig';
import type { AreaState } from './resolveArea';

/** 'idle': code not needed yet; 'error': the entry failed, timed out, or threw while mounting. */
export type AreaCodeStatus = 'idle' | 'loading' | 'mounted' | 'error';

export interface AreaRegistry {
  /** Stable array identity until something changes (a valid useSyncExternalStore snapshot). */
  areas(): readonly AreaState[];
  codeStatus(name: RemoteName): AreaCodeStatus;
  setManifest(name: RemoteName, manifest: RouteEntry[] | 'failed' | 'incompatible'): void;
  setCodeStatus(name: RemoteName, status: AreaCodeStatus): void;
  subscribe(listener: () => void): () => void;
  /** Changes with every update; lets React re-render on code status too. */
  version(): number;
  /** Starts the areas machinery once; later calls do nothing. */
  ensureStarted(): void;
}

export function createAreaRegistry(remotes: readonly RemoteLocation[], start: (registry: AreaRegistry) => void = () => {}): AreaRegistry {
  let areas: readonly AreaState[] = remotes.map((r) => ({ name: r.name, area: r.area, prefixes: r.prefixes, manifest: 'pending' }));
  const status = new Map<RemoteName, AreaCodeStatus>(remotes.map((r) => [r.name, 'idle']));
  const listeners = new Set<() => void>();
  let version = 0;
  let started = false;

  const changed = () => {
    version += 1;
    for (const listener of [...listeners]) listener();
  };

  const registry: AreaRegistry = {
    areas: () => areas,
    codeStatus: (name) => status.get(name) ?? 'idle',
    setManifest(name, manifest) {
      areas = areas.map((a) => (a.name === name ? { ...a, manifest } : a));
      changed();
    },
    setCodeStatus(name, next) {
      if (status.get(name) === next) return;
      status.set(name, next);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    ensureStarted() {
      if (started) return;
      started = true;
      start(registry);
    },
  };
  return registry;
}
