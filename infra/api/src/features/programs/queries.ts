/**
 * Reads and writes of an organisation's programs: the list with counts per status, the catalogue,
 * the program roster and its eligible patients (server-side search, filter, sort, paging, at the
 * patient roster's scale), enrolling patients, and the outreach runs with their attempts.
 * Programs are named by catalogue key in URLs; a key the organisation does not run answers null.
 */
import { randomUUID } from 'node:crypto';
import {
  PROGRAM_ENROLLMENT_STATUSES,
  type CatalogueProgram,
  type EligiblePatient,
  type FunnelStep,
  type OutreachAttempt,
  type OutreachRun,
  type Paged,
  type ProgramEnrollmentStatus,
  type ProgramRosterPatient,
  type ProgramSummary,
} from '@hearth/shared-kernel/domain';
import type { Db, Queryable, SqlParam } from '../../platform/db/types';
import { iso, isoColumn, isoOrNull } from '../../platform/db/values';
import { nameSearchPredicate } from '../patients/port';
import { pagedList } from '../../platform/db/paged-list';

export interface OrgProgram {
  uuid: string;
  key: string;
  name: string;
  description: string;
}

export async function programOf(q: Queryable, orgId: string, key: string): Promise<OrgProgram | null> {
  const { rows } = await q.query<{ id: string; key: string; name: string; description: string }>(
    `select pr.id::text as id, pr.key, pr.name, coalesce(pr.description, c.description) as description
       from programs pr join program_catalogue c on c.key = pr.key
      where pr.org_id = $1 and pr.key = $2`,
    [orgId, key],
  );
  return rows[0] ? { uuid: rows[0].id, key: rows[0].key, name: rows[0].name, description: rows[0].description } : null;
}

const emptyCounts = () => Object.fromEntries(PROGRAM_ENROLLMENT_STATUSES.map((s) => [s, 0])) as Record<ProgramEnrollmentStatus, number>;

export async function programList(q: Queryable, orgId: string): Promise<ProgramSummary[]> {
  const { rows } = await q.query<{ key: string; name: string; description: string; status: ProgramEnrollmentStatus | null; n: number }>(
    `select pr.key, pr.name, coalesce(pr.description, c.description) as description, pp.status, count(pp.patient_id)::int as n
       from programs pr join program_catalogue c on c.key = pr.key
       left join patient_programs pp on pp.program_id = pr.id
      where pr.org_id = $1
      group by pr.key, pr.name, pr.description, c.description, pr.created_at, pp.status
      order by pr.created_at, pr.name`,
    [orgId],
  );
  const byKey = new Map<string, ProgramSummary>();
  for (const r of rows) {
    if (!byKey.has(r.key)) byKey.set(r.key, { id: r.key, name: r.name, description: r.description, counts: emptyCounts(), total: 0 });
    const p = byKey.get(r.key)!;
    if (r.status) {
      p.counts[r.status] = Number(r.n);
      p.total += Number(r.n);
    }
  }
  return [...byKey.values()];
}

export async function programSummary(q: Queryable, orgId: string, key: string): Promise<ProgramSummary | null> {
  return (await programList(q, orgId)).find((p) => p.id === key) ?? null;
}

export async function catalogue(q: Queryable, orgId: string): Promise<CatalogueProgram[]> {
  const { rows } = await q.query<{ key: string; name: string; description: string; added: boolean }>(
    `select c.key, c.name, c.description, exists (select 1 from programs pr where pr.org_id = $1 and pr.key = c.key) as added
       from program_catalogue c order by c.name`,
    [orgId],
  );
  return rows.map((r) => ({ id: r.key, name: r.name, description: r.description, added: Boolean(r.added) }));
}

/** Adds a catalogue program to the organisation; answers false when it is not in the catalogue. */
export async function addProgram(q: Queryable, orgId: string, key: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `insert into programs (id, org_id, name, key) select $1, $2, c.name, c.key from program_catalogue c where c.key = $3
     on conflict (org_id, key) do nothing`,
    [randomUUID(), orgId, key],
  );
  if (rowCount > 0) return true;
  const { rows } = await q.query('select 1 from program_catalogue where key = $1', [key]);
  return rows.length > 0;
}

/**
 * The funnel people read at a glance: everyone in the program, those the outreach reached
 * (invited at least once), those who agreed; the rest of SPEC's statuses beside it.
 */
export function funnelOf(counts: Record<ProgramEnrollmentStatus, number>, total: number): FunnelStep[] {
  const reached = total - counts['In queue'];
  return [
    { label: 'In the program', value: total },
    { label: 'Invited', value: reached },
    { label: 'Agreed', value: counts.Agreed },
  ];
}

interface PageQuery {
  search?: string;
  sortKey: string;
  sortDirection: 'ASC' | 'DESC';
  skip: number;
  take: number;
}

function searchWhere(search: string | undefined, params: SqlParam[]): string {
  const add = (v: SqlParam) => {
    params.push(v);
    return `$${params.length}`;
  };
  const s = search?.trim();
  return s ? ` and ${nameSearchPredicate(s, add, 'p.org_id = $1')}` : '';
}

