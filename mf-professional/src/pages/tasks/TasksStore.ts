/**
 * View state of the tasks screen: which list (mine or my organisation's), the tasks grouped by due
 * date, and the actions on one task. SPEC §8 toasts on failure, 'Task Status Updated' on success.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { showToast } from '@hearth/shared-kernel/bus';
import { TOAST_DEFAULT_MS } from '@hearth/shared-kernel/domain';
import type { NewTask, Task, TaskProfessional, TaskStatus } from '../../domain';
import { groupTasks } from './taskGroups';
import type { TasksApi } from './tasksApi';

export type TaskScope = 'mine' | 'organisation';

export const TASK_TOASTS = {
  loadFailed: 'Could not get tasks. Please try again later.',
  updated: 'Task Status Updated',
  statusFailed: 'Error updating Status',
  updateFailed: 'Failed to update task. Please try again later.',
} as const;

export class TasksStore {
  scope: TaskScope = 'mine';
  tasks: Task[] = [];
  careTeam: TaskProfessional[] = [];
  loading = false;
  error: string | null = null;
  /** Task ids with a change on the way, so their controls show it and cannot be pressed twice. */
  busy = new Set<string>();
  now: Date;
  /** Words of a title, description or patient name: the list is all loaded, so it filters here. */
  search = '';

  constructor(
    private readonly api: TasksApi,
    private readonly clock: () => Date = () => new Date(),
    /** Only this patient's tasks, from the organisation's list (patient settings). */
    readonly patientId: string | null = null,
  ) {
    this.now = clock();
    if (patientId) this.scope = 'organisation';
    makeAutoObservable<TasksStore, 'api' | 'clock'>(this, { api: false, clock: false, patientId: false });
  }

  get shown(): Task[] {
    const words = this.search.toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length) return this.tasks;
    return this.tasks.filter((t) => {
      const text = `${t.title} ${t.description ?? ''} ${t.patientName ?? ''}`.toLowerCase();
      return words.every((w) => text.includes(w));
    });
  }

  get grouped() {
    return groupTasks(this.shown, this.now);
  }

  setSearch(search: string): void {
    this.search = search;
  }

  /** Everyone a task can be assigned to: the care team, else whoever the tasks offer. */
  get assignees(): TaskProfessional[] {
    const byId = new Map<string, TaskProfessional>();
    for (const p of this.careTeam) byId.set(p.id, p);
    for (const t of this.tasks) for (const p of t.availableProfessionals ?? []) if (!byId.has(p.id)) byId.set(p.id, p);
    return [...byId.values()];
  }

  setScope(scope: TaskScope): Promise<void> {
    this.scope = scope;
    return this.load();
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    const scope = this.scope;
    try {
      const tasks = scope === 'mine' ? await this.api.mine() : await this.api.organisation();
      runInAction(() => {
        if (scope !== this.scope) return;
        this.tasks = this.patientId ? tasks.filter((t) => t.patientId === this.patientId) : tasks;
        this.now = this.clock();
      });
    } catch {
      runInAction(() => {
        this.error = TASK_TOASTS.loadFailed;
      });
      showToast({ header: 'Error', message: TASK_TOASTS.loadFailed, tone: 'error', durationMs: TOAST_DEFAULT_MS });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  async loadCareTeam(): Promise<void> {
    try {
      const team = await this.api.careTeam();
      runInAction(() => {
        this.careTeam = team;
      });
    } catch {
      // The tasks' own availableProfessionals still offer assignees.
    }
  }

  private replace(updated: Task | void, id: string, patch: Partial<Task>): void {
    this.tasks = this.tasks.map((t) => (t.id === id ? (updated && updated.id ? updated : { ...t, ...patch }) : t));
  }

  async changeStatus(id: string, action: TaskStatus): Promise<boolean> {
    return this.mutate(id, () => this.api.updateStatus(id, action), { status: action }, TASK_TOASTS.statusFailed, true);
  }

  async assign(id: string, professionalId: string): Promise<boolean> {
    return this.mutate(id, () => this.api.assign(id, professionalId), { assignedTo: professionalId }, TASK_TOASTS.updateFailed, false);
  }

  private async mutate(
    id: string,
    call: () => Promise<Task | void>,
    patch: Partial<Task>,
    failure: string,
    announce: boolean,
  ): Promise<boolean> {
    this.busy.add(id);
    try {
      const updated = await call();
      runInAction(() => this.replace(updated, id, patch));
      if (announce) showToast({ header: 'Success', message: TASK_TOASTS.updated, tone: 'success' });
      // The server decides the next statuses; ask again so the choices stay true.
      void this.load();
      return true;
    } catch {
      showToast({ header: 'Error', message: failure, tone: 'error' });
      return false;
    } finally {
      runInAction(() => this.busy.delete(id));
    }
  }

  async create(task: NewTask): Promise<boolean> {
    try {
      await this.api.create(this.patientId ? { ...task, patientId: this.patientId } : task);
      await this.load();
      return true;
    } catch {
      showToast({ header: 'Error', message: TASK_TOASTS.updateFailed, tone: 'error' });
      return false;
    }
  }
}
