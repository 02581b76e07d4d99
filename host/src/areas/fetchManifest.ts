/**
 * Fetches a remote's routes.json: data, not code, so the host can guard and activate the area's
 * routes before (and without) downloading it. Anything that is not a well-formed manifest for the
 * expected area counts as a failure, and the host shows that area's fallback.
 */
import { KERNEL_VERSION, satisfiesRange } from '@hearth/shared-kernel/domain';
import { isPermissionName, type RouteEntry } from '@hearth/shared-kernel/permissions';
import type { AreaName } from '../config/runtimeConfig';

/** A manifest is a few kilobytes; a server that has not answered by then is treated as down. */
const MANIFEST_TIMEOUT_MS = 10_000;

class ManifestError extends Error {}

/** The remote was built against a kernel range this host's kernel is not in: it must not run here. */
export class IncompatibleKernelError extends ManifestError {}

function parseRoute(value: unknown): RouteEntry {
  const r = (value ?? {}) as Record<string, unknown>;
  if (typeof r.path !== 'string' || !r.path.startsWith('/')) throw new ManifestError('route without a path');
  if (typeof r.title !== 'string') throw new ManifestError(`${r.path} has no title`);
  if (!Array.isArray(r.permissions) || !r.permissions.every(isPermissionName)) {
    throw new ManifestError(`${r.path} names an unknown permission`);
  }
  const route: RouteEntry = { path: r.path, title: r.title, permissions: [...r.permissions] };
  if (r.fallback === 'lost' || r.fallback === 'unauthorized') route.fallback = r.fallback;
  if (r.public === true) route.public = true;
  if (r.orgOptional === true) route.orgOptional = true;
  return route;
}

export function parseManifest(value: unknown, area: AreaName): RouteEntry[] {
  const m = (value ?? {}) as Record<string, unknown>;
  if (m.area !== area) throw new ManifestError(`expected the ${area} manifest`);
  if (!satisfiesRange(KERNEL_VERSION, m.kernel)) {
    throw new IncompatibleKernelError(`the ${area} area was built for kernel ${String(m.kernel).slice(0, 40)}, this host has ${KERNEL_VERSION}`);
  }
  if (!Array.isArray(m.routes) || m.routes.length === 0) throw new ManifestError('manifest has no routes');
  return m.routes.map(parseRoute);
}

export async function fetchManifest(url: string, area: AreaName, timeoutMs = MANIFEST_TIMEOUT_MS): Promise<RouteEntry[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal, cache: 'no-cache', credentials: 'omit' });
    if (!response.ok) throw new ManifestError(`${url} answered ${response.status}`);
    return parseManifest(await response.json(), area);
  } finally {
    clearTimeout(timer);
  }
}
