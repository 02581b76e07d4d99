import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { startIdleLogout } from '@hearth/shared-kernel/idle';
import { session } from '@hearth/shared-kernel/session';
import { logInWith, resetSession } from '../../testing/session';
import type { Task } from '../../domain';
import { task as makeTask } from '../../testing/fixtures';
import TasksPage from './TasksPage';
import type { TasksApi } from './tasksApi';

const today = new Date();
const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const plusDays = (n: number) => iso(new Date(today.getFullYear(), today.getMonth(), today.getDate() + n));

const task = (id: string, dueDate: string): Task => makeTask({ id, title: `Task ${id}`, dueDate, availableStatuses: ['completed'], assignedTo: 'p1' });

function api(): jest.Mocked<TasksApi> {
  return {
    mine: jest.fn().mockResolvedValue([task('late', plusDays(-3)), task('now', plusDays(0)), task('next', plusDays(1)), task('later', plusDays(9))]),
    organisation: jest.fn().mockResolvedValue([]),
    updateStatus: jest.fn().mockResolvedValue(undefined),
    assign: jest.fn().mockResolvedValue(undefined),
    create: jest.fn().mockResolvedValue(undefined),
    careTeam: jest.fn().mockResolvedValue([]),
  } as jest.Mocked<TasksApi>;
}

beforeEach(() => {
  resetSession();
  logInWith(['39', '38', '40']);
});

const renderPage = (a: TasksApi) =>
  render(<TasksPage title="Tasks" api={a} />);

/** An open antd select's option (the list renders apart from the field). */
const option = async (title: string) => (await screen.findAllByTitle(title)).find((el) => el.classList.contains('ant-select-item-option'))!;

// antd renders slowly under jsdom, and the machine's two cores are shared.
jest.setTimeout(20_000);

describe('TasksPage', () => {
  it('shows each task under its due group', async () => {
    renderPage(api());
    const overdue = await screen.findByRole('region', { name: /Overdue/ });
    expect(within(overdue).getByText('Task late')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /Today/ })).getByText('Task now')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /Tomorrow/ })).getByText('Task next')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /Future/ })).getByText('Task later')).toBeInTheDocument();
  });

  it('filters the loaded tasks by the words searched, and says when none match', async () => {
    jest.useFakeTimers();
    renderPage(api());
    await screen.findByText('Task late');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tasks' }), { target: { value: 'task LATE' } });
    await act(async () => void jest.advanceTimersByTime(300));
    expect(screen.getByText('Task late')).toBeInTheDocument();
    expect(screen.queryByText('Task now')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tasks' }), { target: { value: 'nothing like it' } });
    await act(async () => void jest.advanceTimersByTime(300));
    expect(screen.getByText('No task matches this search.')).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('never shows completed work as overdue, and groups a task without a due date under its own heading', async () => {
    const a = api();
    a.mine.mockResolvedValue([
      makeTask({ id: 'done', title: 'Done late', dueDate: plusDays(-3), status: 'completed' }),
      makeTask({ id: 'nodate', title: 'Call back', dueDate: null }),
    ]);
    renderPage(a);
    const closed = await screen.findByRole('region', { name: /Completed or canceled/ });
    expect(within(closed).getByText('Done late')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /Overdue/ })).queryByText('Done late')).toBeNull();
    const undated = screen.getByRole('region', { name: /No due date/ });
    expect(within(undated).getByText('Call back')).toBeInTheDocument();
    expect(screen.queryByText(/Due No due date/)).toBeNull();
  });

  it('shows the three validation messages and creates nothing until they are met', async () => {
    const a = api();
    renderPage(a);
    fireEvent.click(await screen.findByRole('button', { name: 'New task' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create task' }));
    expect(await screen.findByText('Please enter a Task Title')).toBeInTheDocument();
    expect(screen.getByText('Please assign this task to a Care Team Member')).toBeInTheDocument();
    expect(screen.getByText('Please enter a Task Description')).toBeInTheDocument();
    expect(a.create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Refill' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Metformin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(screen.queryByText('Please enter a Task Title')).toBeNull());
    expect(screen.getByText('Please assign this task to a Care Team Member')).toBeInTheDocument();
    expect(a.create).not.toHaveBeenCalled();
  });

  it('creates a task of the type chosen (Normal unless changed), and the list tags a task that is not Normal', async () => {
    const a = api();
    a.mine.mockResolvedValue([makeTask({ id: 'u', title: 'Chest pain call', dueDate: plusDays(1), type: 'URGENT' }), task('plain', plusDays(1))]);
    a.careTeam.mockResolvedValue([{ id: 'p1', prefix: 'Dr.', firstName: 'Amy', lastName: 'Chen', suffix: 'MD' }]);
    renderPage(a);
    const tomorrow = await screen.findByRole('region', { name: /Tomorrow/ });
    expect(within(tomorrow).getAllByText('Urgent')).toHaveLength(1);
    expect(within(tomorrow).queryByText('Normal')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'New task' }));
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Refill' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Metformin' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Assign to' }));
    fireEvent.click(await option('Dr. Amy Chen, MD'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await option('Medication'));
    fireEvent.click(screen.getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(a.create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Refill', assignedTo: 'p1', type: 'MEDICATION' })));
  });

  it('hides New task without ADD_TASK', async () => {
    resetSession();
    logInWith(['39']);
    renderPage(api());
    await screen.findByText('Task late');
    expect(screen.queryByRole('button', { name: 'New task' })).toBeNull();
  });
});

describe('an open modal and the idle logout', () => {
  it('the New task dialog closes when the session times out, though the page stays mounted', async () => {
    renderPage(api());
    fireEvent.click(await screen.findByRole('button', { name: 'New task' }));
    expect(await screen.findByRole('button', { name: 'Create task' })).toBeInTheDocument();

    const stop = startIdleLogout({ timeoutMs: 300 });
    try {
      await waitFor(() => expect(session.accessToken).toBeNull(), { timeout: 5_000 });
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Create task' })).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    } finally {
      stop();
    }
  });
});
