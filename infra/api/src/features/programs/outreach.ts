/**
 * The outreach scheduler. Each tick (every instance ticks; queueing is idempotent) queues one
 * 'outreach.run' job per program whose practice has an outreach window open and someone to invite.
 * The run records an attempt row per patient to invite (at most one per patient, program and
 * attempt), then sends them in small claimed batches: the invitation text and the attempt marked
 * sent commit together, so an instance killed mid-run leaves the rest to whoever takes the job
 * over, and nobody is texted twice. Never a patient in Do Not Disturb, opted out, or without a
 * text number; never after the window closes (what is left waits for the next window).
 */
import { randomUUID } from 'node:crypto';
import { MAX_INVITE_ATTEMPTS } from '@hearth/shared-kernel/rules';
import type { OutreachSettings } from '@hearth/shared-kernel/domain';
import type { Language } from '@hearth/shared-kernel/i18n';
import { textsFor } from '@hearth/shared-kernel/i18n/texts';
import type { Db, Queryable } from '../../platform/db/types';
import type { JobContext, JobHandler } from '../../platform/jobs/runner';
import { enqueue } from '../../platform/jobs/queue';
import type { Texter } from '../../channels/sms/texter';
import { SmsRefusedError } from '../../channels/sms/provider';
import { outreachSettingsOf } from './settings';
import { windowAt, windowsFrom, type OutreachWindow } from './window';

export const OUTREACH_RUN = 'outreach.run';
const BATCH = 25;

interface OutreachPayload {
  orgId: string;
  programId: string;
  windowDate: string;
  windowStart: string;
  windowEnd: string;
  /** The demo's "next window now": send though the window's time has not come. */
  now?: boolean;
}


const dedupeKey = (programId: string, date: string) => `outreach:${programId}:${date}`;

/** Programs with someone to invite (or to close as never responded) in a window starting at `start`. */
async function programsWithWork(q: Queryable, orgId?: string): Promise<{ id: string; org_id: string }[]> {
  const { rows } = await q.query<{ id: string; org_id: string }>(
    `select pr.id::text as id, pr.org_id::text as org_id from programs pr
      where pr.key is not null and ($1::uuid is null or pr.org_id = $1)
        and exists (select 1 from patient_programs pp where pp.program_id = pr.id and pp.status in ('In queue', 'Invited'))`,
    [orgId ?? null],
  );
  return rows;
}

function payloadOf(orgId: string, programId: string, w: OutreachWindow, now = false): OutreachPayload {
  return { orgId, programId, windowDate: w.date, windowStart: w.start.toISOString(), windowEnd: w.end.toISOString(), ...(now ? { now } : {}) };
}

/** The scheduler tick: queues the run of every program whose window is open at `now`. */
export async function queueDueOutreaches(db: Db, now: Date): Promise<number> {
  let queued = 0;
  for (const p of await programsWithWork(db)) {
    const w = windowAt(now, await outreachSettingsOf(db, p.org_id));
    if (w && (await enqueue(db, { kind: OUTREACH_RUN, dedupeKey: dedupeKey(p.id, w.date), payload: { ...payloadOf(p.org_id, p.id, w) }, runAt: now }))) queued++;
  }
  return queued;
}

/**
 * The demo command: queues, for each of the organisation's programs, its next window that has not
 * run yet, to run now.
 */
export async function queueNextWindows(db: Db, orgId: string, now: Date): Promise<{ programId: string; windowStart: string; outreachId: string }[]> {
  const settings = await outreachSettingsOf(db, orgId);
  const out: { programId: string; windowStart: string; outreachId: string }[] = [];
  for (const p of await programsWithWork(db, orgId)) {
    const w = await nextWindowToRun(db, p.id, settings, now);
    if (!w) continue;
    const payload = payloadOf(orgId, p.id, w, true);
    await enqueue(db, { kind: OUTREACH_RUN, dedupeKey: dedupeKey(p.id, w.date), payload: { ...payload }, runAt: now });
    const outreachId = await ensureOutreach(db, payload);
    const { rows: keys } = await db.query<{ key: string }>('select key from programs where id = $1', [p.id]);
    out.push({ programId: keys[0].key, windowStart: w.start.toISOString(), outreachId });
  }
  return out;
}

/**
 * The program's next outreach window that has not run: the one open now or the next to open,
 * skipping any already run (the demo's "next window now" runs one ahead of its time).
 */
export async function nextWindowToRun(q: Queryable, programId: string, settings: OutreachSettings, now: Date): Promise<OutreachWindow | undefined> {
  const { rows } = await q.query<{ window_date: string }>(`select window_date::text as window_date from outreaches where program_id = $1 and window_end > $2`, [
    programId,
    now.toISOString(),
  ]);
  const ran = new Set(rows.map((r) => r.window_date));
  return windowsFrom(now, settings, 30).find((x) => !ran.has(x.date));
}

async function ensureOutreach(q: Queryable, p: OutreachPayload): Promise<string> {
  await q.query(
    `insert into outreaches (id, org_id, program_id, window_date, window_start, window_end) values ($1, $2, $3, $4::date, $5, $6)
     on conflict (program_id, window_date) do nothing`,
    [randomUUID(), p.orgId, p.programId, p.windowDate, p.windowStart, p.windowEnd],
  );
  const { rows } = await q.query<{ id: string }>('select id::text as id from outreaches where program_id = $1 and window_date = $2::date', [p.programId, p.windowDate]);
  return rows[0].id;
}

