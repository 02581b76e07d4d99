/**
 * The jobs table (migration 040): a job is queued once per piece of work (its dedupe key), and
 * claimed by one instance at a time with FOR UPDATE SKIP LOCKED. A claim is a lease that the
 * running instance renews; when an instance dies the lease lapses and another instance claims the
 * job again. Job handlers are written to resume: what they did is recorded per recipient.
 */
import type { Db, Queryable } from '../db/types';

export interface JobRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export interface EnqueueInput {
  kind: string;
  dedupeKey: string;
  payload?: Record<string, unknown>;
  /** When it is due, by the jobs' clock (claims compare with that clock, not the database's). */
  runAt: Date;
}

/** Queues a job unless one with the same dedupe key exists; answers whether it was queued. */
export async function enqueue(q: Queryable, input: EnqueueInput): Promise<boolean> {
  const { rowCount } = await q.query(
    `insert into jobs (kind, payload, dedupe_key, run_at) values ($1, $2::jsonb, $3, $4::timestamptz)
     on conflict (dedupe_key) do nothing`,
    [input.kind, JSON.stringify(input.payload ?? {}), input.dedupeKey, input.runAt.toISOString()],
  );
  return rowCount > 0;
}

/**
 * Claims the next due job: a queued one whose time has come, or a running one whose lease lapsed
 * (its instance died). SKIP LOCKED: two instances claiming at once take different jobs.
 */
export async function claimJob(db: Db, workerId: string, now: Date, leaseMs: number, kinds: readonly string[]): Promise<JobRow | null> {
  const { rows } = await db.query<{ id: string; kind: string; payload: Record<string, unknown> | string; attempts: number }>(
    `update jobs set status = 'running', locked_by = $1, locked_until = $2::timestamptz + ($3::int * interval '1 millisecond'), attempts = attempts + 1
      where id = (
        select id from jobs
         where kind = any($4::text[])
           and ((status = 'queued' and run_at <= $2::timestamptz) or (status = 'running' and locked_until < $2::timestamptz))
         order by run_at, id
         limit 1
         for update skip locked)
      returning id::text as id, kind, payload, attempts`,
    [workerId, now.toISOString(), leaseMs, kinds as string[]],
  );
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, kind: row.kind, payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload, attempts: row.attempts };
}

/** Extends the lease; answers false when the job is no longer this worker's (another took it over). */
export async function renewLease(db: Db, jobId: string, workerId: string, now: Date, leaseMs: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `update jobs set locked_until = $3::timestamptz + ($4::int * interval '1 millisecond') where id = $1 and locked_by = $2 and status = 'running'`,
    [jobId, workerId, now.toISOString(), leaseMs],
  );
  return rowCount > 0;
}

export async function finishJob(db: Db, jobId: string, workerId: string, outcome: { error?: string } = {}): Promise<void> {
  await db.query(
    `update jobs set status = $3, finished_at = now(), locked_until = null, last_error = $4 where id = $1 and locked_by = $2`,
    [jobId, workerId, outcome.error ? 'failed' : 'done', outcome.error ?? null],
  );
}

/** A job that failed for a passing reason is tried again later, up to a limit. */
export async function retryJob(db: Db, jobId: string, workerId: string, runAt: Date, error: string): Promise<void> {
  await db.query(`update jobs set status = 'queued', run_at = $3::timestamptz, locked_by = null, locked_until = null, last_error = $4 where id = $1 and locked_by = $2`, [
    jobId,
    workerId,
    runAt.toISOString(),
    error,
  ]);
}
