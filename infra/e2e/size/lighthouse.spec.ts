/**
 * Lighthouse's performance score for the patient's first page, with Lighthouse's own mobile
 * defaults (a mid-range phone, simulated slow 4G, 4× CPU slowdown). Patients open it from a text
 * on whatever phone they have. The bar: at least 0.95.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { chromiumLaunch, stack } from '../stack';

const PAGES = [{ name: 'enrollment', path: '/enrollment', minScore: 0.95 }];

test.describe.configure({ timeout: 120_000 });

for (const { name, path, minScore } of PAGES) {
  test(`${name}: Lighthouse performance ≥ ${minScore} on ${path} (mobile defaults)`, async () => {
    const { launch } = await import('chrome-launcher');
    const { default: lighthouse } = await import('lighthouse');
    const chrome = await launch({ chromePath: chromiumLaunch.executablePath, chromeFlags: ['--headless=new', ...chromiumLaunch.args] });
    try {
      const result = await lighthouse(`${stack.urls.host}${path}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      if (!result) throw new Error('Lighthouse gave no result');
      const { lhr } = result;
      const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      const figures = {
        score: lhr.categories.performance.score,
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: lhr.audits['cumulative-layout-shift']?.numericValue,
        speedIndexMs: metric('speed-index'),
      };
      console.log(`Lighthouse ${path}:`, figures);
      mkdirSync(join(__dirname, '..', 'test-results'), { recursive: true });
      writeFileSync(join(__dirname, '..', 'test-results', `lighthouse-${name}.json`), JSON.stringify(figures, null, 2));
      expect(figures.score, `Lighthouse performance of ${path}`).toBeGreaterThanOrEqual(minScore);
    } finally {
      await chrome.kill();
    }
  });
}
