import { isFilled } from './contact';
import { TASK_MESSAGES } from './messages';

export interface NewTaskInput {
  title?: unknown;
  /** Care team member id. */
  assignedTo?: unknown;
  description?: unknown;
}

/** SPEC §5 new task: title, assignee and description are required. */
export function validateTask(input: NewTaskInput): string[] {
  const out: string[] = [];
  if (typeof input.title !== 'string' || !isFilled(input.title)) out.push(TASK_MESSAGES.title);
  const assignee = input.assignedTo;
  const assigned = (typeof assignee === 'string' && isFilled(assignee)) || (typeof assignee === 'number' && Number.isFinite(assignee));
  if (!assigned) out.push(TASK_MESSAGES.assignee);
  if (typeof input.description !== 'string' || !isFilled(input.description)) out.push(TASK_MESSAGES.description);
  return out;
}
