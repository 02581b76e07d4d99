/**
 * Tasks (SPEC §3, §4, §7): mine (GET task?verbose=true&incompleteAndRecent=8), my organisation's
 * (GET keepintouch/tasks/allTasksByMyOrg), create (SPEC's three messages, from the kernel's
 * rule) and PUT task/{id}/update/{action}: a status among availableStatuses, or 'assign'.
 * Due dates are calendar days; the client puts the due time at noon.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_TASK_TYPE, NEW_TASK_TYPES, type TaskType, TASKS_INCOMPLETE_AND_RECENT, TASK_ASSIGN_ACTION, TASK_STATUSES, availableTaskStatuses, type Task, type TaskStatus } from '@hearth/shared-kernel/domain';
import { TASK_MESSAGES, formatIsoDate, parseCalendarDate, validateTask } from '@hearth/shared-kernel/rules';
import { audit } from '../audit/audit';
import { auditRead } from '../audit/reads';
import type { Db } from '../db/types';
import { conflict, invalid, notFound } from '../http/answers';
import { patientInOrg } from '../patients/queries';
import { isOrgCareTeamMember, taskProfessionals } from '../professionals/care-team';
import { assigneeByRules } from '../practice-admin/task-rules';
import type { Notifier } from '../user-settings/notify';
import { taskInOrg, taskList } from './queries';
import { uuid } from '../http/validation';

export const DUE_DATE_MESSAGE = 'Please enter a valid due date.';

const mineQuery = z.strictObject({
  verbose: z.enum(['true', 'false']).optional(),
  incompleteAndRecent: z.coerce.number().int().min(0).max(365).default(TASKS_INCOMPLETE_AND_RECENT),
  patientId: uuid().optional(),
});
const orgQuery = z.strictObject({
  incompleteAndRecent: z.coerce.number().int().min(0).max(365).default(TASKS_INCOMPLETE_AND_RECENT),
  patientId: uuid().optional(),
});
const newTask = z.strictObject({
  // Presence is the kernel rule's to judge, for SPEC's messages.
  title: z.string().max(200).optional(),
  description: z.string().max(4000).optional(),
  assignedTo: uuid().nullish(),
  dueDate: z.string().max(30).nullish(),
  patientId: uuid().nullish(),
  type: z.enum(NEW_TASK_TYPES as [TaskType, ...TaskType[]]).optional(),
});
const updateParams = z.strictObject({ id: uuid(), action: z.string().max(30) });
const updateBody = z.strictObject({ assignedTo: uuid().optional() }).nullish();

/** The patients a list of tasks names (a task may concern none). */
const patientsOf = (tasks: Task[]) => tasks.flatMap((t) => (t.patientId ? [t.patientId] : []));

const isStatus = (s: string): s is TaskStatus => Object.hasOwn(TASK_STATUSES, s);

