/**
 * CDE attachment upload: a 20 MB PDF posted as multipart to the real API process several times,
 * one after another. Reports the throughput (MiB/s, per upload and overall) and the API's peak
 * resident memory while uploading, against its memory just before (sampled from /proc every 10 ms,
 * the whole process tree), to show the file is streamed to storage and not held in memory.
 *
 *   pnpm --filter @hearth/bench run upload                      # PGlite, 5 uploads
 *   pnpm --filter @hearth/bench run upload -- --uploads 10 --port 28789
 */
import { readdirSync, readFileSync } from 'node:fs';
import { MAX_UPLOAD_BYTES } from '@hearth/shared-kernel/domain';
import { DEMO_ORGS } from '../api/src/demo/demo-accounts';
import { benchArgs, httpClient, log, login, postMultipart, scratchDb, startApi, runBench } from './lib';

const values = benchArgs({
  uploads: { type: 'string', default: '5' },
  port: { type: 'string', default: '28789' },
});
const uploads = Number(values.uploads);
const port = Number(values.port);

/** Resident memory (bytes) of a process and its descendants, from /proc. */
function treeRss(pid: number): number {
  try {
    const rss = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    let sum = rss;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) sum += treeRss(Number(child));
    }
    return sum;
  } catch {
    return 0;
  }
}

async function main() {
  const db = await scratchDb('pglite', { pgServer: '', name: 'hearth_bench_upload', keep: false });
  const api = await startApi(db, { port, logLevel: 'warn' });
  try {
    const client = httpClient(api.base, 2);
    const session = await login(client, 'dr.chen', 'hearth-demo');
    client.close();

    const file = Buffer.alloc(MAX_UPLOAD_BYTES, 0x20);
    Buffer.from('%PDF-1.7\n').copy(file);
    const headers = { authorization: `Bearer ${session.accessToken}`, 'x-organization-id': DEMO_ORGS.riverside.id };

    // Let the process settle, then note its memory before any upload.
    await new Promise((r) => setTimeout(r, 2000));
    const pid = api.child.pid!;
    const baselineRss = treeRss(pid);
    let peakRss = baselineRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, treeRss(pid))), 10);

    const mbps: number[] = [];
    const started = performance.now();
    for (let i = 0; i < uploads; i++) {
      // Each upload differs in one byte, so each is stored rather than found already there.
      file[20] = i;
      const t0 = performance.now();
      const answer = await postMultipart(api.base, '/cde/attachment/?formId=eye-117&category=exam', headers, { name: 'bench.pdf', type: 'application/pdf', content: file });
      const seconds = (performance.now() - t0) / 1000;
      if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body}`);
      mbps.push(file.length / 1_048_576 / seconds);
      log(`upload ${i + 1}: ${(seconds * 1000).toFixed(0)} ms, ${mbps[i].toFixed(1)} MiB/s`);
    }
    const totalSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const mib = (n: number) => Math.round((n / 1_048_576) * 10) / 10;
    const sorted = [...mbps].sort((a, b) => a - b);
    process.stdout.write(
      `${JSON.stringify({
        bench: 'cde-upload',
        db: 'pglite',
        uploads,
        fileMiB: mib(file.length),
        medianMiBps: Math.round(sorted[Math.floor(sorted.length / 2)] * 10) / 10,
        overallMiBps: Math.round(((uploads * file.length) / 1_048_576 / totalSeconds) * 10) / 10,
        baselineRssMiB: mib(baselineRss),
        peakRssMiB: mib(peakRss),
        peakGrowthMiB: mib(peakRss - baselineRss),
      })}\n`,
    );
  } finally {
    await api.stop();
    await db.drop();
  }
}

runBench(main);
