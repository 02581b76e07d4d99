/**
 * The login's waterfall (issue 38): every request from the click on *Log in* to the first roster
 * row, with its start and end in milliseconds after the click, cold (empty cache) and warm.
 * Prints one line per request and writes test-results/login-waterfall.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, test } from '../tests/fixtures';
import { visibleAt } from './settled';

interface Step {
  url: string;
  start: number;
  end: number;
}

async function waterfall(page: Page): Promise<{ row: number; steps: Step[] }> {
  await page.goto('/login?goto=%2Fprofessional%2Froster');
  await page.getByLabel('Username').fill('dr.chen');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.evaluate(() => {
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(1000);
    document.addEventListener('click', (e) => ((window as unknown as { clickAt: number }).clickAt = e.timeStamp), { capture: true, once: true });
  });
  await page.getByRole('button', { name: 'Log in' }).click();
  const rowAt = await visibleAt(page, 'tbody tr.ant-table-row');
  return page.evaluate((row) => {
    const click = (window as unknown as { clickAt: number }).clickAt;
    const steps = performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .map((e) => ({ url: e.name.replace(/^https?:\/\/[^/]+/, ''), start: Math.round(e.startTime - click), end: Math.round(e.responseEnd - click) }))
      .filter((s) => s.start >= -5);
    return { row: Math.round(row - click), steps };
  }, rowAt);
}

test('login waterfall', async ({ browser }) => {
  const out: Record<string, unknown> = {};
  for (const kind of ['cold', 'warm'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (kind === 'warm') {
      await waterfall(page);
      await page.goto('/logout');
      await page.waitForURL(/\/login/);
    }
    const w = await waterfall(page);
    await context.close();
    console.log(`${kind}: first roster row at ${w.row} ms`);
    for (const s of w.steps) console.log(`  ${String(s.start).padStart(5)} → ${String(s.end).padStart(5)}  ${s.url}`);
    out[kind] = w;
  }
  mkdirSync(join(__dirname, '..', 'test-results'), { recursive: true });
  writeFileSync(join(__dirname, '..', 'test-results', 'login-waterfall.json'), JSON.stringify(out, null, 2));
});
