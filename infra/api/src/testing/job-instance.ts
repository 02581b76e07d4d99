/**
 * One API instance in its own process, for the tests that kill an instance mid-run (SIGKILL: no
 * clean-up, its transaction dies with its connection). Args: PostgreSQL url, schema, live channel.
 * Texts slowly (the simulator, a few ms a text) so the kill lands inside a batch. Prints 'ready'.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config/config';
import { openPg } from '../platform/db/pg';
import { simulatorSmsProvider } from '../channels/sms/provider';

async function main() {
  const [url, schema, liveChannel] = process.argv.slice(2);
  const db = await openPg({ connectionString: url, schema, max: 2 });
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir: join(tmpdir(), `hearth-job-instance-${process.pid}`),
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    simulators: true,
    smsWebhookSecret: 'job-instance-webhook-secret-0123456789',
    liveChannel,
  };
  const slow = (q: Parameters<typeof simulatorSmsProvider>[0]) => {
    const sim = simulatorSmsProvider(q);
    return { send: async (input: Parameters<typeof sim.send>[0]) => (await new Promise((r) => setTimeout(r, 4)), sim.send(input)) };
  };
  await buildApp({ db, config, logStream: false, jobs: { leaseMs: 1_000, pollMs: 20, broadcastRate: 0, scheduler: false, texter: slow }, runJobs: true });
  process.stdout.write('ready\n');
}

main().catch((error: Error) => {
  process.stderr.write(`job instance failed: ${error.constructor.name}\n`);
  process.exit(1);
});
