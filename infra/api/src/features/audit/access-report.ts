/**
 * The access report: who read or changed patients' records in one organisation, from the audit
 * log (every row a professional wrote that names patients: record reads and changes, and PHI list
 * reads by id or by a kept set, migration 067). Newest first by time, paged by a row's id; the indexes of
 * migration 076 keep each filter a range or a lookup inside the organisation.
 */
import type { AccessReportPatient, AccessReportRow, AccessReportUser } from '@hearth/shared-kernel/domain';
import { ACCESS_REPORT_PATIENTS_SHOWN, accessOf } from '@hearth/shared-kernel/domain';
import type { Queryable, SqlParam } from '../../platform/db/types';

export interface AccessFilters {
  patientId?: string;
  professionalId?: string;
  /** Calendar days (YYYY-MM-DD), both included, in `timeZone`. */
  from?: string;
  to?: string;
  timeZone: string;
}

interface Raw {
  id: string;
  occurred_at: string;
  event: string;
  route: string | null;
  ip: string | null;
  detail: Record<string, unknown> | string;
  set_ids: string[] | null;
  title: string | null;
  first_name: string | null;
  last_name: string | null;
  suffix: string | null;
}

/** Events that name a patient but are not a professional's look at or change of a record. */
const NOT_ACCESS = ['not_found', 'access_denied'];

/** Rows of the filters, newest first: at most `limit`, older than the row `before` when given. */
async function rowsOf(q: Queryable, orgId: string, f: AccessFilters, limit: number, before?: string): Promise<Raw[]> {
  const params: SqlParam[] = [orgId, NOT_ACCESS];
  const add = (value: SqlParam) => `$${params.push(value)}`;
  // The second condition is the partial indexes' predicate (migration 076), word for word.
  const where = [
    'a.org_id = $1',
    "a.professional_id is not null and (a.detail ? 'patientId' or a.detail ? 'patientIds' or a.detail ? 'patientSet')",
    'a.event <> all($2::text[])',
  ];
  // One patient: their rows by the three indexes that name them, first (a few hundred at most
  // for most patients), then ordered; never a walk of the organisation's whole log.
  let hits = '';
  if (f.patientId) {
    const p = add(f.patientId);
    hits = `with hits as materialized (
              select id from audit_log where detail ->> 'patientId' = ${p}
              union select id from audit_log where detail -> 'patientIds' @> jsonb_build_array(${p}::text)
              union select id from audit_log where detail ->> 'patientSet' in (select digest from audit_patient_sets where patient_ids @> array[${p}::uuid]))
            `;
    where.push('a.id in (select id from hits)');
  }
  if (f.professionalId) where.push(`a.professional_id = ${add(f.professionalId)}::uuid`);
  if (f.from || f.to) {
    const tz = add(f.timeZone);
    if (f.from) where.push(`a.occurred_at >= (${add(f.from)}::date::timestamp at time zone ${tz})`);
    if (f.to) where.push(`a.occurred_at < ((${add(f.to)}::date + 1)::timestamp at time zone ${tz})`);
  }
  // Newest first by time, then id: the cursor is the last row's id, its time read back here.
  if (before) where.push(`(a.occurred_at, a.id) < (select b.occurred_at, b.id from audit_log b where b.id = ${add(before)}::bigint)`);
  const { rows } = await q.query<Raw>(
    `${hits}select a.id::text as id, to_char(a.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as occurred_at,
            a.event, a.route, a.ip, a.detail, s.patient_ids::text[] as set_ids,
            p.title, p.first_name, p.last_name, p.suffix
       from audit_log a
       left join audit_patient_sets s on s.digest = a.detail ->> 'patientSet'
       left join professionals p on p.id = a.professional_id
      where ${where.join('\n        and ')}
      order by a.occurred_at desc, a.id desc
      limit ${add(limit)}`,
    params,
  );
  return rows;
}

const detailOf = (r: Raw): Record<string, unknown> => (typeof r.detail === 'string' ? (JSON.parse(r.detail) as Record<string, unknown>) : r.detail);

