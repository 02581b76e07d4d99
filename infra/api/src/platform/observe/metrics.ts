/**
 * The API's Prometheus metrics (prom-client): one registry per process, each metric created once
 * when this module loads, so the many apps a test file builds in one process share them instead of
 * registering a metric twice. Labels are bounded words (route templates, status codes, ACK codes,
 * outcomes), never an id, a phone number or a name: a scrape must never carry PHI.
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/types';

export const registry = new Registry();

export const httpDuration = new Histogram({
  name: 'hearth_http_request_duration_seconds',
  help: 'HTTP requests by route template (never the raw URL), method and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const fanoutLag = new Histogram({
  name: 'hearth_live_fanout_lag_seconds',
  help: 'From a live event published on any instance to its delivery to this instance',
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const mllpMessages = new Counter({
  name: 'hearth_mllp_messages_total',
  help: 'HL7 messages taken over MLLP, by the ACK code answered (AA, AE, AR)',
  labelNames: ['ack_code'] as const,
  registers: [registry],
});

export const smsTexts = new Counter({
  name: 'hearth_sms_texts_total',
  help: "Texts by outcome: sent (the provider took it), refused (refused or errored), and the provider's reports of delivered, failed or undelivered",
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const loginFailures = new Counter({
  name: 'hearth_login_failures_total',
  help: 'Password sign-ins refused for a wrong username or password',
  registers: [registry],
});

export const loginLockouts = new Counter({
  name: 'hearth_login_lockouts_total',
  help: 'Sign-ins refused (429) because an attempt limit was reached',
  registers: [registry],
});

/** What an app lets the scrape read: its open sockets, and its database for the queue and the pool. */
export interface WatchedInstance {
  liveSockets(): number;
  db: Db;
}

const instances = new Set<WatchedInstance>();

/** Counts an app in the scrape until the answered function is called (its close). */
export function watchInstance(instance: WatchedInstance): () => void {
  instances.add(instance);
  return () => instances.delete(instance);
}

/** Several apps may share one database (tests, two instances in one process): each counted once. */
const watchedDbs = () => new Set([...instances].map((i) => i.db));

new Gauge({
  name: 'hearth_live_sockets',
  help: 'Open live websockets on this process',
  registers: [registry],
  collect() {
    this.set([...instances].reduce((sum, i) => sum + i.liveSockets(), 0));
  },
});

new Gauge({
  name: 'hearth_jobs',
  help: 'Background jobs waiting (queued and due) or running, by kind',
  labelNames: ['kind', 'state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const row of await jobQueueOnce()) {
      this.inc({ kind: row.kind, state: 'due' }, row.due);
      this.inc({ kind: row.kind, state: 'running' }, row.running);
    }
  },
});

new Gauge({
  name: 'hearth_jobs_oldest_due_age_seconds',
  help: 'How long the oldest due, queued job of each kind has waited past its run time',
  labelNames: ['kind'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    const oldest = new Map<string, number>();
    for (const row of await jobQueueOnce()) if (row.age !== null) oldest.set(row.kind, Math.max(oldest.get(row.kind) ?? 0, row.age));
    for (const [kind, age] of oldest) this.set({ kind }, age);
  },
});

interface QueueRow {
  kind: string;
  due: number;
  running: number;
  age: number | null;
}

// A scrape collects every metric at once: both job gauges share one query.
let queueRead: Promise<QueueRow[]> | null = null;
function jobQueueOnce(): Promise<QueueRow[]> {
  queueRead ??= (async () => (await Promise.all([...watchedDbs()].map(jobQueue))).flat())().finally(() => {
    queueRead = null;
  });
  return queueRead;
}

/** The queue's depth and age; a database that does not answer leaves the figures out of the scrape rather than failing it. */
async function jobQueue(db: Db): Promise<QueueRow[]> {
  try {
    const { rows } = await db.query<QueueRow>(
      `select kind,
              (count(*) filter (where status = 'queued' and run_at <= now()))::int as due,
              (count(*) filter (where status = 'running'))::int as running,
              extract(epoch from now() - min(run_at) filter (where status = 'queued' and run_at <= now()))::float8 as age
         from jobs where status in ('queued', 'running') group by kind`,
    );
    return rows;
  } catch {
    return [];
  }
}

new Gauge({
  name: 'hearth_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting for one, max); absent on the embedded database',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const db of watchedDbs()) {
      const use = db.poolUse?.();
      if (!use) continue;
      for (const [state, value] of Object.entries(use)) this.inc({ state }, value);
    }
  },
});
