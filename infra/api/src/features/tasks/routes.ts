/**
 * Tasks (SPEC §3, §4, §7): mine (GET task?verbose=true&incompleteAndRecent=8), my organisation's
 * (GET keepintouch/tasks/allTasksByMyOrg), create (SPEC's three messages, from the kernel's
 * rule) and PUT task/{id}/update/{action}: a status among availableStatuses, or 'assign'.
 * Due dates are calendar days; the client puts the due time at noon.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { taskCalls } from '@hearth/shared-kernel/api';
import { taskSchemas } from '@hearth/shared-kernel/api/schemas';
import { DEFAULT_TASK_TYPE, TASK_ASSIGN_ACTION, TASK_STATUSES, availableTaskStatuses, type TaskStatus } from '@hearth/shared-kernel/domain';
import { TASK_MESSAGES, formatIsoDate, parseCalendarDate, validateTask } from '@hearth/shared-kernel/rules';
import { audit } from '../../platform/audit/audit';
import { auditRead } from '../../platform/audit/reads';
import type { Db } from '../../platform/db/types';
import { conflict, invalid, notFound } from '../../platform/http/answers';
import { serve, type CallRequest, type OrgRequest } from '../../platform/http/serve';
import { patientInOrg } from '../patients/port';
import { isOrgCareTeamMember, taskProfessionals } from '../professionals/port';
import { assigneeByRules } from '../admin/port';
import type { UserNotifier } from '../user-settings/port';
import { assignTask, insertTask, setTaskStatus, taskInOrg, taskList, type TaskListFilter } from './queries';
import { TaskListCache, taskListState } from './task-list-cache';

type Calls = typeof taskCalls;

export const DUE_DATE_MESSAGE = 'Please enter a valid due date.';

const isStatus = (s: string): s is TaskStatus => Object.hasOwn(TASK_STATUSES, s);

export function registerTaskRoutes(app: FastifyInstance, db: Db, notifier: UserNotifier): void {
  const lists = new TaskListCache();

  /** A list of up to a thousand tasks: kept bytes while nothing in it changed, else read again. */
  async function sendTasks(request: OrgRequest, reply: FastifyReply, filter: Omit<TaskListFilter, 'orgId'>, verbose: boolean) {
    const orgId = request.org.orgId;
    const state = await taskListState(db, orgId, verbose);
    const key = [orgId, filter.assignedTo ?? '', filter.patientId ?? '', filter.recentDays, verbose].join('|');
    const answer = await lists.answer(key, state, filter.recentDays, (team) => taskList(db, { orgId, ...filter }, team));
    await auditRead(db, request, answer.patientIds);
    return reply.type('application/json; charset=utf-8').send(answer.json);
  }

  async function myTasks(request: CallRequest<Calls['mine']>, reply: FastifyReply) {
    const q = request.query;
    return sendTasks(request, reply, { assignedTo: request.auth.professionalId, recentDays: q.incompleteAndRecent, patientId: q.patientId }, q.verbose !== 'false');
  }

  async function orgTasks(request: CallRequest<Calls['organisation']>, reply: FastifyReply) {
    const q = request.query;
    return sendTasks(request, reply, { recentDays: q.incompleteAndRecent, patientId: q.patientId }, q.verbose !== 'false');
  }

  async function addTask(request: CallRequest<Calls['create']>, reply: FastifyReply) {
    const orgId = request.org.orgId;
    // The practice's task assignments decide who a new task of this type goes to.
    const type = request.body.type ?? DEFAULT_TASK_TYPE;
    const ruled = await assigneeByRules(db, orgId, type);
    const body = ruled ? { ...request.body, assignedTo: ruled } : request.body;
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
    await insertTask(db, {
      id,
      orgId,
      patientId: body.patientId ?? null,
      title: body.title!.trim(),
      description: body.description!.trim(),
      assignedTo: body.assignedTo!,
      createdBy: request.auth.professionalId,
      dueDate: due ? formatIsoDate(due) : null,
      type,
    });
    await notifier.notify({ orgId, kind: 'tasks', professionalIds: [body.assignedTo!], text: 'a new task was assigned to you.' });
    await audit(db, { event: 'task_created', professionalId: request.auth.professionalId, orgId, route: 'POST /task', ip: request.ip, detail: { taskId: id } });
    const created = await taskInOrg(db, orgId, id, await taskProfessionals(db, orgId));
    if (!created) return notFound(reply, 'Task');
    reply.status(201);
    return created;
  }

  async function updateTask(request: CallRequest<Calls['update']>, reply: FastifyReply) {
    const { id, action } = request.params;
    const assignedTo = request.body?.assignedTo;
    const orgId = request.org.orgId;
    const professionals = await taskProfessionals(db, orgId);
    const task = await taskInOrg(db, orgId, id, professionals);
    if (!task) return notFound(reply, 'Task');

    if (action === TASK_ASSIGN_ACTION) {
      if (!assignedTo || !(await isOrgCareTeamMember(db, orgId, assignedTo))) return invalid(reply, [TASK_MESSAGES.assignee]);
      await assignTask(db, id, assignedTo);
    } else if (isStatus(action)) {
      if (!availableTaskStatuses(task.status).includes(action)) {
        return conflict(reply, `A task that is ${TASK_STATUSES[task.status]} cannot move to ${TASK_STATUSES[action]}`);
      }
      await setTaskStatus(db, id, action);
    } else {
      return notFound(reply, 'Task action');
    }
    await audit(db, { event: 'task_updated', professionalId: request.auth.professionalId, orgId, route: 'PUT /task/:id/update/:action', ip: request.ip, detail: { taskId: id, action } });
    return (await taskInOrg(db, orgId, id, professionals)) ?? notFound(reply, 'Task');
  }

  serve(app, taskCalls, taskSchemas, { mine: myTasks, organisation: orgTasks, create: addTask, update: updateTask });
}