export function registerTaskRoutes(app: FastifyInstance, db: Db, notifier: Notifier): void {
  async function myTasks(request: FastifyRequest) {
    const q = request.query as z.infer<typeof mineQuery>;
    const orgId = request.org!.orgId;
    const professionals = q.verbose === 'false' ? [] : await taskProfessionals(db, orgId);
    const tasks = await taskList(db, { orgId, assignedTo: request.auth!.professionalId, recentDays: q.incompleteAndRecent, patientId: q.patientId }, professionals);
    await auditRead(db, request, patientsOf(tasks));
    return tasks;
  }

  async function orgTasks(request: FastifyRequest) {
    const q = request.query as z.infer<typeof orgQuery>;
    const orgId = request.org!.orgId;
    const tasks = await taskList(db, { orgId, recentDays: q.incompleteAndRecent, patientId: q.patientId }, await taskProfessionals(db, orgId));
    await auditRead(db, request, patientsOf(tasks));
    return tasks;
  }

  async function addTask(request: FastifyRequest, reply: FastifyReply) {
    const orgId = request.org!.orgId;
    // The practice's task assignments decide who a new task of this type goes to.
    const posted = request.body as z.infer<typeof newTask>;
    const type = posted.type ?? DEFAULT_TASK_TYPE;
    const ruled = await assigneeByRules(db, orgId, type);
    const body = ruled ? { ...posted, assignedTo: ruled } : posted;
    const messages = validateTask(body);
    // An assignee outside the organisation's care team is no assignee.
    if (!messages.includes(TASK_MESSAGES.assignee) && !(await isOrgCareTeamMember(db, orgId, String(body.assignedTo)))) {
      messages.splice(messages.includes(TASK_MESSAGES.title) ? 1 : 0, 0, TASK_MESSAGES.assignee);
    }
    const due = body.dueDate ? parseCalendarDate(body.dueDate) : null;
    if (body.dueDate && !due) messages.push(DUE_DATE_MESSAGE);
    if (messages.length) return invalid(reply, messages);
    if (body.patientId && !(await patientInOrg(db, orgId, body.patientId))) return notFound(reply, 'Patient');

    const id = randomUUID();
    await db.query(
      `insert into tasks (id, org_id, patient_id, title, description, assigned_to, created_by, due_date, task_type)
       values ($1, $2, $3, $4, $5, $6, $7, $8::date, $9)`,
      [id, orgId, body.patientId ?? null, body.title!.trim(), body.description!.trim(), body.assignedTo!, request.auth!.professionalId, due ? formatIsoDate(due) : null, type],
    );
    await notifier.notify({ orgId, kind: 'tasks', professionalIds: [body.assignedTo!], text: 'a new task was assigned to you.' });
    await audit(db, { event: 'task_created', professionalId: request.auth!.professionalId, orgId, route: 'POST /task', ip: request.ip, detail: { taskId: id } });
    return reply.status(201).send(await taskInOrg(db, orgId, id, await taskProfessionals(db, orgId)));
  }

  async function updateTask(request: FastifyRequest, reply: FastifyReply) {
    const { id, action } = request.params as z.infer<typeof updateParams>;
    const body = (request.body ?? {}) as { assignedTo?: string };
    const orgId = request.org!.orgId;
    const professionals = await taskProfessionals(db, orgId);
    const task = await taskInOrg(db, orgId, id, professionals);
    if (!task) return notFound(reply, 'Task');

    if (action === TASK_ASSIGN_ACTION) {
      if (!body.assignedTo || !(await isOrgCareTeamMember(db, orgId, body.assignedTo))) return invalid(reply, [TASK_MESSAGES.assignee]);
      await db.query('update tasks set assigned_to = $2, updated_at = now() where id = $1', [id, body.assignedTo]);
    } else if (isStatus(action)) {
      if (!availableTaskStatuses(task.status).includes(action)) {
        return conflict(reply, `A task that is ${TASK_STATUSES[task.status]} cannot move to ${TASK_STATUSES[action]}`);
      }
      await db.query(
        `update tasks set status = $2, updated_at = now(), completed_at = case when $2 = 'completed' then now() else null end where id = $1`,
        [id, action],
      );
    } else {
      return notFound(reply, 'Task action');
    }
    await audit(db, { event: 'task_updated', professionalId: request.auth!.professionalId, orgId, route: 'PUT /task/:id/update/:action', ip: request.ip, detail: { taskId: id, action } });
    return taskInOrg(db, orgId, id, professionals);
  }

  app.get('/task', { config: { permissions: ['VIEW_TASK'], orgScoped: true }, schema: { querystring: mineQuery } }, myTasks);
  app.get('/keepintouch/tasks/allTasksByMyOrg', { config: { permissions: ['VIEW_TASK'], orgScoped: true }, schema: { querystring: orgQuery } }, orgTasks);
  app.post('/task', { config: { permissions: ['ADD_TASK'], orgScoped: true }, schema: { body: newTask } }, addTask);
  app.put('/task/:id/update/:action', { config: { permissions: ['MODIFY_TASK'], orgScoped: true }, schema: { params: updateParams, body: updateBody } }, updateTask);
}
