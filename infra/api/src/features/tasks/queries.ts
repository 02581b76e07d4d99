/** Tasks of one organisation, answered with their available statuses and assignees. */
import { availableTaskStatuses, type Task, type TaskProfessional, type TaskStatus, type TaskType } from '@hearth/shared-kernel/domain';
import type { Queryable, SqlParam } from '../../platform/db/types';
import { bind } from '../../platform/db/bind';
import { isoColumn } from '../../platform/db/values';
import { isUuid } from '@hearth/shared-kernel/rules';

const COLUMNS = `t.id::text as id, t.org_id::text as org_id, t.title, t.description, t.due_date::text as due_date, t.status,
  t.assigned_to::text as assigned_to, t.patient_id::text as patient_id,
  case when p.id is null then null else p.first_name || ' ' || p.last_name end as patient_name,
  t.created_by::text as created_by, ${isoColumn('t.created_at')} as created_at, ${isoColumn('t.updated_at')} as updated_at,
  ${isoColumn('t.completed_at')} as completed_at, t.task_type`;
const FROM = 'from tasks t left join patients p on p.id = t.patient_id';

interface TaskShape {
  id: string;
  org_id: string;
  title: string;
  description: string;
  due_date: string | null;
  status: TaskStatus;
  assigned_to: string | null;
  patient_id: string | null;
  patient_name: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  task_type: TaskType;
}

function toTask(r: TaskShape, professionals: TaskProfessional[]): Task {
  return {
    id: r.id,
    orgId: r.org_id,
    title: r.title,
    description: r.description,
    dueDate: r.due_date,
    status: r.status,
    availableStatuses: availableTaskStatuses(r.status),
    assignedTo: r.assigned_to,
    availableProfessionals: professionals,
    patientId: r.patient_id,
    patientName: r.patient_name,
    createdBy: r.created_by,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    completedAt: r.completed_at,
    type: r.task_type,
  };
}

export interface TaskListFilter {
  orgId: string;
  /** Only this professional's tasks. */
  assignedTo?: string;
  /** Open tasks, and finished ones updated in the last N days. */
  recentDays: number;
  patientId?: string;
}

/** The most a task list answers (the earliest due first). */
const TASK_LIST_LIMIT = 1000;

export async function taskList(q: Queryable, f: TaskListFilter, professionals: TaskProfessional[]): Promise<Task[]> {
  const params: SqlParam[] = [f.orgId, f.recentDays];
  const where = ['t.org_id = $1'];
  if (f.assignedTo) {
    where.push(`t.assigned_to = ${bind(params, f.assignedTo)}`);
  }
  if (f.patientId) {
    where.push(`t.patient_id = ${bind(params, f.patientId)}`);
  }
  const order = 'due_date asc nulls last, created_at asc';
  const part = (condition: string) =>
    `(select t.id, t.due_date, t.created_at from tasks t where ${[...where, condition].join(' and ')} order by ${order} limit ${TASK_LIST_LIMIT})`;
  // The ids first, from the open ones and the recently finished ones as two index-only range
  // scans (migration 061's partial indexes) rather than one OR over all the organisation's tasks;
  // then only those rows are read.
  const { rows } = await q.query<TaskShape>(
    `with picked as (
       select * from (${part(`t.status in ('open', 'in_progress')`)}
                      union all
                      ${part(`t.status not in ('open', 'in_progress') and t.updated_at > now() - make_interval(days => $2::int)`)}) u
        order by ${order} limit ${TASK_LIST_LIMIT})
     select ${COLUMNS} from picked k join tasks t on t.id = k.id left join patients p on p.id = t.patient_id
      order by k.due_date asc nulls last, k.created_at asc, t.id`,
    params,
  );
  return rows.map((r) => toTask(r, professionals));
}

export async function taskInOrg(q: Queryable, orgId: string, id: string, professionals: TaskProfessional[]): Promise<Task | null> {
  if (!isUuid(id)) return null;
  const { rows } = await q.query<TaskShape>(`select ${COLUMNS} ${FROM} where t.id = $1 and t.org_id = $2`, [id, orgId]);
  return rows[0] ? toTask(rows[0], professionals) : null;
}

/** A task made by hand, due on a calendar day (yyyy-mm-dd) or never. */
export async function insertTask(
  q: Queryable,
  t: { id: string; orgId: string; patientId: string | null; title: string; description: string; assignedTo: string; createdBy: string; dueDate: string | null; type: TaskType },
): Promise<void> {
  await q.query(
    `insert into tasks (id, org_id, patient_id, title, description, assigned_to, created_by, due_date, task_type)
       values ($1, $2, $3, $4, $5, $6, $7, $8::date, $9)`,
    [t.id, t.orgId, t.patientId, t.title, t.description, t.assignedTo, t.createdBy, t.dueDate, t.type],
  );
}

export async function assignTask(q: Queryable, id: string, assignedTo: string): Promise<void> {
  await q.query('update tasks set assigned_to = $2, updated_at = now() where id = $1', [id, assignedTo]);
}

/** Moves the task to a status; it is completed (with the time) only while its status is 'completed'. */
export async function setTaskStatus(q: Queryable, id: string, status: TaskStatus): Promise<void> {
  await q.query(
    `update tasks set status = $2, updated_at = now(), completed_at = case when $2 = 'completed' then now() else null end where id = $1`,
    [id, status],
  );
}
