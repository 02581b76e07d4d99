/**
 * Lighthouse's performance score for the patient's first page, with Lighthouse's own mobile
 * defaults (a mid-range phone, simulated slow 4G, 4× CPU slowdown). Patients open it from a text
 * on whatever phone they have. The bar: at least 0.95.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
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

const PAGES = [{ name: 'enrollment', path: enrollmentLink, minScore: 0.95 }];

test.describe.configure({ timeout: 360_000 });

/**
 * Lighthouse's own advice for a noisy machine (its variability notes): five runs, judged by the
 * median, which about halves the spread of one run. Fifteen runs of one build scored 0.92–0.97 here.
 */
const RUNS = 5;

interface Figures {
  score: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number | undefined;
  speedIndexMs: number;
}

async function measure(url: string): Promise<Figures> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: chromiumLaunch.executablePath, chromeFlags: ['--headless=new', ...chromiumLaunch.args] });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
    const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    return {
      score: lhr.categories.performance.score,
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
      speedIndexMs: metric('speed-index'),
    };
  } finally {
    await chrome.kill();
  }
}

for (const { name, path: pathOf, minScore } of PAGES) {
  test(`${name}: Lighthouse performance ≥ ${minScore} on a patient's enrollment link (mobile defaults, median of ${RUNS})`, async ({ request }) => {
    const path = await pathOf(request);
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(`${stack.urls.host}${path}`));
    const median = [...runs].sort((a, b) => (a.score ?? 0) - (b.score ?? 0))[Math.floor(RUNS / 2)];
    console.table(runs);
    mkdirSync(join(__dirname, '..', 'test-results'), { recursive: true });
    writeFileSync(join(__dirname, '..', 'test-results', `lighthouse-${name}.json`), JSON.stringify({ median, runs }, null, 2));
    expect(median.score, 'median Lighthouse performance of an enrollment link').toBeGreaterThanOrEqual(minScore);
  });
}
