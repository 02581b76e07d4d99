import type { TaskType } from './admin';
/** Tasks: statuses, the moves between them, and the shapes of the task calls. */

export const TASK_STATUSES = {
  open: 'Open',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Canceled',
} as const;
export type TaskStatus = keyof typeof TASK_STATUSES;

/** Statuses a task may move to from `status` (its availableStatuses; PUT task/{id}/update/{status}). */
export function availableTaskStatuses(status: TaskStatus): TaskStatus[] {
  switch (status) {
    case 'open':
      return ['in_progress', 'completed', 'cancelled'];
    case 'in_progress':
      return ['open', 'completed', 'cancelled'];
    case 'completed':
    case 'cancelled':
      return ['open'];
  }
}

/** Besides a status, PUT task/{id}/update/assign with { assignedTo } reassigns a task. */
export const TASK_ASSIGN_ACTION = 'assign';

export interface TaskProfessional {
  id: string;
  prefix: string | null;
  firstName: string;
  lastName: string;
  suffix: string | null;
}

export interface Task {
  id: string;
  orgId: string;
  title: string;
  description: string;
  /** 'YYYY-MM-DD'; the due time is noon local on that day (SPEC §4). */
  dueDate: string | null;
  status: TaskStatus;
  availableStatuses: TaskStatus[];
  /** Professional id, or null. */
  assignedTo: string | null;
  availableProfessionals: TaskProfessional[];
  patientId: string | null;
  patientName: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  /** SPEC §3 task type: the practice's task assignments route a new task by it. */
  type: TaskType;
}

/** POST /task. */
export interface NewTask {
  title: string;
  description: string;
  assignedTo: string;
  dueDate: string | null;
  patientId?: string | null;
  type?: TaskType;
}
