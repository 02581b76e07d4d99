/** Reading and changing an organisation's hospital events. */
import type { AdtEvent, AdtEventStatus, AdtEventType, AdtMatch, Paged } from '@hearth/shared-kernel/domain';
import type { Db, Queryable, SqlParam } from '../../platform/db/types';
import { iso, isoOrNull, likeInfix } from '../../platform/db/values';
import { pagedList } from '../../platform/db/paged-list';
import { storedPidPatient } from './pid-patient';

const COLUMNS = `e.id::text as id, e.org_id::text as org_id, e.type, e.status, e.occurred_at, e.received_at, m.sending_facility,
  coalesce(f.name, m.sending_facility) as facility_name,
  e.patient_id::text as patient_id, e.match_method, e.mrn,
  coalesce(p.first_name, e.first_name) as first_name, coalesce(p.last_name, e.last_name) as last_name,
  to_char(coalesce(p.date_of_birth, e.date_of_birth), 'YYYY-MM-DD') as date_of_birth,
  e.patient_class, e.location, e.attending, e.reason, e.acknowledged_at,
  case when a.id is null then null else a.first_name || ' ' || a.last_name end as acknowledged_by, e.task_id::text as task_id,
  case when e.patient_id is null then m.raw end as unmatched_raw`;
const SHOWN_NAME = `coalesce(p.first_name, e.first_name) || ' ' || coalesce(p.last_name, e.last_name)`;
const FROM = `from adt_events e join adt_messages m on m.id = e.message_id left join adt_facility_names f on f.code = upper(m.sending_facility)
  left join patients p on p.id = e.patient_id left join professionals a on a.id = e.acknowledged_by`;

interface Row {
  id: string;
  org_id: string;
  type: AdtEventType;
  status: AdtEventStatus;
  occurred_at: unknown;
  received_at: unknown;
  sending_facility: string;
  facility_name: string;
  patient_id: string | null;
  match_method: AdtMatch | null;
  mrn: string | null;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  patient_class: string | null;
  location: string | null;
  attending: string | null;
  reason: string | null;
  acknowledged_at: unknown;
  acknowledged_by: string | null;
  task_id: string | null;
  /** The stored message of an unmatched event (its PID is what "Add to roster" starts from). */
  unmatched_raw: string | null;
}

const toEvent = (r: Row): AdtEvent => ({
  id: r.id,
  orgId: r.org_id,
  type: r.type,
  status: r.status,
  occurredAt: iso(r.occurred_at),
  receivedAt: iso(r.received_at),
  facility: r.sending_facility,
  facilityName: r.facility_name,
  patientId: r.patient_id,
  match: r.match_method,
  mrn: r.mrn,
  patientName: `${r.first_name} ${r.last_name}`.trim(),
  dateOfBirth: r.date_of_birth,
  patientClass: r.patient_class,
  location: r.location,
  attending: r.attending,
  reason: r.reason,
  acknowledgedAt: isoOrNull(r.acknowledged_at),
  acknowledgedBy: r.acknowledged_by,
  taskId: r.task_id,
  hl7Patient: r.unmatched_raw === null ? null : storedPidPatient(r.unmatched_raw),
});

/** The names of the sending facilities (from configuration, at start), shown instead of their codes. */
export async function saveFacilityNames(q: Queryable, names: Readonly<Record<string, string>>): Promise<void> {
  for (const [code, name] of Object.entries(names)) {
    await q.query(`insert into adt_facility_names (code, name) values ($1, $2) on conflict (code) do update set name = excluded.name`, [code.toUpperCase(), name]);
  }
}

export interface EventFilter {
  orgId: string;
  /** Only events needing action. */
  pending?: boolean;
  patientId?: string;
  type?: AdtEventType;
  /** Inclusive UTC days. */
  from?: string;
  to?: string;
  /** Words of the patient's name or the MRN the hospital sent. */
  search?: string;
  skip: number;
  take: number;
}

export async function eventPage(q: Db, f: EventFilter): Promise<Paged<AdtEvent>> {
  const params: SqlParam[] = [f.orgId];
  const where = ['e.org_id = $1'];
  const add = (clause: (n: string) => string, value: SqlParam) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (f.pending) where.push(`e.status = 'new'`);
  if (f.patientId) add((n) => `e.patient_id = ${n}`, f.patientId);
  if (f.type) add((n) => `e.type = ${n}`, f.type);
  if (f.from) add((n) => `e.occurred_at >= (${n}::date)::timestamp at time zone 'UTC'`, f.from);
  if (f.to) add((n) => `e.occurred_at < ((${n}::date) + 1)::timestamp at time zone 'UTC'`, f.to);
  // The name as the list shows it (the roster's when the event is matched, else the hospital's) and the MRN the hospital sent.
  if (f.search) add((n) => `(${SHOWN_NAME} ilike ${n} or e.mrn ilike ${n})`, likeInfix(f.search));
  const whereSql = where.join(' and ');
  return pagedList(
    q,
    {
      columns: COLUMNS,
      fromWhere: `${FROM} where ${whereSql}`,
      // A search reads the patient's name, which needs the joins; otherwise the count needs none.
      countFromWhere: f.search ? undefined : `from adt_events e where ${whereSql}`,
      orderBy: 'e.occurred_at desc, e.id desc',
      params,
      skip: f.skip,
      take: f.take,
    },
    toEvent,
  );
}

export async function eventInOrg(q: Queryable, orgId: string, id: string): Promise<AdtEvent | null> {
  const { rows } = await q.query<Row>(`select ${COLUMNS} ${FROM} where e.id = $1 and e.org_id = $2`, [id, orgId]);
  return rows[0] ? toEvent(rows[0]) : null;
}

/** Marks an event handled by this professional; answers false when it was already handled. */
export async function closeEvent(q: Queryable, id: string, professionalId: string, status: Exclude<AdtEventStatus, 'new'>, taskId: string | null = null): Promise<boolean> {
  const { rows } = await q.query(
    `update adt_events set status = $3, acknowledged_at = now(), acknowledged_by = $2, task_id = coalesce($4, task_id)
      where id = $1 and status = 'new' returning id`,
    [id, professionalId, status, taskId],
  );
  return rows.length > 0;
}

export async function matchEvent(q: Queryable, id: string, patientId: string): Promise<void> {
  await q.query(`update adt_events set patient_id = $2, match_method = 'manual' where id = $1`, [id, patientId]);
}

/** Matches an event still unmatched (a person added its patient); false when it was matched meanwhile. */
export async function matchUnmatchedEvent(q: Queryable, id: string, patientId: string): Promise<boolean> {
  const { rows } = await q.query(`update adt_events set patient_id = $2, match_method = 'manual' where id = $1 and patient_id is null returning id`, [id, patientId]);
  return rows.length > 0;
}

/** A task made from an event (the task's type left to the table's default), due on a calendar day or never. */
export async function insertEventTask(
  q: Queryable,
  t: { id: string; orgId: string; patientId: string | null; title: string; description: string; assignedTo: string; createdBy: string; dueDate: string | null },
): Promise<void> {
  await q.query(
    `insert into tasks (id, org_id, patient_id, title, description, assigned_to, created_by, due_date)
         values ($1, $2, $3, $4, $5, $6, $7, $8::date)`,
    [t.id, t.orgId, t.patientId, t.title, t.description, t.assignedTo, t.createdBy, t.dueDate],
  );
}
