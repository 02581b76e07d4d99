/**
 * Demo data of programs, outreach and broadcasts, on top of the care data (care.ts): each
 * program's catalogue key (Stay In Touch is `stayintouch`), past outreach runs in the practice's
 * windows with each invitation and its result (so the funnel, the outreach pages and the landings
 * show real figures), enrollment histories that agree with them (three tries before Never
 * responded), and a few past broadcasts with their counts.
 */
import { randomUUID } from 'node:crypto';
import { bulkInsert, type Cell } from '../platform/db/bulk-insert';
import type { Queryable } from '../platform/db/types';
import type { ProgramEnrollmentStatus } from '@hearth/shared-kernel/domain';
import { audienceSql, skipRuleJoin } from '../features/broadcasts/audience';
import { DEFAULT_OUTREACH_SETTINGS } from '../features/programs/settings';
import { windowOn, type OutreachWindow } from '../features/programs/window';
import { DEMO_ORGS, demoAccount } from './demo-accounts';

const RUNS_PER_PROGRAM = 6;
const HOUR = 3_600_000;

/** The last `n` weekday windows that closed before `now`, oldest first. */
function pastWindows(now: Date, n: number): OutreachWindow[] {
  const out: OutreachWindow[] = [];
  for (let d = 1; out.length < n && d < 60; d++) {
    const w = windowOn(new Date(now.getTime() - d * 86_400_000).toISOString().slice(0, 10), DEFAULT_OUTREACH_SETTINGS);
    if (w && w.end < now) out.unshift(w);
  }
  return out;
}

const BROADCASTS: { org: keyof typeof DEMO_ORGS; author: string; daysAgo: number; body: string; program?: string; statuses?: ProgramEnrollmentStatus[] }[] = [
  { org: 'riverside', author: 'dr.chen', daysAgo: 21, body: 'Flu shots are available at Riverside Family Practice from Monday, walk-ins welcome 9am-4pm.' },
  { org: 'riverside', author: 'dr.chen', daysAgo: 9, body: 'Reminder: the practice is closed Thursday for the holiday. For urgent needs call the after-hours line.', program: 'stayintouch', statuses: ['Agreed'] },
  { org: 'riverside', author: 'nurse.kim', daysAgo: 2, body: 'Please bring your home blood pressure log to your next visit. Reply if you need a new cuff.', program: 'rpm' },
  { org: 'lakeside', author: 'nurse.kim', daysAgo: 5, body: 'Lakeside Health Center has new Saturday morning hours, 8am to noon.' },
];

export async function seedPrograms(q: Queryable, now = new Date()): Promise<void> {
  await q.query(
    `update programs set key = case name when 'Stay In Touch' then 'stayintouch' when 'Chronic Care Management' then 'ccm' when 'Remote Patient Monitoring' then 'rpm' end
      where key is null`,
  );
  // SPEC §4: Never responded comes after the third invitation.
  await q.query(`update patient_programs set invite_attempts = 3 where status = 'Never responded'`);
  await q.query(`update patient_programs set invite_attempts = 0 where status = 'In queue'`);

  const windows = pastWindows(now, RUNS_PER_PROGRAM);
  const { rows: programs } = await q.query<{ id: string; org_id: string }>(`select id::text as id, org_id::text as org_id from programs where key is not null order by id`);
  const runs: Record<string, Cell>[] = [];
  const attempts: Record<string, Cell>[] = [];
  for (const program of programs) {
    const runIds = windows.map(() => randomUUID());
    windows.forEach((w, i) =>
      runs.push({ id: runIds[i], org_id: program.org_id, program_id: program.id, window_date: w.date, window_start: w.start.toISOString(), window_end: w.end.toISOString(), status: 'done', finished_at: new Date(w.start.getTime() + HOUR).toISOString() }),
    );
    const { rows: enrolled } = await q.query<{ patient_id: string; status: string; invite_attempts: number }>(
      `select patient_id::text as patient_id, status, invite_attempts from patient_programs
        where program_id = $1 and status in ('Invited', 'Agreed', 'Never responded') order by patient_id`,
      [program.id],
    );
    for (const [i, e] of enrolled.entries()) {
      const tries = Math.max(1, Math.min(3, e.invite_attempts));
      // Consecutive windows, ending in the last for patients still Invited (they wait for a reply).
      const first = e.status === 'Invited' ? windows.length - tries : i % (windows.length - tries + 1);
      for (let a = 1; a <= tries; a++) {
        const w = windows[first + a - 1];
        const sent = new Date(w.start.getTime() + ((i * 7) % 120) * 60_000);
        const last = a === tries;
        const result = last && e.status === 'Agreed' ? 'agreed' : last && e.status === 'Never responded' ? 'never_responded' : null;
        attempts.push({
          outreach_id: runIds[first + a - 1], patient_id: e.patient_id, program_id: program.id, attempt: a, status: 'sent', sent_at: sent.toISOString(),
          result, replied_at: result === 'agreed' ? new Date(sent.getTime() + 2 * HOUR).toISOString() : null,
        });
      }
      await q.query(`update patient_programs set invite_attempts = $3, last_invited_at = $4 where patient_id = $1 and program_id = $2`, [
        e.patient_id,
        program.id,
        tries,
        windows[first + tries - 1].start.toISOString(),
      ]);
    }
  }
  await bulkInsert(q, 'outreaches', { id: 'uuid', org_id: 'uuid', program_id: 'uuid', window_date: 'date', window_start: 'timestamptz', window_end: 'timestamptz', status: 'text', finished_at: 'timestamptz' }, runs);
  await bulkInsert(
    q,
    'outreach_attempts',
    { outreach_id: 'uuid', patient_id: 'uuid', program_id: 'uuid', attempt: 'integer', status: 'text', sent_at: 'timestamptz', result: 'text', replied_at: 'timestamptz' },
    attempts,
  );

  for (const b of BROADCASTS) {
    const id = randomUUID();
    const orgId = DEMO_ORGS[b.org].id;
    const at = new Date(now.getTime() - b.daysAgo * 86_400_000);
    await q.query(
      `insert into broadcasts (id, org_id, author_id, body, audience, audience_size, status, created_at, finished_at) values ($1, $2, $3, $4, $5::jsonb, 0, 'done', $6, $6::timestamptz + interval '4 minutes')`,
      [id, orgId, demoAccount(b.author).id, b.body, JSON.stringify({ programId: b.program, programStatuses: b.statuses }), at.toISOString()],
    );
    const { where, params } = audienceSql(orgId, { ...(b.program ? { programId: b.program } : {}), ...(b.statuses ? { programStatuses: b.statuses } : {}) }, [id, at.toISOString()]);
    const join = skipRuleJoin(params);
    await q.query(
      `insert into broadcast_recipients (broadcast_id, patient_id, status, reason, sent_at)
       select $1, p.id, case when rule.reason is not null then 'skipped' when right(p.sms_phone, 2) = '13' then 'failed' else 'sent' end,
              coalesce(rule.reason, case when right(p.sms_phone, 2) = '13' then 'The carrier refused the text' end), $2::timestamptz
         from patients p ${join} where ${where}`,
      params,
    );
    await q.query(
      `update broadcasts b set audience_size = c.total, sent = c.sent, failed = c.failed, skipped = c.skipped
         from (select count(*)::int as total, count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'failed')::int as failed,
                      count(*) filter (where status = 'skipped')::int as skipped from broadcast_recipients where broadcast_id = $1) c
        where b.id = $1`,
      [id],
    );
  }
}
