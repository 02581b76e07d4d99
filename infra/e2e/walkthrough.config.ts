/** The clinic walkthrough's screenshots: not a test, a record (pnpm exec playwright test --config walkthrough.config.ts). */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './walkthrough',
  projects: undefined,
  reporter: [['list']],
});
