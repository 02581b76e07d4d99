/** The stack the browser suites run against: its own ports and a fresh embedded database. */
import { stackConfig } from '../scripts/stack-config';

export const e2eEnv: Record<string, string> = {
  HEARTH_HOST_PORT: '18080',
  HEARTH_PATIENT_PORT: '18081',
  HEARTH_PROFESSIONAL_PORT: '18082',
  HEARTH_ADMIN_PORT: '18083',
  HEARTH_API_PORT: '18787',
};
export const stack = stackConfig({ ...process.env, ...e2eEnv });

export const chromiumLaunch = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync',
  ],
};

/** Playwright's webServer entry shared by the suites: a clean database each run. */
export const webServer = {
  command: 'rm -rf ../../.data/e2e && ../../node_modules/.bin/tsx ../scripts/stack.ts',
  url: `${stack.apiUrl}/ready`,
  env: { ...e2eEnv, HEARTH_DATA_DIR: `${__dirname}/../../.data/e2e` },
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
};