const order = (cols: string[], dir: 'ASC' | 'DESC') =>
  [...cols.map((c) => `${c} ${dir === 'ASC' ? 'asc nulls last' : 'desc nulls first'}`), `p.id ${dir === 'ASC' ? 'asc' : 'desc'}`].join(', ');

const ROSTER_SORT: Record<string, string[]> = {
  lastName: ['p.search_last', 'p.search_first'],
  firstName: ['p.search_first', 'p.search_last'],
  dateOfBirth: ['p.date_of_birth'],
  status: ['pp.status', 'p.search_last'],
  updatedAt: ['pp.updated_at'],
};

/** The order and page of a patient list of a program (its roster, or the patients eligible for it). */
const pageOf = (query: PageQuery) => ({
  orderBy: order(ROSTER_SORT[query.sortKey] ?? ROSTER_SORT.lastName, query.sortDirection),
  skip: query.skip,
  take: query.take,
});

interface PatientBasics { id: string; first_name: string; last_name: string; date_of_birth: string | null; mrn: string | null }
const basics = (r: PatientBasics) => ({ patientId: r.id, firstName: r.first_name, lastName: r.last_name, dateOfBirth: r.date_of_birth, mrn: r.mrn });

export async function programRoster(
  q: Db,
  orgId: string,
  program: OrgProgram,
  query: PageQuery & { statuses?: string[] },
): Promise<Paged<ProgramRosterPatient>> {
  const params: SqlParam[] = [orgId, program.uuid];
  let where = 'p.org_id = $1 and pp.program_id = $2';
  if (query.statuses?.length) {
    params.push(query.statuses);
    where += ` and pp.status = any($${params.length}::text[])`;
  }
  where += searchWhere(query.search, params);
  return pagedList(
    q,
    {
      // Last invited: when the last invitation text went out (pp.last_invited_at is the window it
      // belongs to, which the demo's "next window now" runs ahead of time).
      columns: `p.id::text as id, p.first_name, p.last_name, p.date_of_birth::text as date_of_birth, p.mrn, pp.status, pp.invite_attempts,
                ${isoColumn(`select max(a.sent_at) from outreach_attempts a where a.patient_id = pp.patient_id and a.program_id = pp.program_id and a.status = 'sent'`)} as last_invited_at,
                pp.updated_at`,
      fromWhere: `from patient_programs pp join patients p on p.id = pp.patient_id where ${where}`,
      params,
      ...pageOf(query),
    },
    (r: PatientBasics & { status: ProgramEnrollmentStatus; invite_attempts: number; last_invited_at: unknown; updated_at: unknown }): ProgramRosterPatient => ({
      ...basics(r),
      status: r.status,
      inviteAttempts: r.invite_attempts,
      lastInvitedAt: isoOrNull(r.last_invited_at),
      updatedAt: iso(r.updated_at),
    }),
  );
}

export async function eligiblePatients(q: Db, orgId: string, program: OrgProgram, query: PageQuery): Promise<Paged<EligiblePatient>> {
  const params: SqlParam[] = [orgId, program.uuid];
  let where = 'p.org_id = $1 and not exists (select 1 from patient_programs pp where pp.patient_id = p.id and pp.program_id = $2)';
  where += searchWhere(query.search, params);
  return pagedList(
    q,
    {
      columns: `p.id::text as id, p.first_name, p.last_name, p.date_of_birth::text as date_of_birth, p.mrn, p.sms_phone, p.do_not_disturb,
                p.enrollment_status`,
      fromWhere: `from patients p where ${where}`,
      params,
      ...pageOf(query),
    },
    (r: PatientBasics & { sms_phone: string | null; do_not_disturb: boolean; enrollment_status: string }): EligiblePatient => ({
      ...basics(r),
      hasSmsPhone: Boolean(r.sms_phone),
      doNotDisturb: r.do_not_disturb,
      optedOut: r.enrollment_status === 'opted_out',
    }),
  );
}

/** Puts the organisation's patients In queue; answers the ids added (others were in already or not ours). */
export async function enrollPatients(q: Queryable, orgId: string, program: OrgProgram, patientIds: string[]): Promise<string[]> {
  const { rows } = await q.query<{ patient_id: string }>(
    `insert into patient_programs (patient_id, program_id, status, invite_attempts, queued_at, updated_at)
     select p.id, $2, 'In queue', 0, now(), now() from patients p where p.org_id = $1 and p.id = any($3::uuid[])
     on conflict (patient_id, program_id) do nothing
     returning patient_id::text as patient_id`,
    [orgId, program.uuid, patientIds],
  );
  return rows.map((r) => r.patient_id);
}

export async function enrollmentOf(q: Queryable, orgId: string, program: OrgProgram, patientId: string) {
  const { rows } = await q.query<{ status: ProgramEnrollmentStatus; invite_attempts: number }>(
    `select pp.status, pp.invite_attempts from patient_programs pp join patients p on p.id = pp.patient_id
      where pp.program_id = $1 and pp.patient_id = $2 and p.org_id = $3 for update of pp`,
    [program.uuid, patientId, orgId],
  );
  return rows[0] ? { status: rows[0].status, inviteAttempts: rows[0].invite_attempts } : null;
}

