/** Calls about tasks (SPEC §3, §4, §7): mine, my organisation's, a new one, a status move or reassignment. */
import type { Task } from '../domain/tasks';
import { inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/tasks';

export const taskCalls = {
  /** `Task[]`: assigned to me, not done, or done in the last N days */
  mine: call<typeof S.mine, Task[]>()('GET', '/task', inOrg('VIEW_TASK')),
  /** `Task[]`: the organisation's open tasks and those done in the last 8 days */
  organisation: call<typeof S.organisation, Task[]>()('GET', '/keepintouch/tasks/allTasksByMyOrg', inOrg('VIEW_TASK')),
  /**
   * Takes `NewTask`. 201 `Task`; 400 with SPEC's three task messages; an optional `type` (SPEC §3
   * task types, default NORMAL): the practice's task assignments pick the assignee, who is notified
   * by their notification settings
   */
  create: call<typeof S.create, Task>()('POST', '/task', inOrg('ADD_TASK')),
  /**
   * `Task`; action = a status in `availableStatuses`, or `assign` with `{ assignedTo }`; 409 when
   * the move is not available
   */
  update: call<typeof S.update, Task>()('PUT', '/task/:id/update/:action', inOrg('MODIFY_TASK')),
};
