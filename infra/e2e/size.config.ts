/** The bundle-size budget: its own run over the same real stack, failing when an area is over. */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './size',
  projects: undefined,
  reporter: [['list']],
});
