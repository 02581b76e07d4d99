/**
 * @hearth/shared-kernel: configuration, the runtime registry and every module re-exported.
 * Deployables may import from here or from a subpath; the API imports pure subpaths
 * (permissions, rules, domain, paths, redaction) only.
 */
import { bus, KERNEL_INSTANCE_ID } from './bus';
import { http, logger } from './http';
import { live } from './live';
import { runtimeRegistry } from './runtime';
import { session } from './session';

export * from './config';
export * from './runtime';
export * from './domain';
export * from './permissions';
export * from './rules';
export * from './paths';
export * from './bus';
export * from './session';
export * from './idle';
export * from './http';
export * from './live';
export * from './i18n';
export * from './flags';

/** The wired singletons of this page. */
export const kernel = { bus, session, http, logger, live, instanceId: KERNEL_INSTANCE_ID } as const;

/**
 * Each deployable calls this once with the React it runs: a browser test then checks that the
 * host and every remote saw one kernel instance and one React object.
 */
export function registerRuntime(name: string, react: unknown): void {
  const registry = runtimeRegistry();
  const existing = registry.apps.find((a) => a.name === name);
  if (existing) {
    existing.react = react;
    existing.kernelInstanceId = KERNEL_INSTANCE_ID;
    return;
  }
  registry.apps.push({ name, react, kernelInstanceId: KERNEL_INSTANCE_ID });
}
