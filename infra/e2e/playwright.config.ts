import { defineConfig } from '@playwright/test';
import { chromiumLaunch, stack, webServer } from './stack';

export default defineConfig({
  testDir: './tests',
  // One stack, one browser: tests share the database and the remote servers (one test stops one).
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: stack.urls.host,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'portal', testIgnore: /(resilience|release)\.spec\.ts/ },
    // These repoint or stop the shared servers: after the portal suite, one at a time.
    { name: 'resilience', testMatch: /(resilience|release)\.spec\.ts/, dependencies: ['portal'] },
  ],
  webServer: [webServer, ...(['mf-patient', 'mf-professional', 'mf-admin', 'host'] as const).map((name) => ({
    command: 'true',
    url: `${stack.urls[name]}/healthz`,
    reuseExistingServer: true,
    timeout: 180_000,
  }))],
});