/** Every patient id a row names, in the order it names them. */
function patientIdsOf(r: Raw): string[] {
  const d = detailOf(r);
  if (typeof d.patientId === 'string') return [d.patientId];
  if (Array.isArray(d.patientIds)) return d.patientIds.filter((x): x is string => typeof x === 'string');
  return r.set_ids ?? [];
}

const nameOf = (p: { title?: string | null; first_name: string | null; last_name: string | null; suffix?: string | null }) =>
  [p.title, p.first_name, p.last_name, p.suffix].filter(Boolean).join(' ');

/** The report's rows with names: the filtered patient alone, or the first few of each row. */
async function named(q: Queryable, orgId: string, raws: Raw[], f: AccessFilters): Promise<AccessReportRow[]> {
  const shown = raws.map((r) => {
    const ids = patientIdsOf(r);
    return { r, ids, show: f.patientId ? [f.patientId] : ids.slice(0, ACCESS_REPORT_PATIENTS_SHOWN) };
  });
  const wanted = [...new Set(shown.flatMap((s) => s.show))];
  const patients = new Map<string, AccessReportPatient>();
  if (wanted.length) {
    const { rows } = await q.query<{ id: string; first_name: string; last_name: string; mrn: string }>(
      'select id::text as id, first_name, last_name, mrn from patients where org_id = $1 and id = any($2::uuid[])',
      [orgId, wanted],
    );
    for (const p of rows) patients.set(p.id, { id: p.id, name: nameOf(p), mrn: p.mrn });
  }
  return shown.map(({ r, ids, show }) => {
    const { action, area } = accessOf(r.event, r.route);
    const list = show.flatMap((id) => patients.get(id) ?? []);
    return {
      id: r.id,
      occurredAt: r.occurred_at,
      who: r.first_name === null ? 'A removed user' : nameOf(r),
      action,
      area,
      patients: list,
      // Filtered by a patient, the row is about that patient alone: the others it named stay out of the report.
      patientCount: f.patientId ? list.length : ids.length,
      from: r.ip,
    };
  });
}

export async function accessReportPage(q: Queryable, orgId: string, f: AccessFilters, take: number, before?: string) {
  const raws = await rowsOf(q, orgId, f, take + 1, before);
  const page = raws.slice(0, take);
  return { items: await named(q, orgId, page, f), next: raws.length > take ? page[page.length - 1].id : null };
}

/** Every row of the filters (up to `max`; more answers null: the caller asks for narrower filters). */
export async function accessReportAll(q: Queryable, orgId: string, f: AccessFilters, max: number): Promise<AccessReportRow[] | null> {
  const raws = await rowsOf(q, orgId, f, max + 1);
  if (raws.length > max) return null;
  return named(q, orgId, raws, f);
}

/** Patients of the organisation whose name or MRN contains the search (10 at most, by name). */
export async function accessReportPatients(q: Queryable, orgId: string, search: string): Promise<AccessReportPatient[]> {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await q.query<{ id: string; first_name: string; last_name: string; mrn: string }>(
    `select id::text as id, first_name, last_name, mrn from patients
      where org_id = $1 and (first_name || ' ' || last_name ilike $2 or last_name || ', ' || first_name ilike $2 or mrn ilike $2)
      order by last_name, first_name, id
      limit 10`,
    [orgId, like],
  );
  return rows.map((p) => ({ id: p.id, name: nameOf(p), mrn: p.mrn }));
}

/** The organisation's professionals (current members), by name. */
export async function accessReportUsers(q: Queryable, orgId: string): Promise<AccessReportUser[]> {
  const { rows } = await q.query<{ id: string; title: string | null; first_name: string; last_name: string; suffix: string | null }>(
    `select p.id::text as id, p.title, p.first_name, p.last_name, p.suffix
       from professionals p join professional_org_roles r on r.professional_id = p.id
      where r.org_id = $1
      order by p.last_name, p.first_name, p.id`,
    [orgId],
  );
  return rows.map((p) => ({ id: p.id, name: nameOf(p) }));
}
