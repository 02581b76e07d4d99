/** The API's configuration, read once from the environment (see README "Configuration"). */
import { join } from 'node:path';
import { repoRoot } from './paths';

export interface ApiConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; the embedded PGlite database is used when absent. */
  databaseUrl: string | null;
  /**
   * HEARTH_PG_POOL: connections this instance keeps to PostgreSQL (10 by default). With PostgreSQL
   * on the API's own two cores, 4 mostly cost it less CPU a roster page (infra/bench README).
   */
  pgPoolSize: number;
  /** Base data directory: PGlite lives in `<dataDir>/pglite`, a generated JWT secret next to it. */
  dataDir: string;
  /** HS256 key from HEARTH_JWT_SECRET; null means "generate one and keep it under dataDir". */
  jwtSecret: string | null;
  /**
   * HEARTH_ENCRYPTION_KEY (required in production): encrypts what is stored secret, such as
   * identity providers' client secrets; null means "generate one and keep it under dataDir".
   */
  encryptionKey: string | null;
  /**
   * HEARTH_DEMO_IDP_URL: the demo identity provider the start script runs (simulators on); the
   * demo organisation Lakeside then signs in through it. Null: no demo single sign-on.
   */
  demoIdentityProvider: string | null;
  allowedOrigins: string[];
  /** Demo data is seeded into an empty database unless HEARTH_DEMO=0. */
  demo: boolean;
  /**
   * HEARTH_SIMULATORS=1: the SMS and voice simulators and the e-mail outbox are the providers, and
   * their pages (/sms-simulator, /outbox) are served. Off unless asked for: those pages show every
   * texted and mailed link (password resets included) to anyone who can reach the API.
   */
  simulators: boolean;
  /** Shared secret of the SMS provider's webhook signature; null means "generate one and keep it under dataDir". */
  smsWebhookSecret: string | null;
  /** Demo data is only written into a DATABASE_URL database when HEARTH_SEED_DEMO=1. */
  seedDemoIntoDatabaseUrl: boolean;
  production: boolean;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Where the portal lives, for links in e-mails (first allowed origin unless HEARTH_PORTAL_URL). */
  portalUrl: string;
  /** NOTIFY channel, or NATS subject root, of the live socket fan-out (tests give each run its own). */
  liveChannel: string;
  /** HEARTH_LIVE_FANOUT: how live frames reach every instance; PostgreSQL LISTEN/NOTIFY unless a NATS URL is given. */
  liveFanout: LiveFanoutChoice;
  logLevel: string;
  /** HL7 v2 over MLLP (HEARTH_MLLP_PORT, default 2575; 'off' for none) and who may connect or post HL7. */
  mllpPort: number | null;
  mllpHost: string;
  /** HEARTH_ADT_ALLOW: addresses allowed to send HL7 (MLLP and HTTP); loopback by default. */
  adtAllow: string[];
  /**
   * HEARTH_TRUST_PROXY: the reverse proxies (addresses or CIDRs) whose X-Forwarded-For names the
   * client. Empty (the default): a request's address is its peer's, and the header is ignored.
   * Behind nginx, without it every client would be nginx: one login limit for all, and HL7 allowed.
   */
  trustProxy: string[];
  /**
   * HEARTH_ADT_FACILITIES: 'FACILITY=orgId,…' maps a sending facility (MSH-4) to an organisation.
   * Null when unset: the demo's mapping applies to a demo database.
   */
  adtFacilities: Record<string, string> | null;
  /**
   * HEARTH_ADT_FACILITY_NAMES: 'FACILITY=Name;…' (semicolons: names hold commas), the name people
   * know each sending facility by, shown instead of its code. Null when unset (the demo's apply).
   */
  adtFacilityNames: Record<string, string> | null;
  /** Prometheus metrics on their own port (HEARTH_METRICS_PORT, default 9464; 'off' for none), never the API's. */
  metricsPort: number | null;
  /** HEARTH_METRICS_HOST: loopback by default, so only the machine's own scraper reads them. */
  metricsHost: string;
}

export type LiveFanoutChoice = { kind: 'notify' } | { kind: 'nats'; url: string };

/** 'notify' (or unset) → LISTEN/NOTIFY; 'nats://host:port' → NATS. Anything else stops the start. */
function parseLiveFanout(value: string | undefined): LiveFanoutChoice {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'notify') return { kind: 'notify' };
  let url: URL | null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (url?.protocol === 'nats:' && url.hostname) return { kind: 'nats', url: text };
  // Only the scheme is echoed: a URL may carry a password.
  const got = url ? `a ${url.protocol} URL` : 'neither';
  throw new Error(`HEARTH_LIVE_FANOUT must be 'notify' (PostgreSQL LISTEN/NOTIFY, the default) or a NATS URL such as nats://127.0.0.1:4222; got ${got}`);
}

const DEFAULT_ORIGINS = ['http://localhost:8080', 'http://127.0.0.1:8080'];

