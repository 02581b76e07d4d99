/**
 * Runtime registry proving singletons: each evaluation of the kernel's bus module records an
 * instance id, and each deployable registers the React object it runs with. One kernel instance
 * and one React across host and remotes means Module Federation shared them as it should.
 */

export interface RuntimeApp {
  name: string;
  react: unknown;
  kernelInstanceId: string;
}

export interface HearthRuntime {
  kernelInstances: string[];
  apps: RuntimeApp[];
}

declare global {
  var __HEARTH_RUNTIME__: HearthRuntime | undefined;
}

export function runtimeRegistry(): HearthRuntime {
  globalThis.__HEARTH_RUNTIME__ ??= { kernelInstances: [], apps: [] };
  return globalThis.__HEARTH_RUNTIME__;
}

function newId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Called once per evaluation of a kernel copy; answers that copy's id. */
export function recordKernelInstance(): string {
  const id = newId();
  runtimeRegistry().kernelInstances.push(id);
  return id;
}
