/**
 * Calls about hospital events (ADT, SPEC §2): the intake hospitals post HL7 to, the events that
 * need action, their history, one patient's events, and acting on one. The live message that
 * announces a new or changed event is declared here too.
 */
import type { AdtEvent } from '../domain/adtEvents';
import type { Paged } from '../domain/paging';
import type { Task } from '../domain/tasks';
import { inOrg, PUBLIC } from './access';
import { call } from './call';
import type * as S from './schemas/events';

export const eventCalls = {
  /**
   * HL7 v2 over HTTP for engines that prefer it to MLLP: the raw message in, its HL7 ACK out.
   * Public by token, guarded by the same address allow-list as the MLLP port.
   */
  intake: call<typeof S.intake, string>()('POST', '/adt/hl7', PUBLIC, { textBody: true }),
  pending: call<typeof S.pending, Paged<AdtEvent>>()('GET', '/events', inOrg('ACCESS_EVENT_TRIGGER')),
  history: call<typeof S.history, Paged<AdtEvent>>()('GET', '/events/history', inOrg('ACCESS_EVENT_TRIGGER')),
  patientEvents: call<typeof S.patientEvents, Paged<AdtEvent>>()(
    'GET',
    '/patients/:id/events',
    inOrg('VIEW_PATIENT', 'VIEW_EVENT_NOTIFICATIONS'),
  ),
  acknowledge: call<typeof S.acknowledge, AdtEvent>()('POST', '/events/:id/acknowledge', inOrg('ACCESS_EVENT_TRIGGER')),
  createTask: call<typeof S.createTask, { event: AdtEvent; task: Task }>()('POST', '/events/:id/task', inOrg('ACCESS_EVENT_TRIGGER', 'ADD_TASK')),
  match: call<typeof S.match, AdtEvent>()('POST', '/events/:id/match', inOrg('ACCESS_EVENT_TRIGGER', 'VIEW_PATIENT')),
};

