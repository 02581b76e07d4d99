/** Calls about tasks (SPEC §3, §4, §7): mine, my organisation's, a new one, a status move or reassignment. */
import type { Task } from '../domain/tasks';
import { inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/tasks';

export const taskCalls = {
  mine: call<typeof S.mine, Task[]>()('GET', '/task', inOrg('VIEW_TASK')),
  organisation: call<typeof S.organisation, Task[]>()('GET', '/keepintouch/tasks/allTasksByMyOrg', inOrg('VIEW_TASK')),
  create: call<typeof S.create, Task>()('POST', '/task', inOrg('ADD_TASK')),
  update: call<typeof S.update, Task>()('PUT', '/task/:id/update/:action', inOrg('MODIFY_TASK')),
};
