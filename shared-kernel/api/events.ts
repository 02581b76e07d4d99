/**
 * Calls about hospital events (ADT, SPEC §2): the intake hospitals post HL7 to, the events that
 * need action, their history, one patient's events, and acting on one. The live message that
 * announces a new or changed event is declared here too.
 */
import type { AdtEvent } from '../domain/adtEvents';
import type { Paged } from '../domain/paging';
import type { AddPatientAnswer } from '../domain/patients';
import type { Task } from '../domain/tasks';
import { inOrg, PUBLIC } from './access';
import { call } from './call';
import type * as S from './schemas/events';

const ADT_SCREENS = { flag: 'primeAdtEncounterEnabled' } as const;

export const eventCalls = {
  /**
   * HL7 v2 over HTTP for engines that prefer it to MLLP: the raw message in, its HL7 ACK out.
   * Public by token, guarded by the same address allow-list as the MLLP port.
   */
  intake: call<typeof S.intake, string>()('POST', '/adt/hl7', PUBLIC, { textBody: true }),
  // The screens are behind primeAdtEncounterEnabled, and so are their calls; intake is not (hospitals keep sending).
  pending: call<typeof S.pending, Paged<AdtEvent>>()('GET', '/events', inOrg('ACCESS_EVENT_TRIGGER'), ADT_SCREENS),
  history: call<typeof S.history, Paged<AdtEvent>>()('GET', '/events/history', inOrg('ACCESS_EVENT_TRIGGER'), ADT_SCREENS),
  patientEvents: call<typeof S.patientEvents, Paged<AdtEvent>>()(
    'GET',
    '/patients/:id/events',
    inOrg('VIEW_PATIENT', 'VIEW_EVENT_NOTIFICATIONS'),
    ADT_SCREENS,
  ),
  acknowledge: call<typeof S.acknowledge, AdtEvent>()('POST', '/events/:id/acknowledge', inOrg('ACCESS_EVENT_TRIGGER'), ADT_SCREENS),
  createTask: call<typeof S.createTask, { event: AdtEvent; task: Task }>()(
    'POST',
    '/events/:id/task',
    inOrg('ACCESS_EVENT_TRIGGER', 'ADD_TASK'),
    ADT_SCREENS,
  ),
  match: call<typeof S.match, AdtEvent>()('POST', '/events/:id/match', inOrg('ACCESS_EVENT_TRIGGER', 'VIEW_PATIENT'), ADT_SCREENS),
  /**
   * "Add to roster": the patient an unmatched event names is added as POST /patients adds one (same
   * rules and answers), and the event is matched to them in the same transaction. 404 for an event
   * of another organisation, 409 for one already matched.
   */
  addPatient: call<typeof S.addPatient, AddPatientAnswer>()(
    'POST',
    '/events/:id/patient',
    inOrg('ACCESS_EVENT_TRIGGER', 'VIEW_PATIENT', 'ADD_PATIENT'),
    ADT_SCREENS,
  ),
};

