/**
 * Who a new task goes to (task assignments): the professionals the practice assigned its type to,
 * or failing that ALL_TASKS; among several, the one with the fewest open tasks. Null when no rule
 * applies, and the creator's choice stands.
 */
import type { TaskType } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../../platform/db/types';

export async function assigneeByRules(q: Queryable, orgId: string, type: TaskType): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    `select a.professional_id::text as id
       from practice_assignments a
       join professionals pr on pr.id = a.professional_id and not pr.disabled
       join professional_org_roles r on r.professional_id = a.professional_id and r.org_id = a.org_id
      where a.org_id = $1 and a.kind = 'tasks' and a.type in ($2, 'ALL_TASKS')
      order by (a.type = $2) desc,
               (select count(*) from tasks t where t.assigned_to = a.professional_id and t.org_id = $1 and t.status in ('open', 'in_progress')),
               lower(pr.last_name), pr.id
      limit 1`,
    [orgId, type],
  );
  return rows[0]?.id ?? null;
}
