/**
 * SPEC §4 task grouping: overdue, today, tomorrow, future by due date. Due times are set to noon
 * (local), so a date-only due date and a timestamp on the same day fall in the same group;
 * overdue means the due time has passed and it is not today (a task due today stays in today all
 * day, even after noon). Only open work is due: a task without a due date has its own group, and
 * a completed or cancelled task is never overdue (it goes to the closed group, last).
 */
import type { TaskStatus } from '@hearth/shared-kernel/domain';

export const TASK_GROUPS = ['overdue', 'today', 'tomorrow', 'future', 'undated', 'closed'] as const;
export type TaskGroup = (typeof TASK_GROUPS)[number];

export const TASK_GROUP_LABELS: Record<TaskGroup, string> = {
  overdue: 'Overdue',
  today: 'Today',
  tomorrow: 'Tomorrow',
  future: 'Future',
  undated: 'No due date',
  closed: 'Completed or canceled',
};

/** What an empty group says. */
export const TASK_GROUP_EMPTY: Record<TaskGroup, string> = {
  overdue: 'Nothing overdue.',
  today: 'Nothing due today.',
  tomorrow: 'Nothing due tomorrow.',
  future: 'Nothing due later.',
  undated: 'Every open task has a due date.',
  closed: 'No completed or canceled tasks.',
};

const CLOSED: ReadonlySet<TaskStatus> = new Set(['completed', 'cancelled']);

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The due time: noon local on the due date's calendar day. A date-only string is that local day. */
export function dueAtNoon(due: string | Date): Date | null {
  if (typeof due === 'string') {
    const m = DATE_ONLY.exec(due.trim());
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12, 0, 0, 0);
  }
  const d = new Date(due);
  if (Number.isNaN(d.getTime())) return null;
  return new Date(d.getFullYear(), d.getMonth(), d.getDate(), 12, 0, 0, 0);
}

const dayKey = (d: Date): number => d.getFullYear() * 10_000 + d.getMonth() * 100 + d.getDate();

/** The due group of an open task. */
export function taskGroupOf(due: string | Date | null | undefined, now: Date): TaskGroup {
  if (due === null || due === undefined || due === '') return 'undated';
  const at = dueAtNoon(due);
  if (!at) return 'undated';
  const today = dayKey(now);
  const tomorrowDate = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  if (dayKey(at) === today) return 'today';
  if (at.getTime() < now.getTime()) return 'overdue';
  if (dayKey(at) === dayKey(tomorrowDate)) return 'tomorrow';
  return 'future';
}

export type GroupedTasks<T> = Record<TaskGroup, T[]>;

/** Groups tasks, each group ordered by due time (earliest first; undated last). */
export function groupTasks<T extends { dueDate?: string | null; status: TaskStatus }>(tasks: readonly T[], now: Date): GroupedTasks<T> {
  const out = Object.fromEntries(TASK_GROUPS.map((g) => [g, [] as T[]])) as GroupedTasks<T>;
  for (const task of tasks) out[CLOSED.has(task.status) ? 'closed' : taskGroupOf(task.dueDate, now)].push(task);
  const time = (t: T) => (t.dueDate ? (dueAtNoon(t.dueDate)?.getTime() ?? Infinity) : Infinity);
  for (const group of TASK_GROUPS) out[group].sort((a, b) => time(a) - time(b));
  return out;
}