/** '900', '900s', '15m', '12h', '1d' → seconds. */
export function parseDuration(value: string | undefined, fallbackSeconds: number): number {
  if (value === undefined || value.trim() === '') return fallbackSeconds;
  const match = /^(\d+)\s*(s|m|h|d)?$/i.exec(value.trim());
  if (!match) throw new Error(`Not a duration: ${value} (use e.g. 900, 15m, 12h)`);
  const unit = { s: 1, m: 60, h: 3600, d: 86400 }[(match[2] ?? 's').toLowerCase() as 's' | 'm' | 'h' | 'd'];
  const seconds = Number(match[1]) * unit;
  if (seconds <= 0) throw new Error(`Duration must be positive: ${value}`);
  return seconds;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port: ${value}`);
  return port;
}

function parseCount(value: string | undefined, fallback: number, variable: string): number {
  if (!value?.trim()) return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`${variable} must be a whole number of at least 1: ${value}`);
  return count;
}

/** 'RIVERSIDE_HOSP=<org id>,LAKESIDE_HOSP=<org id>' → { RIVERSIDE_HOSP: '<org id>', … } (names: ';' between pairs). */
function parseFacilities(value: string, variable = 'HEARTH_ADT_FACILITIES', separator = ','): Record<string, string> {
  const map: Record<string, string> = {};
  for (const pair of value.split(separator).map((p) => p.trim()).filter(Boolean)) {
    const [facility, target, ...rest] = pair.split('=').map((p) => p.trim());
    if (!facility || !target || rest.length) throw new Error(`${variable}: not FACILITY=value: ${pair}`);
    map[facility] = target;
  }
  return map;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const allowedOrigins = (env.HEARTH_ALLOWED_ORIGINS ?? DEFAULT_ORIGINS.join(','))
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const jwtSecret = env.HEARTH_JWT_SECRET?.trim() || null;
  if (jwtSecret && jwtSecret.length < 32) throw new Error('HEARTH_JWT_SECRET must be at least 32 characters');
  if (production && !jwtSecret) throw new Error('HEARTH_JWT_SECRET is required in production');
  const encryptionKey = env.HEARTH_ENCRYPTION_KEY?.trim() || null;
  if (encryptionKey && encryptionKey.length < 32) throw new Error('HEARTH_ENCRYPTION_KEY must be at least 32 characters');
  if (production && !encryptionKey) throw new Error('HEARTH_ENCRYPTION_KEY is required in production');
  const liveChannel = env.HEARTH_LIVE_CHANNEL ?? 'hearth_live';
  const liveFanout = parseLiveFanout(env.HEARTH_LIVE_FANOUT);
  // On NATS the channel is the subjects' root: letters, digits, '_' and '-', dot-separated.
  if (liveFanout.kind === 'nats' && !/^[\w-]+(\.[\w-]+)*$/.test(liveChannel)) throw new Error('HEARTH_LIVE_CHANNEL must be letters, digits, _ and - (dot-separated) with a NATS fan-out');
  const smsWebhookSecret = env.HEARTH_SMS_WEBHOOK_SECRET?.trim() || null;
  if (smsWebhookSecret && smsWebhookSecret.length < 32) throw new Error('HEARTH_SMS_WEBHOOK_SECRET must be at least 32 characters');
  const port = parsePort(env.PORT, 8787);
  const metricsPort = env.HEARTH_METRICS_PORT === 'off' ? null : parsePort(env.HEARTH_METRICS_PORT, 9464);
  // The metrics are for the operator's scraper, never for whoever reaches the public API.
  if (metricsPort !== null && metricsPort !== 0 && metricsPort === port) throw new Error('HEARTH_METRICS_PORT must not be the API port (PORT)');
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    pgPoolSize: parseCount(env.HEARTH_PG_POOL, 10, 'HEARTH_PG_POOL'),
    dataDir: env.HEARTH_DATA_DIR ? env.HEARTH_DATA_DIR : join(repoRoot, '.data'),
    jwtSecret,
    encryptionKey,
    demoIdentityProvider: env.HEARTH_DEMO_IDP_URL?.trim().replace(/\/$/, '') || null,
    allowedOrigins,
    demo: env.HEARTH_DEMO !== '0',
    simulators: env.HEARTH_SIMULATORS === '1',
    smsWebhookSecret,
    seedDemoIntoDatabaseUrl: env.HEARTH_SEED_DEMO === '1',
    production,
    accessTtlSeconds: parseDuration(env.ACCESS_TTL, 15 * 60),
    refreshTtlSeconds: parseDuration(env.REFRESH_TTL, 12 * 3600),
    portalUrl: (env.HEARTH_PORTAL_URL ?? allowedOrigins[0] ?? DEFAULT_ORIGINS[0]).replace(/\/$/, ''),
    liveChannel,
    liveFanout,
    logLevel: env.LOG_LEVEL ?? 'info',
    mllpPort: env.HEARTH_MLLP_PORT === 'off' ? null : parsePort(env.HEARTH_MLLP_PORT, 2575),
    mllpHost: env.HEARTH_MLLP_HOST ?? env.HOST ?? '127.0.0.1',
    adtAllow: (env.HEARTH_ADT_ALLOW ?? '127.0.0.1,::1').split(',').map((a) => a.trim()).filter(Boolean),
    trustProxy: (env.HEARTH_TRUST_PROXY ?? '').split(',').map((a) => a.trim()).filter(Boolean),
    adtFacilities: env.HEARTH_ADT_FACILITIES ? parseFacilities(env.HEARTH_ADT_FACILITIES) : null,
    metricsPort,
    metricsHost: env.HEARTH_METRICS_HOST?.trim() || '127.0.0.1',
    adtFacilityNames: env.HEARTH_ADT_FACILITY_NAMES ? parseFacilities(env.HEARTH_ADT_FACILITY_NAMES, 'HEARTH_ADT_FACILITY_NAMES', ';') : null,
  };
}
