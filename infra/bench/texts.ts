/**
 * What an inbound text costs: --texts patient texts (POST /sms/inbound, signed), --concurrency at
 * a time, to --phones Lakeside patients round-robin, against one API process with no sockets open.
 * Reports texts per second, the API process's CPU and the database backends' CPU per text (from
 * /proc), and the POST's latency. The first --warmup texts are not counted. It isolates the write
 * path that `messages.ts` runs at 200 texts/s under 10,000 sockets, where the machine's cores are
 * the limit.
 *
 *   pnpm --filter @hearth/bench run texts [-- --texts 3000 --concurrency 8 --keep | --reuse]
 */
import { DEMO_ORGS } from '../api/src/demo/demo-accounts';
import { backendCpuSeconds, benchOptions, httpClient, load, log, scratchDb, singlePatientPhones, startApi, summary, textFromPhone, treeCpuSeconds, runBench, benchArgs } from './lib';

const values = benchArgs({
  ...benchOptions({ db: 'postgres', port: '28795', dbName: 'hearth_bench_texts' }),
  texts: { type: 'string', default: '3000' },
  concurrency: { type: 'string', default: '8' },
  phones: { type: 'string', default: '100' },
  warmup: { type: 'string', default: '200' },
});
const texts = Number(values.texts);
const concurrency = Number(values.concurrency);

async function bench() {
  const db = await scratchDb('postgres', { pgServer: values['pg-server'], name: values['db-name'], keep: values.keep, reuse: values.reuse });
  const api = await startApi(db, { port: Number(values.port), logLevel: values['log-level'] });
  const client = httpClient(api.base, concurrency);
  try {
    const phones = await singlePatientPhones(db, DEMO_ORGS.lakeside.id, Number(values.phones));
    if (!phones.length) throw new Error('no Lakeside numbers to text from');
    const nonce = Date.now().toString(36);
    const text = async (k: number) => {
      const answer = await textFromPhone(client, phones[k % phones.length], `Text ${k} ${nonce}`);
      if (answer.status !== 202) throw new Error(`a text answered ${answer.status}: ${answer.body}`);
    };
    for (let k = 0; k < Number(values.warmup); k++) await text(k);

    const loadBefore = load();
    const apiCpu = treeCpuSeconds(api.child.pid!);
    const dbCpu = await backendCpuSeconds(db.env.DATABASE_URL);
    const started = performance.now();
    const latencies: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < texts) {
          const k = next++;
          const t0 = performance.now();
          await text(k);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const perText = (cpu: number) => Math.round((cpu * 1000 * 100) / texts) / 100;
    return {
      database: 'postgres',
      texts,
      concurrency,
      textsPerSecond: Math.round((texts / seconds) * 10) / 10,
      apiCpuMsPerText: perText(treeCpuSeconds(api.child.pid!) - apiCpu),
      databaseCpuMsPerText: perText((await backendCpuSeconds(db.env.DATABASE_URL)) - dbCpu),
      post: summary(latencies),
      loadBefore,
      loadAfter: load(),
      at: new Date().toISOString(),
    };
  } finally {
    client.close();
    await api.stop();
    await db.drop();
  }
}

async function main(): Promise<void> {
  // The phones are read and the backends' CPU counted over a PostgreSQL connection; PGlite has neither.
  if (values.db !== 'postgres') throw new Error('texts.ts runs on PostgreSQL only: --db postgres');
  log(`postgres: ${texts} texts, ${concurrency} at a time, load ${load()}`);
  console.log(JSON.stringify(await bench()));
}

runBench(main);
