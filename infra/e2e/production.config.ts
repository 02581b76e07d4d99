/**
 * A smoke subset of the browser suite against the production topology (infra/deploy): nginx in
 * front of two API instances on PostgreSQL with the NATS live fan-out. Sign-in, the roster, a text
 * and its reply arriving live through nginx's /live, a patient's page and secure chat, and what
 * nginx itself must answer (headers, caching, failover of reads).
 */
import './production-topology';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch, productionWebServer, stack } from './stack';

export default defineConfig({
  workers: 1,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: stack.urls.host,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'smoke',
      testDir: './tests',
      testMatch: /(conversations|roster|patient-app)\.spec\.ts/,
      grep: /reply arrives live|finds a patient by name|texts 'Secure'/,
    },
    // Kills an API instance: after the smoke subset.
    { name: 'nginx', testDir: './production', dependencies: ['smoke'] },
  ],
  webServer: [productionWebServer],
});
