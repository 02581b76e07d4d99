/**
 * Runs the jobs of one API instance: polls the jobs table, claims one due job at a time, renews
 * its lease while the handler works, and calls a scheduler tick now and then (the outreach
 * scheduler queues each window's runs there; queueing is idempotent, so every instance may tick).
 * Several instances run side by side; a killed one's job is taken over when its lease lapses.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/types';
import type { Clock } from './clock';
import { claimJob, finishJob, renewLease, retryJob, type JobRow } from './queue';

export interface JobContext {
  job: JobRow;
  clock: Clock;
  /** False once this instance lost the job (its lease was taken over) or is stopping: stop at the next step. */
  active(): boolean;
}

/** 'interrupted': stopped before the end (the runner is stopping); the job goes back to the queue. */
export type JobHandler = (ctx: JobContext) => Promise<void | 'interrupted'>;

export interface JobLog {
  warn(obj: object, msg: string): void;
}

export interface JobRunnerOptions {
  db: Db;
  clock: Clock;
  handlers: Record<string, JobHandler>;
  /** Called every tickMs (and at start) with the clock's time: queues work that has come due. */
  tick?: (now: Date) => Promise<void>;
  log: JobLog;
  workerId?: string;
  leaseMs?: number;
  pollMs?: number;
  tickMs?: number;
  maxAttempts?: number;
}

export interface JobRunner {
  readonly workerId: string;
  start(): void;
  /** Stops claiming; waits for the job in hand to reach a stopping point. */
  stop(): Promise<void>;
  /** Runs due jobs until none is left (tests and the demo command); answers how many ran. */
  runDue(): Promise<number>;
  /** Runs the scheduler tick once. */
  tick(): Promise<void>;
  /** Polls at once (a job was just queued). */
  wake(): void;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, clock, handlers, log } = options;
  // Host and pid first: an operator (or the failover run) can tell which process holds a job's lease.
  const workerId = options.workerId ?? `worker-${hostname()}-${process.pid}-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 500;
  const tickMs = options.tickMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const kinds = Object.keys(handlers);
  let running = false;
  let loop: Promise<void> | null = null;
  let lastTick = 0;
  let wake: (() => void) | null = null;

  async function runOne(): Promise<boolean> {
    const job = await claimJob(db, workerId, clock.now(), leaseMs, kinds);
    if (!job) return false;
    let owned = true;
    const heartbeat = setInterval(() => {
      renewLease(db, job.id, workerId, clock.now(), leaseMs).then(
        (ok) => {
          if (!ok) owned = false;
        },
        () => undefined,
      );
    }, Math.max(50, Math.floor(leaseMs / 3)));
    try {
      const outcome = await handlers[job.kind]({ job, clock, active: () => owned && (running || loop === null) });
      if (owned && outcome === 'interrupted') await retryJob(db, job.id, workerId, clock.now(), 'interrupted');
      else if (owned) await finishJob(db, job.id, workerId);
    } catch (error) {
      const name = error instanceof Error ? error.constructor.name : 'Error';
      // By class only: a job's error may carry a driver's parameters (phones, names).
      log.warn({ job: job.kind, jobId: job.id, error: name }, 'job failed');
      if (owned) {
        if (job.attempts >= maxAttempts) await finishJob(db, job.id, workerId, { error: name });
        else await retryJob(db, job.id, workerId, new Date(clock.now().getTime() + 5_000), name);
      }
    } finally {
      clearInterval(heartbeat);
    }
    return true;
  }

  async function tick(): Promise<void> {
    lastTick = Date.now();
    if (options.tick) await options.tick(clock.now());
  }

  async function poll(): Promise<void> {
    while (running) {
      try {
        if (Date.now() - lastTick >= tickMs) await tick();
        if (await runOne()) continue;
      } catch (error) {
        log.warn({ error: error instanceof Error ? error.constructor.name : 'Error' }, 'job poll failed');
      }
      if (!running) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, pollMs);
      });
      wake = null;
    }
  }

  return {
    workerId,
    start() {
      if (running) return;
      running = true;
      loop = poll();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = null;
    },
    async runDue() {
      let n = 0;
      while (await runOne()) n++;
      return n;
    },
    tick,
    wake: () => wake?.(),
  };
}
