/**
 * Lighthouse on the patient's first page, with Lighthouse's own mobile defaults (a mid-range phone,
 * simulated slow 4G, 4× CPU slowdown). Patients open it from a text on whatever phone they have.
 *
 * Two bars, because the two halves of Lighthouse's simulation answer to different things:
 * - What the page's requests and bytes cost on slow 4G: the largest paint simulated from the same
 *   load with no CPU slowdown (the network part of Lighthouse's estimate, which depends on the page
 *   alone). At most 2.5 s, the "good" LCP of Core Web Vitals.
 * - The whole score, CPU included. The CPU part is the host's tasks times four, so it moves with
 *   the host: one build scored 0.92–0.97 on one machine and 0.62–0.91 on another whose CPU
 *   benchmark (Lighthouse's benchmarkIndex) swung from 1,082 to 2,443 between runs, its medians of
 *   five 0.81–0.88. The bar is set below those, to catch a page grown much heavier rather than a
 *   slower host.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, type APIRequestContext } from '@playwright/test';
import type { Paged, PatientRow } from '@hearth/shared-kernel/domain';
import { careApiAs, textsTo } from '../tests/care-api';
import { chromiumLaunch, stack } from '../stack';

/** A real enrollment link, as a patient receives it: invited by dr.chen, read from the SMS simulator. */
async function enrollmentLink(request: APIRequestContext): Promise<string> {
  const api = await careApiAs(request, 'dr.chen');
  const page = await api.get<Paged<PatientRow>>('roster', { enrollmentStatus: 'not_enrolled', sortKey: 'mrn', sortDirection: 'DESC', take: 50 });
  const patient = page.results.find((p) => p.smsPhoneNumber && !p.optedOut);
  if (!patient) throw new Error('No patient to invite in the demo data');
  await api.post('enrollment/invite', { patientId: patient.id });
  const link = (await textsTo(request, patient.smsPhoneNumber!)).map((t) => t.match(/https?:\/\/\S+\/enrollment\?token=\S+/)?.[0]).filter(Boolean).at(-1);
  if (!link) throw new Error('The invitation text carried no link');
  const url = new URL(link);
  return url.pathname + url.search;
}

const PAGES = [{ name: 'enrollment', path: enrollmentLink, minScore: 0.7, maxNetworkLcpMs: 2_500 }];

test.describe.configure({ timeout: 360_000 });

/**
 * Lighthouse's own advice for a noisy machine (its variability notes): five runs, judged by the
 * median, which about halves the spread of one run.
 */
const RUNS = 5;

interface Figures {
  score: number | null;
  /** The largest paint as Lighthouse simulates it with no CPU slowdown: the page's requests and bytes on slow 4G. */
  networkLcpMs: number;
  /** Lighthouse's measure of the host's CPU for this run (higher is faster). */
  benchmarkIndex: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number | undefined;
  speedIndexMs: number;
}

/** The largest paint simulated from a saved load, with the run's own settings but no CPU slowdown. */
async function networkLcpMs(artifactsDir: string, settings: { throttling: object }): Promise<number> {
  const { loadArtifacts } = await import('lighthouse/core/lib/asset-saver.js');
  const { LanternLargestContentfulPaint } = await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js');
  const artifacts = await loadArtifacts(artifactsDir);
  const networkOnly = { ...settings, throttling: { ...settings.throttling, cpuSlowdownMultiplier: 1 } };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: networkOnly,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Lighthouse's computed artifacts are typed for its own config objects
  const result = await LanternLargestContentfulPaint.request(data as any, { computedCache: new Map(), settings: networkOnly } as any);
  return Math.round(result.timing);
}

async function measure(url: string): Promise<Figures> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: chromiumLaunch.executablePath, chromeFlags: ['--headless=new', ...chromiumLaunch.args] });
  // The load is saved (gather) and audited from what was saved, so it can be simulated twice.
  const artifactsDir = mkdtempSync(join(tmpdir(), 'hearth-lighthouse-'));
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error', gatherMode: artifactsDir, auditMode: artifactsDir });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
    const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    return {
      score: lhr.categories.performance.score,
      networkLcpMs: await networkLcpMs(artifactsDir, lhr.configSettings),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
      speedIndexMs: metric('speed-index'),
    };
  } finally {
    await chrome.kill();
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

for (const { name, path: pathOf, minScore, maxNetworkLcpMs } of PAGES) {
  test(`${name}: on a patient's enrollment link, network-bound LCP ≤ ${maxNetworkLcpMs} ms and Lighthouse performance ≥ ${minScore} (mobile defaults, median of ${RUNS})`, async ({ request }) => {
    const path = await pathOf(request);
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(`${stack.urls.host}${path}`));
    const score = median(runs.map((r) => r.score ?? 0));
    const networkLcp = median(runs.map((r) => r.networkLcpMs));
    console.table(runs);
    mkdirSync(join(__dirname, '..', 'test-results'), { recursive: true });
    writeFileSync(join(__dirname, '..', 'test-results', `lighthouse-${name}.json`), JSON.stringify({ score, networkLcp, runs }, null, 2));
    expect(networkLcp, 'median network-bound LCP of an enrollment link (ms)').toBeLessThanOrEqual(maxNetworkLcpMs);
    expect(score, 'median Lighthouse performance of an enrollment link').toBeGreaterThanOrEqual(minScore);
  });
}
