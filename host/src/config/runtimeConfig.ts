/**
 * The runtime configuration document served next to the host (/config.json). Remote locations
 * live here, not in the bundle: releasing a remote means deploying it and repointing this file.
 */

export type RemoteName = 'mf_patient' | 'mf_professional' | 'mf_admin';
export type AreaName = 'patient' | 'professional' | 'admin';

export interface RemoteLocation {
  name: RemoteName;
  area: AreaName;
  /** Module Federation entry: remoteEntry.js or mf-manifest.json on the remote's own origin. */
  entry: string;
  /** The remote's static route manifest (data, not code). */
  routesUrl: string;
  /** Paths the area owns even when its manifest cannot be fetched (for its fallback). */
  prefixes: string[];
  /** Prefixes whose every route is public: there the area's code is fetched beside its manifest. */
  publicPrefixes?: string[];
}

export interface RuntimeConfig {
  apiUrl: string;
  wsUrl: string;
  apiKey: string;
  env: string;
  /** Whether the API serves its simulators (the demo's SMS phones and e-mail outbox). */
  simulators: boolean;
  remotes: RemoteLocation[];
}

const REMOTE_NAMES: readonly RemoteName[] = ['mf_patient', 'mf_professional', 'mf_admin'];
const AREAS: readonly AreaName[] = ['patient', 'professional', 'admin'];

export class RuntimeConfigError extends Error {}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function parseRemote(value: unknown, index: number): RemoteLocation {
  const r = (value ?? {}) as Record<string, unknown>;
  const where = `remotes[${index}]`;
  if (!REMOTE_NAMES.includes(r.name as RemoteName)) throw new RuntimeConfigError(`${where}.name is not a known remote`);
  if (!AREAS.includes(r.area as AreaName)) throw new RuntimeConfigError(`${where}.area is not a known area`);
  if (!isString(r.entry) || !isString(r.routesUrl)) throw new RuntimeConfigError(`${where} needs entry and routesUrl`);
  const prefixes = Array.isArray(r.prefixes) ? r.prefixes.filter(isString) : [];
  const publicPrefixes = Array.isArray(r.publicPrefixes) ? r.publicPrefixes.filter(isString) : [];
  return { name: r.name as RemoteName, area: r.area as AreaName, entry: r.entry, routesUrl: r.routesUrl, prefixes, publicPrefixes };
}

/** Validates the document; unknown fields are ignored (the static server adds `url`). */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const c = (value ?? {}) as Record<string, unknown>;
  if (!isString(c.apiUrl) || !isString(c.wsUrl)) throw new RuntimeConfigError('config needs apiUrl and wsUrl');
  const remotes = Array.isArray(c.remotes) ? c.remotes.map(parseRemote) : [];
  return { apiUrl: c.apiUrl, wsUrl: c.wsUrl, apiKey: isString(c.apiKey) ? c.apiKey : '', env: isString(c.env) ? c.env : 'production', simulators: c.simulators === true, remotes };
}

/**
 * The configuration: inlined in the page by the server when it can (no round trip; see
 * infra/scripts/static-server.ts), else fetched from /config.json.
 */
export function loadRuntimeConfig(doc: Document = document): Promise<RuntimeConfig> {
  const inline = doc.getElementById('hearth-config')?.textContent;
  if (inline) {
    try {
      return Promise.resolve(parseRuntimeConfig(JSON.parse(inline)));
    } catch {
      // A damaged inline copy: the document itself may still be good.
    }
  }
  return fetchRuntimeConfig();
}

async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
