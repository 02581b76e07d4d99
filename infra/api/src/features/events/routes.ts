/**
 * Hospital events: the HL7 intake over HTTP (address allow-list, raw HL7 in, ACK out), the
 * organisation's events needing action and their history (ACCESS_EVENT_TRIGGER), one patient's
 * events (VIEW_PATIENT + VIEW_EVENT_NOTIFICATIONS), and acting on an event: acknowledge, create a
 * task from it, match it to a patient, or add its unknown patient to the roster and match it to
 * them. Events of another organisation answer 404.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { eventCalls } from '@hearth/shared-kernel/api';
import { ADT_LIVE_MESSAGE_TYPE, type AdtLiveEvent } from '@hearth/shared-kernel/conversations';
import { eventSchemas } from '@hearth/shared-kernel/api/schemas';
import { ADT_EVENT_MESSAGES, DATE_RANGE_MESSAGE, type AdtEvent } from '@hearth/shared-kernel/domain';
import { TASK_MESSAGES, validateTask } from '@hearth/shared-kernel/rules';
import { audit } from '../../platform/audit/audit';
import { auditRead } from '../../platform/audit/reads';
import type { Db } from '../../platform/db/types';
import { conflict, invalid, notFound } from '../../platform/http/answers';
import { serve, type CallRequest } from '../../platform/http/serve';
import type { LiveOutlet } from '../../platform/live/fanout';
import { orgSub } from '../../platform/live/subscriptions';
import { addNewPatient, replyToAdd } from '../patients/port';
import { patientInOrg } from '../patients/port';
import { isOrgCareTeamMember, taskProfessionals } from '../professionals/port';
import { taskInOrg } from '../tasks/port';
import { addressAllowed } from '../../channels/mllp/senders';
import type { AdtIntake } from './ingest';
import { closeEvent, eventInOrg, eventPage, insertEventTask, matchEvent, matchUnmatchedEvent } from './queries';
import { queueNotifications } from './recipients';

type Calls = typeof eventCalls;

export const ALREADY_HANDLED = 'This event has already been handled.';
export const NOT_ALLOWED_SENDER = 'This address may not send HL7 messages.';

const HTTP_STATUS = { AA: 200, AE: 400, AR: 422 } as const;

const patientsOf = (events: AdtEvent[]) => events.flatMap((e) => (e.patientId ? [e.patientId] : []));

export function registerEventRoutes(app: FastifyInstance, deps: { db: Db; live: Pick<LiveOutlet, 'publish'>; intake: AdtIntake; allow: readonly string[]; notify: () => void }): void {
  const { db, live, intake } = deps;

  // Engines post HL7 as text/plain (parsed by Fastify already) or as application/hl7-v2.
  app.addContentTypeParser('application/hl7-v2', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const changed = (orgId: string, event: AdtEvent, change: AdtLiveEvent['change']) =>
    live.publish(orgSub(orgId), ADT_LIVE_MESSAGE_TYPE, { kind: 'adt_event', eventId: event.id, type: event.type, change } satisfies AdtLiveEvent);

  async function receive(request: CallRequest<Calls['intake']>, reply: FastifyReply) {
    if (!addressAllowed(deps.allow, request.ip)) return reply.status(403).send({ message: NOT_ALLOWED_SENDER });
    const result = await intake.receiveText(request.body, 'http');
    return reply.status(HTTP_STATUS[result.code]).type('application/hl7-v2').send(result.ack.toString());
  }

  async function pending(request: CallRequest<Calls['pending']>) {
    const page = await eventPage(db, { orgId: request.org.orgId, pending: true, ...request.query });
    await auditRead(db, request, patientsOf(page.results));
    return page;
  }

  async function history(request: CallRequest<Calls['history']>, reply: FastifyReply) {
    const { from, to } = request.query;
    if (from && to && from > to) return invalid(reply, [DATE_RANGE_MESSAGE]);
    const page = await eventPage(db, { orgId: request.org.orgId, ...request.query });
    await auditRead(db, request, patientsOf(page.results));
    return page;
  }

  async function patientEvents(request: CallRequest<Calls['patientEvents']>, reply: FastifyReply) {
    const orgId = request.org.orgId;
    const { id } = request.params;
    if (!(await patientInOrg(db, orgId, id))) return notFound(reply, 'Patient');
    const page = await eventPage(db, { orgId, patientId: id, ...request.query });
    await auditRead(db, request, [id]);
    return page;
  }

  async function acknowledge(request: CallRequest<Calls['acknowledge']>, reply: FastifyReply) {
    const orgId = request.org.orgId;
    const event = await eventInOrg(db, orgId, request.params.id);
    if (!event) return notFound(reply, 'Event');
    if (!(await closeEvent(db, event.id, request.auth.professionalId, 'acknowledged'))) return conflict(reply, ALREADY_HANDLED);
    await audit(db, {
      event: 'adt_event_acknowledged',
      professionalId: request.auth.professionalId,
      orgId,
      route: 'POST /events/:id/acknowledge',
      ip: request.ip,
      detail: { eventId: event.id, patientId: event.patientId },
    });
    const done = (await eventInOrg(db, orgId, event.id))!;
    await changed(orgId, done, 'acknowledged');
    return done;
  }

  async function createTask(request: CallRequest<Calls['createTask']>, reply: FastifyReply) {
    const orgId = request.org.orgId;
    const professionalId = request.auth.professionalId;
    const event = await eventInOrg(db, orgId, request.params.id);
    if (!event) return notFound(reply, 'Event');
    const body = request.body;
    const messages = validateTask(body);
    if (!messages.includes(TASK_MESSAGES.assignee) && !(await isOrgCareTeamMember(db, orgId, body.assignedTo))) messages.push(TASK_MESSAGES.assignee);
    if (messages.length) return invalid(reply, messages);
    const taskId = randomUUID();
    const handled = await db.tx(async (q) => {
      await insertEventTask(q, {
        id: taskId,
        orgId,
        patientId: event.patientId,
        title: body.title.trim(),
        description: body.description.trim(),
        assignedTo: body.assignedTo,
        createdBy: professionalId,
        dueDate: body.dueDate ?? null,
      });
      if (await closeEvent(q, event.id, professionalId, 'task_created', taskId)) return true;
      throw new AlreadyHandled();
    }).catch((error) => {
      if (error instanceof AlreadyHandled) return false;
      throw error;
    });
    if (!handled) return conflict(reply, ALREADY_HANDLED);
    await audit(db, { event: 'task_created', professionalId, orgId, route: 'POST /events/:id/task', ip: request.ip, detail: { taskId, eventId: event.id } });
    const done = (await eventInOrg(db, orgId, event.id))!;
    await changed(orgId, done, 'task_created');
    return reply.status(201).send({ event: done, task: (await taskInOrg(db, orgId, taskId, await taskProfessionals(db, orgId)))! });
  }

  async function match(request: CallRequest<Calls['match']>, reply: FastifyReply) {
    const orgId = request.org.orgId;
    const event = await eventInOrg(db, orgId, request.params.id);
    if (!event) return notFound(reply, 'Event');
    const { patientId } = request.body;
    if (!(await patientInOrg(db, orgId, patientId))) return notFound(reply, 'Patient');
    // A first match of an event still needing action tells the patient's care team, as intake would have.
    const queued = await db.tx(async (q) => {
      await matchEvent(q, event.id, patientId);
      return event.patientId === null && event.status === 'new' ? queueNotifications(q, { id: event.id, orgId, patientId, type: event.type }) : 0;
    });
    if (queued) deps.notify();
    await audit(db, {
      event: 'adt_event_matched',
      professionalId: request.auth.professionalId,
      orgId,
      route: 'POST /events/:id/match',
      ip: request.ip,
      detail: { eventId: event.id, patientId },
    });
    const done = (await eventInOrg(db, orgId, event.id))!;
    await changed(orgId, done, 'matched');
    return done;
  }

  /**
   * "Add to roster": the patient as POST /patients adds one, and in the same transaction the event
   * matched to them (and their care team told, as a match would), unless it was matched meanwhile.
   */
  async function addPatient(request: CallRequest<Calls['addPatient']>, reply: FastifyReply) {
    const orgId = request.org.orgId;
    const professionalId = request.auth.professionalId;
    const event = await eventInOrg(db, orgId, request.params.id);
    if (!event) return notFound(reply, 'Event');
    if (event.patientId) return conflict(reply, ADT_EVENT_MESSAGES.alreadyMatched);
    const route = 'POST /events/:id/patient';
    let queued = 0;
    const outcome = await addNewPatient({ db, live }, { orgId, professionalId, route, ip: request.ip }, request.body, async (q, patientId) => {
      if (!(await matchUnmatchedEvent(q, event.id, patientId))) throw new AlreadyMatched();
      if (event.status === 'new') queued = await queueNotifications(q, { id: event.id, orgId, patientId, type: event.type });
      await audit(q, { event: 'adt_event_matched', professionalId, orgId, route, ip: request.ip, detail: { eventId: event.id, patientId } });
    }).catch((error) => {
      if (error instanceof AlreadyMatched) return null;
      throw error;
    });
    if (!outcome) return conflict(reply, ADT_EVENT_MESSAGES.alreadyMatched);
    if (outcome.outcome === 'created') {
      if (queued) deps.notify();
      await changed(orgId, (await eventInOrg(db, orgId, event.id))!, 'matched');
    }
    return replyToAdd(reply, outcome);
  }

  serve(app, eventCalls, eventSchemas, { intake: receive, pending, history, patientEvents, acknowledge, createTask, match, addPatient });
}

class AlreadyHandled extends Error {}
class AlreadyMatched extends Error {}
