/**
 * The stack the browser suites run against: its own ports and a fresh embedded database; or, with
 * HEARTH_E2E_TOPOLOGY=production (production.config.ts), infra/deploy's nginx in front of two API
 * instances on a fresh PostgreSQL database, 100 ports above.
 */
import { stackConfig } from '../scripts/stack-config';
import { topology } from '../deploy/topology';

export const E2E_SMS_WEBHOOK_SECRET = 'e2e-sms-webhook-secret-0123456789abcdef';

// HEARTH_E2E_PORT_BASE moves the whole stack (two suites can run side by side on one machine).
const base = Number(process.env.HEARTH_E2E_PORT_BASE ?? 18080);
export const e2eEnv: Record<string, string> = {
  HEARTH_HOST_PORT: String(base),
  HEARTH_PATIENT_PORT: String(base + 1),
  HEARTH_PROFESSIONAL_PORT: String(base + 2),
  HEARTH_ADMIN_PORT: String(base + 3),
  HEARTH_API_PORT: String(base + 707),
  HEARTH_MLLP_PORT: String(base + 708),
  HEARTH_METRICS_PORT: String(base + 709),
  HEARTH_DEMO_IDP_PORT: String(base + 710),
  // The suites read texts and e-mails from the simulators and text back as the SMS provider does.
  HEARTH_SIMULATORS: '1',
  HEARTH_SMS_WEBHOOK_SECRET: E2E_SMS_WEBHOOK_SECRET,
  // Outreach runs when a suite asks for the next window, never because the clock says a window opened mid-run.
  HEARTH_OUTREACH_SCHEDULER: '0',
};
const dataDir = `.data/e2e-${base}`;
/** The host's runtime configuration, read at every request: the release suite repoints the admin area here. */
export const runtimeConfigFile = `${__dirname}/../../${dataDir}/host-config.json`;
e2eEnv.HEARTH_RUNTIME_CONFIG_FILE = runtimeConfigFile;

const production = process.env.HEARTH_E2E_TOPOLOGY === 'production';
/** The production topology's environment: the suite's secrets and switches, its own database and ports. */
const productionEnv: Record<string, string> = {
  ...e2eEnv,
  HEARTH_PRODUCTION_PORT_BASE: String(base + 100),
  HEARTH_PRODUCTION_DATABASE: `hearth_e2e_${base}`,
  HEARTH_PRODUCTION_DIR: `${__dirname}/../../${dataDir}-production`,
  HEARTH_PRODUCTION_FRESH: '1',
  // Two instances' request logs would bury the suite's report.
  LOG_LEVEL: 'warn',
};
export const productionTopology = topology({ ...process.env, ...productionEnv });
export const stack = production ? productionTopology.stack : stackConfig({ ...process.env, ...e2eEnv });
/** Where the API takes HL7 v2 over MLLP in the suite (the first instance's, under the production topology). */
export const mllpPort = production ? productionTopology.apis[0].mllpPort : Number(e2eEnv.HEARTH_MLLP_PORT);

export const chromiumLaunch = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync',
  ],
};

/** Playwright's webServer entry shared by the suites: a clean database each run. */
export const webServer = {
  command: `rm -rf ../../${dataDir} && ../../node_modules/.bin/tsx ../scripts/stack.ts`,
  url: `${stack.apiUrl}/ready`,
  env: { ...e2eEnv, HEARTH_DATA_DIR: `${__dirname}/../../${dataDir}` },
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
};

/** The production topology as the suite's web server: started afresh, ready once nginx reaches an instance. */
export const productionWebServer = {
  ...webServer,
  command: '../../node_modules/.bin/tsx ../deploy/start-production.ts',
  url: `${productionTopology.stack.apiUrl}/ready`,
  env: productionEnv,
  // The start script stops nginx, the instances and any NATS it started itself.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
};