export async function setEnrollment(q: Queryable, program: OrgProgram, patientId: string, state: { status: ProgramEnrollmentStatus; inviteAttempts: number }) {
  await q.query(`update patient_programs set status = $3, invite_attempts = $4, updated_at = now() where program_id = $1 and patient_id = $2`, [
    program.uuid,
    patientId,
    state.status,
    state.inviteAttempts,
  ]);
}

const RUN_COLUMNS = `o.id::text as id, o.window_start, o.window_end, o.status,
  count(a.id) filter (where a.status = 'sent')::int as invited,
  count(a.id) filter (where a.status = 'failed')::int as failed,
  count(a.id) filter (where a.status = 'pending')::int as pending,
  count(a.id) filter (where a.result = 'agreed')::int as agreed,
  count(a.id) filter (where a.result = 'never_responded')::int as never_responded`;

interface RunRow {
  id: string; window_start: unknown; window_end: unknown; status: 'running' | 'done';
  invited: number; failed: number; pending: number; agreed: number; never_responded: number;
}
const toRun = (r: RunRow): OutreachRun => ({
  id: r.id,
  windowStart: iso(r.window_start),
  windowEnd: iso(r.window_end),
  status: r.status,
  invited: Number(r.invited),
  failed: Number(r.failed),
  pending: Number(r.pending),
  agreed: Number(r.agreed),
  neverResponded: Number(r.never_responded),
});

export async function outreachRuns(q: Db, program: OrgProgram, page: { skip: number; take: number }): Promise<Paged<OutreachRun>> {
  return pagedList(
    q,
    {
      columns: RUN_COLUMNS,
      fromWhere: 'from outreaches o left join outreach_attempts a on a.outreach_id = o.id where o.program_id = $1',
      countFromWhere: 'from outreaches o where o.program_id = $1',
      groupBy: 'o.id',
      orderBy: 'o.window_start desc',
      params: [program.uuid],
      ...page,
    },
    toRun,
  );
}

export async function outreachRun(q: Queryable, program: OrgProgram, outreachId: string): Promise<(OutreachRun & { attempts: OutreachAttempt[] }) | null> {
  const { rows } = await q.query<RunRow>(
    `select ${RUN_COLUMNS} from outreaches o left join outreach_attempts a on a.outreach_id = o.id
      where o.program_id = $1 and o.id = $2 group by o.id`,
    [program.uuid, outreachId],
  );
  if (!rows[0]) return null;
  const attempts = await q.query<{
    patient_id: string; first_name: string; last_name: string; attempt: number; status: OutreachAttempt['status'];
    reason: string | null; sent_at: unknown; result: OutreachAttempt['result']; replied_at: unknown;
  }>(
    `select a.patient_id::text as patient_id, p.first_name, p.last_name, a.attempt, a.status, a.reason, a.sent_at, a.result, a.replied_at
       from outreach_attempts a join patients p on p.id = a.patient_id
      where a.outreach_id = $1 order by p.search_last, p.search_first, a.id limit 2000`,
    [outreachId],
  );
  return {
    ...toRun(rows[0]),
    attempts: attempts.rows.map((a) => ({
      patientId: a.patient_id,
      firstName: a.first_name,
      lastName: a.last_name,
      attempt: a.attempt,
      status: a.status,
      reason: a.reason,
      sentAt: isoOrNull(a.sent_at),
      result: a.result,
      repliedAt: isoOrNull(a.replied_at),
    })),
  };
}

/**
 * Figures for the program's landings, each counting patients of this program (the labels in
 * ProgramFiguresView say so): invited in the last 7 days (a patient invited twice counts once),
 * agreed in the last 7 days, open tasks about them; and its runs and invitation texts sent.
 */
export async function programWeek(q: Queryable, orgId: string, program: OrgProgram) {
  const { rows } = await q.query<{ invited: number; agreed: number; tasks: number; runs: number; sent: number }>(
    `select
       (select count(distinct a.patient_id)::int from outreach_attempts a where a.program_id = $2 and a.status = 'sent' and a.sent_at > now() - interval '7 days') as invited,
       (select count(distinct a.patient_id)::int from outreach_attempts a where a.program_id = $2 and a.result = 'agreed' and a.replied_at > now() - interval '7 days') as agreed,
       (select count(*)::int from tasks t where t.org_id = $1 and t.status in ('open', 'in_progress')
           and t.patient_id in (select pp.patient_id from patient_programs pp where pp.program_id = $2)) as tasks,
       (select count(*)::int from outreaches o where o.program_id = $2) as runs,
       (select count(*)::int from outreach_attempts a where a.program_id = $2 and a.status = 'sent') as sent`,
    [orgId, program.uuid],
  );
  const r = rows[0];
  return { invitedThisWeek: Number(r.invited), agreedThisWeek: Number(r.agreed), openTasks: Number(r.tasks), outreachRuns: Number(r.runs), invitationsSent: Number(r.sent) };
}
