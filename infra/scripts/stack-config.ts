/**
 * Where each part of the running stack listens, from the environment: one source for the start
 * script, the static servers and the end-to-end suite.
 */
import { resolve } from 'node:path';
import { routes as adminRoutes } from '../../mf-admin/src/routes';
import { routes as patientRoutes } from '../../mf-patient/src/routes';
import { routes as professionalRoutes } from '../../mf-professional/src/routes';
import { areaPrefixes } from './area-prefixes';
import type { RemoteLocation } from './static-server';

export const repoRoot = resolve(__dirname, '../..');

export type DeployableName = 'host' | 'mf-patient' | 'mf-professional' | 'mf-admin';

export interface StackConfig {
  apiPort: number;
  /** The API's Prometheus metrics (127.0.0.1 only): 9464, or beside a moved API so two stacks never share it. */
  metricsPort: number;
  apiUrl: string;
  /** The demo identity provider (single sign-on), run with the simulators: its issuer URL. */
  idpUrl: string;
  wsUrl: string;
  ports: Record<DeployableName, number>;
  urls: Record<DeployableName, string>;
  remotes: RemoteLocation[];
}

/** The areas' route manifests: the one declaration of the URL space. */
export const manifests = [patientRoutes, professionalRoutes, adminRoutes];

// Prefixes let the host show an area's fallback even when its route manifest cannot be fetched.
const prefixesByArea = areaPrefixes(manifests);

const remote = (name: RemoteLocation['name'], area: RemoteLocation['area'], url: string): RemoteLocation => {
  const { prefixes, publicPrefixes } = prefixesByArea.get(area)!;
  return { name, area, url, entry: `${url}/remoteEntry.js`, routesUrl: `${url}/routes.json`, prefixes, publicPrefixes };
};

const num = (value: string | undefined, fallback: number): number => (value ? Number(value) : fallback);

export function stackConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const publicHost = env.HEARTH_PUBLIC_HOST ?? 'localhost';
  const ports: Record<DeployableName, number> = {
    host: num(env.HEARTH_HOST_PORT, 8080),
    'mf-patient': num(env.HEARTH_PATIENT_PORT, 8081),
    'mf-professional': num(env.HEARTH_PROFESSIONAL_PORT, 8082),
    'mf-admin': num(env.HEARTH_ADMIN_PORT, 8083),
  };
  const apiPort = num(env.HEARTH_API_PORT, 8787);
  const metricsPort = num(env.HEARTH_METRICS_PORT, apiPort === 8787 ? 9464 : apiPort + 2);
  const url = (port: number) => `http://${publicHost}:${port}`;
  const urls = Object.fromEntries(Object.entries(ports).map(([k, p]) => [k, url(p)])) as Record<DeployableName, string>;
  return {
    apiPort,
    metricsPort,
    apiUrl: url(apiPort),
    idpUrl: url(num(env.HEARTH_DEMO_IDP_PORT, 8790)),
    wsUrl: `ws://${publicHost}:${apiPort}`,
    ports,
    urls,
    remotes: [
      remote('mf_patient', 'patient', urls['mf-patient']),
      remote('mf_professional', 'professional', urls['mf-professional']),
      remote('mf_admin', 'admin', urls['mf-admin']),
    ],
  };
}
