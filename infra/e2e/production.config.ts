/**
 * A smoke subset of the browser suite against the production topology (infra/deploy): nginx in
 * front of two API instances on PostgreSQL with the NATS live fan-out. Sign-in, the roster, a text
 * and its reply arriving live through nginx's /live, a patient's page and secure chat, and what
 * nginx itself must answer (headers, caching, reads and sockets with an instance killed).
 */
import './production-topology';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { productionWebServer } from './stack';

export default defineConfig({
  // The suite's settings, whose base URL is now the topology's host (stack.ts).
  ...base,
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
