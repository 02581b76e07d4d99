/**
 * The failover run's background jobs: a broadcast to Riverside's audience (sent at the API's
 * HEARTH_BROADCAST_RATE) and an outreach window (queued through the demo's "next window now"
 * call, the scheduler being off), both running when an instance dies. The jobs table is watched
 * to tell which instance holds each job and how long a dead instance's job took to be taken
 * over; afterwards every recipient must have been texted exactly once.
 */
import { outreachDemoCalls } from '@hearth/shared-kernel/api';
import type { BroadcastProgress } from '@hearth/shared-kernel/domain';
import { formatMessage, type Language } from '@hearth/shared-kernel/i18n';
import { TEXT_CATALOGUES } from '@hearth/shared-kernel/i18n/texts';
import type pg from 'pg';
import { DEMO_ORGS } from '../api/src/demo/demo-accounts';
import type { HttpClient } from './lib';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A program's invitation in each patient's language as LIKE patterns: any practice, the program named `programName`. */
const invitationPatterns = (programName: string) =>
  Object.entries(TEXT_CATALOGUES).map(([language, c]) => formatMessage(c.programInvitation, { orgName: '%', programName }, language as Language));
/** Stands for each attempt's program name in the patterns, replaced in SQL. */
const PROGRAM = '@program@';

/** Puts up to `count` more of Riverside's patients with a text number In queue of its first program. */
export async function fillOutreachQueue(db: pg.Client, count: number): Promise<number> {
  const { rowCount } = await db.query(
    `insert into patient_programs (patient_id, program_id, status)
     select p.id, pr.id, 'In queue'
       from patients p, (select id from programs where org_id = $1 and key is not null order by key limit 1) pr
      where p.org_id = $1 and p.sms_phone is not null and not p.do_not_disturb and p.enrollment_status <> 'opted_out'
        and not exists (select 1 from patient_programs pp where pp.patient_id = p.id and pp.program_id = pr.id)
      order by p.id limit $2`,
    [DEMO_ORGS.riverside.id, count],
  );
  return rowCount ?? 0;
}

export async function startBroadcast(client: HttpClient, auth: Record<string, string>, body: string): Promise<BroadcastProgress> {
  const answer = await client.post('/broadcasts', { audience: {}, body }, auth);
  if (answer.status < 200 || answer.status >= 300) throw new Error(`POST /broadcasts answered ${answer.status}: ${answer.body}`);
  return JSON.parse(answer.body) as BroadcastProgress;
}

export async function startOutreach(client: HttpClient, auth: Record<string, string>): Promise<string[]> {
  const answer = await client.post(outreachDemoCalls.runNextWindow.path, undefined, auth);
  if (answer.status !== 200) throw new Error(`the next outreach window answered ${answer.status}: ${answer.body}`);
  return (JSON.parse(answer.body) as { windows: { outreachId: string }[] }).windows.map((w) => w.outreachId);
}

interface Holding {
  kind: string;
  lockedBy: string | null;
  status: string;
  at: number;
}

/** Polls the jobs table every 100 ms: who held each job when. */
export function watchJobs(db: pg.Client) {
  const history = new Map<string, Holding[]>();
  let running = true;
  // Its rejection is only heard by stop(): the run's own error, if any, is the one reported.
  const loop = (async () => {
    while (running) {
      const { rows } = await db.query<{ id: string; kind: string; locked_by: string | null; status: string }>(`select id::text as id, kind, locked_by, status from jobs where kind in ('broadcast.send', 'outreach.run')`);
      const at = Date.now();
      for (const r of rows) {
        const h = history.get(r.id) ?? [];
        const last = h.at(-1);
        if (!last || last.lockedBy !== r.locked_by || last.status !== r.status) h.push({ kind: r.kind, lockedBy: r.locked_by, status: r.status, at });
        history.set(r.id, h);
      }
      await sleep(100);
    }
  })();
  loop.catch(() => undefined);
  const byKind = (kind: string) => [...history.values()].filter((h) => h[0].kind === kind);
  return {
    /** The pid in the worker id (worker-{host}-{pid}-{uuid}) that holds the job of this kind now. */
    holderPid(kind: string): number | undefined {
      const lockedBy = byKind(kind)
        .map((h) => h.at(-1)!)
        .find((x) => x.status === 'running')?.lockedBy;
      const m = lockedBy ? /-(\d+)-[0-9a-f-]{36}$/.exec(lockedBy) : null;
      return m ? Number(m[1]) : undefined;
    },
    /**
     * Per kind: whether one of its jobs was running at the kill and held by the killed instance,
     * and ms from the kill until another worker was seen holding (or done with) that job.
     */
    takeovers(victimPid: number, killedAt: number) {
      const byVictim = (x: Holding | undefined) => Boolean(x?.lockedBy?.includes(`-${victimPid}-`));
      return Object.fromEntries(
        ['broadcast.send', 'outreach.run'].map((kind) => {
          const jobs = byKind(kind).map((h) => ({ h, atKill: h.filter((x) => x.at <= killedAt).at(-1) }));
          const killedJob = jobs.find((j) => j.atKill?.status === 'running' && byVictim(j.atKill));
          const after = killedJob?.h.find((x) => x.at > killedAt && x.lockedBy && !byVictim(x));
          return [
            kind,
            {
              runningAtKill: jobs.some((j) => j.atKill?.status === 'running'),
              heldByKilled: Boolean(killedJob),
              takenOverMs: after ? after.at - killedAt : null,
              status: jobs.every((j) => j.h.at(-1)?.status === 'done') ? 'done' : 'not done',
            },
          ];
        }),
      );
    },
    async stop() {
      running = false;
      await loop;
    },
  };
}

