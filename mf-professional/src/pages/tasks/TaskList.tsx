/** The tasks of one due group, each with its status and assignee controls. */
import { observer } from 'mobx-react-lite';
import Select from 'antd/es/select';
import { Link } from '@hearth/shared-kernel/react';
import { paths } from '@hearth/shared-kernel/paths';
import { formatProfessionalName } from '../../components/names';
import { NOTIFICATION_TYPE_LABELS, TASK_STATUSES, type TaskStatus, formatDay } from '@hearth/shared-kernel/domain';
import { ToneTag, type Tone } from '../../components/ToneTag';
import type { Task } from '../../domain';
import type { TasksStore } from './TasksStore';

const STATUS_TONES: Record<TaskStatus, Tone> = { open: 'info', in_progress: 'warning', completed: 'positive', cancelled: 'neutral' };

export interface TaskListProps {
  store: TasksStore;
  tasks: Task[];
  canModify: boolean;
  overdue?: boolean;
}

export const TaskList = observer(function TaskList({ store, tasks, canModify, overdue }: TaskListProps) {
  return (
    <ul className="pro-task-list">
      {tasks.map((task) => {
        const busy = store.busy.has(task.id);
        const assignees = task.availableProfessionals?.length ? task.availableProfessionals : store.assignees;
        return (
          <li key={task.id} className="pro-task" data-task-id={task.id}>
            <div className="pro-task__main">
              <strong className="pro-task__title">{task.title}</strong>
              <span className={overdue ? 'pro-task__due pro-task__due--overdue' : 'pro-task__due'}>
                {task.dueDate ? `Due ${formatDay(task.dueDate)}` : 'No due date'}
              </span>
              {task.patientId ? (
                <Link to={paths.patientSettings('tasks', task.patientId)}>{task.patientName ?? 'Patient'}</Link>
              ) : null}
              {task.description ? <p className="pro-task__description">{task.description}</p> : null}
            </div>
            <div className="pro-task__controls">
              {task.type !== 'NORMAL' ? <ToneTag tone={task.type === 'URGENT' ? 'negative' : 'neutral'}>{NOTIFICATION_TYPE_LABELS[task.type]}</ToneTag> : null}
              <ToneTag tone={STATUS_TONES[task.status]}>{TASK_STATUSES[task.status] ?? task.status}</ToneTag>
              <Select
                aria-label={`Status of ${task.title}`}
                placeholder="Change status"
                value={null}
                disabled={!canModify || busy || task.availableStatuses.length === 0}
                loading={busy}
                onChange={(status: TaskStatus) => void store.changeStatus(task.id, status)}
                options={task.availableStatuses.map((a) => ({ value: a, label: TASK_STATUSES[a] ?? a }))}
                style={{ minWidth: 160 }}
              />
              <Select
                aria-label={`Assignee of ${task.title}`}
                value={task.assignedTo ?? undefined}
                placeholder="Unassigned"
                disabled={!canModify || busy}
                onChange={(id: string) => void store.assign(task.id, id)}
                options={assignees.map((p) => ({ value: p.id, label: formatProfessionalName(p) }))}
                style={{ minWidth: 200 }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
});
