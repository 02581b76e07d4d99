/** What a person feels (issue 38): timings over the real stack, run on demand, not part of `npm test`. */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './speed',
  projects: undefined,
  timeout: 1_800_000,
  reporter: [['list']],
});
