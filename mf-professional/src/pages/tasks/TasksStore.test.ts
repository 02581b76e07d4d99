import { bus } from '@hearth/shared-kernel/bus';
import type { ToastEvent } from '@hearth/shared-kernel/bus';
import type { Task } from '../../domain';
import { task as makeTask } from '../../testing/fixtures';
import { TASK_TOASTS, TasksStore } from './TasksStore';
import type { TasksApi } from './tasksApi';

const task = (over: Partial<Task>): Task => makeTask({ availableStatuses: ['in_progress', 'completed'], ...over });

function fakeApi(over: Partial<TasksApi> = {}): jest.Mocked<TasksApi> {
  return {
    mine: jest.fn().mockResolvedValue([task({ id: 'a', dueDate: '2026-11-20' }), task({ id: 'b' })]),
    organisation: jest.fn().mockResolvedValue([task({ id: 'c', dueDate: '2026-11-23' })]),
    updateStatus: jest.fn().mockResolvedValue(undefined),
    assign: jest.fn().mockResolvedValue(undefined),
    create: jest.fn().mockResolvedValue(undefined),
    careTeam: jest.fn().mockResolvedValue([{ id: 'p2', prefix: null, firstName: 'Sam', lastName: 'Ortiz', suffix: 'RN' }]),
    ...over,
  } as jest.Mocked<TasksApi>;
}

const clock = () => new Date(2026, 10, 22, 15);
let toasts: ToastEvent[];
let sub: { unsubscribe(): void };
beforeEach(() => {
  toasts = [];
  sub = bus.toast$.subscribe((t) => toasts.push(t));
});
afterEach(() => sub.unsubscribe());

describe('TasksStore', () => {
  it('loads my tasks and groups them by due date', async () => {
    const store = new TasksStore(fakeApi(), clock);
    await store.load();
    expect(store.grouped.overdue.map((t) => t.id)).toEqual(['a']);
    expect(store.grouped.today.map((t) => t.id)).toEqual(['b']);
  });

  it('switches to my organisation\'s tasks', async () => {
    const api = fakeApi();
    const store = new TasksStore(api, clock);
    await store.setScope('organisation');
    expect(api.organisation).toHaveBeenCalled();
    expect(store.grouped.tomorrow.map((t) => t.id)).toEqual(['c']);
  });

  it('toasts SPEC\'s message when tasks cannot be loaded', async () => {
    const store = new TasksStore(fakeApi({ mine: jest.fn().mockRejectedValue(new Error('500')) }), clock);
    await store.load();
    expect(store.error).toBe(TASK_TOASTS.loadFailed);
    expect(toasts.map((t) => t.message)).toContain('Could not get tasks. Please try again later.');
  });

  it('changes a status through the chosen action and says Task Status Updated', async () => {
    const api = fakeApi();
    const store = new TasksStore(api, clock);
    await store.load();
    expect(await store.changeStatus('b', 'completed')).toBe(true);
    expect(api.updateStatus).toHaveBeenCalledWith('b', 'completed');
    expect(toasts.map((t) => t.message)).toContain('Task Status Updated');
  });

  it('says Error updating Status when the server refuses', async () => {
    const store = new TasksStore(fakeApi({ updateStatus: jest.fn().mockRejectedValue(new Error('409')) }), clock);
    await store.load();
    expect(await store.changeStatus('b', 'completed')).toBe(false);
    expect(toasts.map((t) => t.message)).toContain('Error updating Status');
    expect(store.busy.size).toBe(0);
  });

  it('offers the care team and the tasks\' professionals as assignees, once each', async () => {
    const store = new TasksStore(fakeApi(), clock);
    await Promise.all([store.load(), store.loadCareTeam()]);
    expect(store.assignees.map((p) => p.id).sort()).toEqual(['p1', 'p2']);
  });

  it('keeps to one patient on the patient\'s tasks page, and creates tasks for that patient', async () => {
    const api = fakeApi({
      organisation: jest.fn().mockResolvedValue([task({ id: 'x', patientId: 'p9' }), task({ id: 'y', patientId: 'p1' })]),
    });
    const store = new TasksStore(api, clock, 'p9');
    await store.load();
    expect(api.mine).not.toHaveBeenCalled();
    expect(store.tasks.map((t) => t.id)).toEqual(['x']);
    await store.create({ title: 'T', description: 'D', assignedTo: 'p1', dueDate: null });
    expect(api.create).toHaveBeenCalledWith(expect.objectContaining({ patientId: 'p9' }));
  });
});
