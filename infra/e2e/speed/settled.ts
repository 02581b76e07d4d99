/**
 * When a console page shows its data: its heading is on screen and nothing says it is still
 * loading (antd spinners and skeletons, aria-busy, a "Loading…" status). Measured inside the page
 * on animation frames, in milliseconds since the document's navigation started.
 */
import type { Page } from '@playwright/test';

// A function, not a string: the pages' CSP refuses eval.
const settled = () => {
  const h1 = document.querySelector('h1');
  if (!h1 || !h1.getClientRects().length) return false;
  if (document.querySelector('.ant-spin-spinning, .ant-skeleton, [aria-busy="true"]')) return false;
  for (const s of document.querySelectorAll('[role="status"]')) if (/loading/i.test(s.textContent || '')) return false;
  return performance.now();
};

/** Milliseconds since navigation start at which the page first showed its data. */
export async function settledAt(page: Page, timeout = 20_000): Promise<number> {
  const handle = await page.waitForFunction(settled, undefined, { polling: 'raf', timeout });
  return (await handle.jsonValue()) as number;
}

/** Milliseconds since navigation start at which `selector` first matched a visible element. */
export async function visibleAt(page: Page, selector: string, timeout = 20_000): Promise<number> {
  const handle = await page.waitForFunction(
    (css) => {
      const el = document.querySelector(css);
      return el && el.getClientRects().length ? performance.now() : false;
    },
    selector,
    { polling: 'raf', timeout },
  );
  return (await handle.jsonValue()) as number;
}

export interface Spread {
  runs: number;
  p50: number;
  p90: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!);
  return { runs: sorted.length, p50: at(0.5), p90: at(0.9), min: Math.round(sorted[0]!), max: Math.round(sorted.at(-1)!) };
}
