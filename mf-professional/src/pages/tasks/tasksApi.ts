/** The tasks screen's calls (SPEC §7). Injected into the store so tests need no network. */
import { http } from '@hearth/shared-kernel/http';
import { TASK_ASSIGN_ACTION, TASKS_INCOMPLETE_AND_RECENT } from '@hearth/shared-kernel/domain';
import { listOf } from '../../components/answers';
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
  mine: async () => listOf<Task>(await http.get('task', { query: { verbose: true, incompleteAndRecent: TASKS_INCOMPLETE_AND_RECENT } })),
  organisation: async () => listOf<Task>(await http.get('keepintouch/tasks/allTasksByMyOrg')),
  updateStatus: (id, action) => http.put(`task/${encodeURIComponent(id)}/update/${encodeURIComponent(action)}`, { body: {} }),
  assign: (id, professionalId) =>
    http.put(`task/${encodeURIComponent(id)}/update/${TASK_ASSIGN_ACTION}`, { body: { assignedTo: professionalId } }),
  // A refused task (400 with SPEC's messages) is the form's to show, not a reason to log out.
  create: (task) => http.post('task', { body: task, errorPolicy: 'caller' }),
  careTeam: async () => listOf<TaskProfessional>(await http.get('roster-professional', { query: { take: 200 } })),
};