/** Closes and plans the window: never-responded after the third try, opted out, then who to invite. */
async function planOutreach(q: Queryable, outreachId: string, p: OutreachPayload): Promise<void> {
  await q.query(
    `with closed as (
       update patient_programs set status = 'Never responded', updated_at = now()
        where program_id = $1 and status = 'Invited' and invite_attempts >= $3 and last_invited_at < $2::timestamptz
        returning patient_id)
     update outreach_attempts a set result = 'never_responded' from closed
      where a.patient_id = closed.patient_id and a.program_id = $1 and a.attempt = $3 and a.result is null`,
    [p.programId, p.windowStart, MAX_INVITE_ATTEMPTS],
  );
  await q.query(
    `update patient_programs pp set status = 'Opted Out', updated_at = now() from patients p
      where p.id = pp.patient_id and pp.program_id = $1 and pp.status in ('In queue', 'Invited') and p.enrollment_status = 'opted_out'`,
    [p.programId],
  );
  // One attempt row per patient and attempt number: planning again (a run taken over) adds nothing.
  await q.query(
    `insert into outreach_attempts (outreach_id, patient_id, program_id, attempt)
     select $1, pp.patient_id, pp.program_id, pp.invite_attempts + 1
       from patient_programs pp join patients p on p.id = pp.patient_id
      where pp.program_id = $2
        and (pp.status = 'In queue' or (pp.status = 'Invited' and pp.invite_attempts < $4 and pp.last_invited_at < $3::timestamptz))
        and p.sms_phone is not null and not p.do_not_disturb and p.enrollment_status <> 'opted_out'
     on conflict (patient_id, program_id, attempt) do nothing`,
    [outreachId, p.programId, p.windowStart, MAX_INVITE_ATTEMPTS],
  );
}

interface Claimed {
  id: string;
  patient_id: string;
  attempt: number;
  sms_phone: string | null;
  do_not_disturb: boolean;
  enrollment_status: string;
  org_name: string;
  program_name: string;
  preferred_language: Language | null;
}

/** Sends one claimed batch; answers how many attempts it settled (0: none left). */
async function sendBatch(db: Db, texter: Texter, outreachId: string, p: OutreachPayload): Promise<number> {
  return db.tx(async (q) => {
    const { rows } = await q.query<Claimed>(
      `select a.id::text as id, a.patient_id::text as patient_id, a.attempt, p.sms_phone, p.do_not_disturb, p.enrollment_status,
              o.name as org_name, pr.name as program_name, p.preferred_language
         from outreach_attempts a join patients p on p.id = a.patient_id join programs pr on pr.id = a.program_id
         join organizations o on o.id = pr.org_id
        where a.outreach_id = $1 and a.status = 'pending'
        order by a.id limit ${BATCH}
        for update of a skip locked`,
      [outreachId],
    );
    const sms = texter(q);
    for (const r of rows) {
      // Checked again at send time: Do Not Disturb or a Stop may have come since the plan.
      let failure: string | null = null;
      if (!r.sms_phone) failure = 'No text number';
      else if (r.enrollment_status === 'opted_out') failure = 'Opted out';
      else if (r.do_not_disturb) failure = 'Do Not Disturb';
      if (!failure) {
        try {
          await sms.send({ to: r.sms_phone!, body: textsFor(r.preferred_language)('programInvitation', { orgName: r.org_name, programName: r.program_name }), orgId: p.orgId, patientId: r.patient_id, purpose: `outreach:${r.id}` });
        } catch (error) {
          if (!(error instanceof SmsRefusedError)) throw error;
          failure = error.message;
        }
      }
      if (failure) {
        await q.query(`update outreach_attempts set status = 'failed', reason = $2 where id = $1`, [r.id, failure]);
        continue;
      }
      await q.query(`update outreach_attempts set status = 'sent', sent_at = now() where id = $1`, [r.id]);
      // The window's start, not the clock: the next window (and only it) tries again.
      await q.query(
        `update patient_programs set status = 'Invited', invite_attempts = $3, last_invited_at = $4::timestamptz, updated_at = now()
          where patient_id = $1 and program_id = $2 and status in ('In queue', 'Invited') and invite_attempts = $3 - 1`,
        [r.patient_id, p.programId, r.attempt, p.windowStart],
      );
    }
    return rows.length;
  });
}

export function outreachRunHandler(deps: { db: Db; texter: Texter }): JobHandler {
  const { db, texter } = deps;
  return async ({ job, clock, active }: JobContext) => {
    const p = job.payload as unknown as OutreachPayload;
    const outreachId = await ensureOutreach(db, p);
    await db.tx((q) => planOutreach(q, outreachId, p));
    while (active()) {
      if (!p.now && clock.now() >= new Date(p.windowEnd)) {
        // The window closed: whoever was not reached waits for the next one (same attempt number).
        await db.query(`delete from outreach_attempts where outreach_id = $1 and status = 'pending'`, [outreachId]);
        break;
      }
      if ((await sendBatch(db, texter, outreachId, p)) === 0) break;
    }
    if (!active()) return 'interrupted';
    await db.query(`update outreaches set status = 'done', finished_at = now() where id = $1 and not exists (select 1 from outreach_attempts where outreach_id = $1 and status = 'pending')`, [
      outreachId,
    ]);
  };
}