/** Waits (up to `ms`) for the broadcast and the outreach windows to finish. */
export async function waitForJobs(db: pg.Client, broadcastId: string, outreachIds: string[], ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const { rows } = await db.query<{ n: number }>(
      `select (select count(*) from broadcast_recipients where broadcast_id = $1 and status = 'pending')
            + (select count(*) from outreach_attempts where outreach_id = any($2::uuid[]) and status = 'pending')
            + (select count(*) from jobs where kind in ('broadcast.send', 'outreach.run') and status in ('queued', 'running')) as n`,
      [broadcastId, outreachIds],
    );
    if (Number(rows[0].n) === 0) return true;
    await sleep(500);
  }
  return false;
}

/**
 * From the database: recipients texted twice, sent but never texted, or left pending. Texts are
 * told apart by patient and body (a patient may be invited to two programs in one run).
 * `since`: the run's start (the demo's seed may have texted invitations before). A text's sent_at
 * is its transaction's start, so "sent at the kill" counts batches begun before it.
 */
export async function checkJobs(db: pg.Client, broadcastId: string, broadcastBody: string, outreachIds: string[], since: Date, killedAt: Date) {
  const one = async (sql: string, params: unknown[]) => Number((await db.query<{ n: string }>(sql, params)).rows[0].n);
  const texts = (where: string) => `with t as (select patient_id, body, count(*) as n from sms_texts where direction = 'to_phone' and ${where} group by patient_id, body)`;
  const broadcastTexts = texts('body = $2');
  const outreachTexts = texts(`body like any($3::text[]) and created_at >= $2`);
  const ofOutreach = `from outreach_attempts a join programs pr on pr.id = a.program_id where a.outreach_id = any($1::uuid[])`;
  return {
    broadcastRecipients: await one(`select count(*) as n from broadcast_recipients where broadcast_id = $1`, [broadcastId]),
    broadcastSent: await one(`select count(*) as n from broadcast_recipients where broadcast_id = $1 and status = 'sent'`, [broadcastId]),
    // Committed before the kill: the job was mid-way when it was.
    broadcastSentAtKill: await one(`select count(*) as n from broadcast_recipients where broadcast_id = $1 and status = 'sent' and sent_at < $2`, [broadcastId, killedAt]),
    broadcastPending: await one(`select count(*) as n from broadcast_recipients where broadcast_id = $1 and status = 'pending'`, [broadcastId]),
    broadcastDoubled: await one(`${texts('body = $1')} select count(*) as n from t where n > 1`, [broadcastBody]),
    broadcastMissing: await one(
      `${broadcastTexts} select count(*) as n from broadcast_recipients r where r.broadcast_id = $1 and r.status = 'sent' and not exists (select 1 from t where t.patient_id = r.patient_id)`,
      [broadcastId, broadcastBody],
    ),
    outreachAttempts: await one(`select count(*) as n ${ofOutreach}`, [outreachIds]),
    outreachSent: await one(`select count(*) as n ${ofOutreach} and a.status = 'sent'`, [outreachIds]),
    outreachSentAtKill: await one(`select count(*) as n ${ofOutreach} and a.status = 'sent' and a.sent_at < $2`, [outreachIds, killedAt]),
    outreachPending: await one(`select count(*) as n ${ofOutreach} and a.status = 'pending'`, [outreachIds]),
    outreachDoubled: await one(`${outreachTexts} select count(*) as n from t where n > 1 and t.patient_id in (select a.patient_id ${ofOutreach})`, [outreachIds, since, invitationPatterns('%')]),
    outreachMissing: await one(
      `${outreachTexts} select count(*) as n ${ofOutreach} and a.status = 'sent'
         and not exists (select 1 from t where t.patient_id = a.patient_id and t.body like any (select replace(x, $5, pr.name) from unnest($4::text[]) x))`,
      [outreachIds, since, invitationPatterns('%'), invitationPatterns(PROGRAM), PROGRAM],
    ),
  };
}
