/** The tasks screen's calls (SPEC §7). Injected into the store so tests need no network. */
import { careTeamCalls, taskCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';
import { TASK_ASSIGN_ACTION, TASKS_INCOMPLETE_AND_RECENT } from '@hearth/shared-kernel/domain';
import type { NewTask, Task, TaskProfessional, TaskStatus } from '../../domain';

export interface TasksApi {
  /** My tasks: incomplete ones and those closed in the last days. */
  mine(): Promise<Task[]>;
  /** Every task of my organisation. */
  organisation(): Promise<Task[]>;
  updateStatus(id: string, status: TaskStatus): Promise<Task | void>;
  assign(id: string, professionalId: string): Promise<Task | void>;
  create(task: NewTask): Promise<Task | void>;
  careTeam(): Promise<TaskProfessional[]>;
}

export const tasksApi: TasksApi = {
  mine: () => http.call(taskCalls.mine, { query: { verbose: 'true', incompleteAndRecent: TASKS_INCOMPLETE_AND_RECENT } }),
  // Without each task's copy of the care team: the store has it from careTeam() (up to 1,000 tasks).
  organisation: () => http.call(taskCalls.organisation, { query: { verbose: 'false', incompleteAndRecent: TASKS_INCOMPLETE_AND_RECENT } }),
  updateStatus: (id, action) => http.call(taskCalls.update, { params: { id, action }, body: {} }),
  assign: (id, professionalId) => http.call(taskCalls.update, { params: { id, action: TASK_ASSIGN_ACTION }, body: { assignedTo: professionalId } }),
  // A refused task (400 with SPEC's messages) is the form's to show, not a reason to log out.
  create: (task) => http.call(taskCalls.create, { body: task }, { errorPolicy: 'caller' }),
  careTeam: async () => (await http.call(careTeamCalls.careTeam, { query: { take: 200 } })).results,
};
