/** Input schemas of the task calls (../tasks.ts), one export per call, named as the call. */
import { z } from 'zod';
import { TASKS_INCOMPLETE_AND_RECENT } from '../../domain/constants';
import { NEW_TASK_TYPES, type TaskType } from '../../domain/admin';
import { uuid } from './common';

/** Days back that closed tasks still show (incomplete ones always do). */
const recentDays = () => z.coerce.number<number>().int().min(0).max(365).default(TASKS_INCOMPLETE_AND_RECENT);

export const mine = {
  query: z.strictObject({
    verbose: z.enum(['true', 'false']).optional(),
    incompleteAndRecent: recentDays(),
    patientId: uuid().optional(),
  }),
};

export const organisation = {
  query: z.strictObject({
    /** 'false': each task without availableProfessionals (a thousand copies of the care team); as mine's. */
    verbose: z.enum(['true', 'false']).optional(),
    incompleteAndRecent: recentDays(),
    patientId: uuid().optional(),
  }),
};

export const create = {
  body: z.strictObject({
    // Presence is the kernel rule's to judge, for SPEC's messages.
    title: z.string().max(200).optional(),
    description: z.string().max(4000).optional(),
    assignedTo: uuid().nullish(),
    dueDate: z.string().max(30).nullish(),
    patientId: uuid().nullish(),
    /** SPEC §3 task type (default NORMAL): the practice's task assignments pick the assignee. */
    type: z.enum(NEW_TASK_TYPES as [TaskType, ...TaskType[]]).optional(),
  }),
};

/** `action` is a task status, or 'assign' with the new assignee in the body. */
export const update = {
  params: z.strictObject({ id: uuid(), action: z.string().max(30) }),
  body: z.strictObject({ assignedTo: uuid().optional() }).nullish(),
};
