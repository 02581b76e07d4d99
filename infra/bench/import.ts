/**
 * Patient import: a CSV file of 10,000 new patients posted to the real API process, previewed
 * (every row checked), confirmed, and followed until the job has written every row; then the same
 * file again, which must change nothing. Reports each step's time; the target is the whole
 * import (upload, preview, confirm, job) in under 30 s on this machine.
 *
 *   pnpm --filter @hearth/bench run import                       # PGlite, 10,000 rows
 *   pnpm --filter @hearth/bench run import -- --rows 20000 --db postgres
 */
import type { PatientImport } from '@hearth/shared-kernel/domain';
import { patientImportCalls, pathOf } from '@hearth/shared-kernel/api';
import { DEMO_ORGS } from '../api/src/demo/demo-accounts';
import { benchArgs, httpClient, log, login, parseDbKinds, postMultipart, prng, scratchDb, startApi, runBench } from './lib';

const values = benchArgs({
  rows: { type: 'string', default: '10000' },
  port: { type: 'string', default: '28790' },
  db: { type: 'string', default: 'pglite' },
  'pg-server': { type: 'string', default: process.env.BENCH_PG_SERVER ?? 'postgresql://postgres@127.0.0.1:5432' },
});
const rows = Number(values.rows);
const port = Number(values.port);
const [kind] = parseDbKinds(values.db);
const pgServer = values['pg-server'];

const FIRST = ['Ada', 'Bea', 'Cyrus', 'Dana', 'Elena', 'Farah', 'Gus', 'Hana', 'Ivan', 'Jo'];
const LAST = ['Quill', 'Reyes', 'Okafor', 'Lindqvist', 'Nguyen', 'Patel', 'Moreau', 'Kowalski', 'Haddad', 'Tanaka'];

/** A roster export: one header row, `n` patients with distinct MRNs and valid phones. */
function rosterCsv(n: number): Buffer {
  const random = prng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const lines = ['MRN,First name,Last name,Date of birth,Gender,Mobile,Email,Address'];
  for (let i = 0; i < n; i++) {
    const dob = `${String(1 + Math.floor(random() * 12)).padStart(2, '0')}/${String(1 + Math.floor(random() * 28)).padStart(2, '0')}/${1930 + Math.floor(random() * 80)}`;
    const phone = `(312) ${200 + Math.floor(random() * 700)}-${String(Math.floor(random() * 10_000)).padStart(4, '0')}`;
    lines.push(`BENCH-${i + 1},${pick(FIRST)},${pick(LAST)},${dob},${pick(['F', 'M', 'U'])},${phone},p${i}@example.com,"${i + 1} Elm St, Springfield"`);
  }
  return Buffer.from(lines.join('\r\n'));
}

async function main() {
  const db = await scratchDb(kind, { pgServer, name: 'hearth_bench_import', keep: false });
  const api = await startApi(db, { port, logLevel: 'warn' });
  try {
    const client = httpClient(api.base, 2);
    const session = await login(client, 'dr.chen', 'hearth-demo');
    const headers = { authorization: `Bearer ${session.accessToken}`, 'x-organization-id': DEMO_ORGS.riverside.id };
    const file = rosterCsv(rows);
    log(`${rows.toLocaleString('en-US')} rows, ${(file.length / 1_048_576).toFixed(2)} MiB`);

    const get = async (id: string) => {
      const answer = await client.get(pathOf(patientImportCalls.status.path, { id }), headers);
      return JSON.parse(answer.body) as PatientImport;
    };
    /** Preview, confirm, follow: the time of each step in ms and the outcome. */
    async function importOnce() {
      const t0 = performance.now();
      const previewed = await postMultipart(api.base, `${patientImportCalls.preview.path}?timeZone=America%2FChicago`, headers, { name: 'roster.csv', type: 'text/csv', content: file });
      if (previewed.status !== 201) throw new Error(`preview answered ${previewed.status}: ${previewed.body}`);
      const preview = JSON.parse(previewed.body) as PatientImport;
      const t1 = performance.now();
      const started = await client.post(pathOf(patientImportCalls.start.path, { id: preview.id }), {}, headers);
      if (started.status !== 200) throw new Error(`start answered ${started.status}: ${started.body}`);
      let current = JSON.parse(started.body) as PatientImport;
      while (current.status !== 'done') {
        await new Promise((r) => setTimeout(r, 100));
        current = await get(preview.id);
      }
      const t2 = performance.now();
      return { previewMs: Math.round(t1 - t0), writeMs: Math.round(t2 - t1), totalMs: Math.round(t2 - t0), preview: preview.counts, outcome: current.counts, errors: preview.errorRows };
    }

    const first = await importOnce();
    log(`first import: preview ${first.previewMs} ms, write ${first.writeMs} ms, total ${first.totalMs} ms`);
    const again = await importOnce();
    log(`same file again: preview ${again.previewMs} ms, write ${again.writeMs} ms, total ${again.totalMs} ms`);
    client.close();
    process.stdout.write(`${JSON.stringify({ bench: 'patient-import', db: kind, rows, fileMiB: Math.round((file.length / 1_048_576) * 100) / 100, first, again, underThirtySeconds: first.totalMs < 30_000 })}\n`);
  } finally {
    await api.stop();
    await db.drop();
  }
}

runBench(main);
