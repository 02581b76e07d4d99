/**
 * Where each part of the production topology listens, from the environment: one source for the
 * start script, the nginx configuration, the browser suite run against it and the failover run.
 *
 * Every port is HEARTH_PRODUCTION_PORT_BASE (default 9080) plus a fixed offset, so two topologies
 * (an operator's and a test run's) can share one machine.
 */
import { join } from 'node:path';
import { repoRoot, stackConfig, type StackConfig } from '../scripts/stack-config';

export interface ApiInstance {
  name: string;
  port: number;
  /** HL7 v2 over MLLP: each instance takes it on its own port (nginx proxies HTTP only). */
  mllpPort: number;
  /** Prometheus metrics, each instance its own (never through nginx). */
  metricsPort: number;
}

export interface Topology {
  /** The public side, as the host's runtime configuration names it: the API port is nginx's. */
  stack: StackConfig;
  /** nginx listens on these addresses (127.0.0.1 unless HEARTH_PRODUCTION_LISTEN). */
  listen: string;
  apis: ApiInstance[];
  /** The PostgreSQL server (no database name), or 'own': a cluster of the topology's own. */
  postgresServer: string;
  /** Whether HEARTH_PRODUCTION_POSTGRES named the server (then it must answer: no cluster of our own instead). */
  postgresServerNamed: boolean;
  /** The own cluster's port, when the topology runs one. */
  ownPostgresPort: number;
  databaseName: string;
  natsUrl: string;
  /** NOTIFY channel or NATS subject root: each topology its own, so two never hear each other. */
  liveChannel: string;
  /** nginx's prefix, logs, temporary files and pid; the runtime config.json; the API's data dirs. */
  runtimeDir: string;
}

const num = (value: string | undefined, fallback: number): number => (value ? Number(value) : fallback);

/** The offsets from the port base (the public ones match stack-config's order). */
const PORT_OFFSETS = { host: 0, 'mf-patient': 1, 'mf-professional': 2, 'mf-admin': 3, api: 7, apiA: 11, apiB: 12, mllpA: 13, mllpB: 14, ownPostgres: 15, metricsA: 16, metricsB: 17 } as const;

export function topology(env: NodeJS.ProcessEnv = process.env): Topology {
  const base = num(env.HEARTH_PRODUCTION_PORT_BASE, 9080);
  const port = (key: keyof typeof PORT_OFFSETS) => base + PORT_OFFSETS[key];
  const stack = stackConfig({
    ...env,
    HEARTH_HOST_PORT: String(port('host')),
    HEARTH_PATIENT_PORT: String(port('mf-patient')),
    HEARTH_PROFESSIONAL_PORT: String(port('mf-professional')),
    HEARTH_ADMIN_PORT: String(port('mf-admin')),
    HEARTH_API_PORT: String(port('api')),
  });
  const postgresServer = (env.HEARTH_PRODUCTION_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
  const databaseName = env.HEARTH_PRODUCTION_DATABASE ?? 'hearth_production';
  if (!/^\w+$/.test(databaseName)) throw new Error('HEARTH_PRODUCTION_DATABASE must be letters, digits and _');
  return {
    stack,
    listen: env.HEARTH_PRODUCTION_LISTEN ?? '127.0.0.1',
    apis: [
      { name: 'api-a', port: port('apiA'), mllpPort: port('mllpA'), metricsPort: port('metricsA') },
      { name: 'api-b', port: port('apiB'), mllpPort: port('mllpB'), metricsPort: port('metricsB') },
    ],
    postgresServer,
    postgresServerNamed: Boolean(env.HEARTH_PRODUCTION_POSTGRES),
    ownPostgresPort: port('ownPostgres'),
    databaseName,
    natsUrl: env.HEARTH_LIVE_FANOUT ?? 'nats://127.0.0.1:4222',
    liveChannel: env.HEARTH_LIVE_CHANNEL ?? `hearth_production_${base}`,
    runtimeDir: env.HEARTH_PRODUCTION_DIR ?? join(repoRoot, '.data', `production-${base}`),
  };
}
