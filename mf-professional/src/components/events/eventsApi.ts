/** The hospital-event screens' calls (kernel `eventCalls`). Injected so tests need no network. */
import { eventCalls, patientCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';
import type { AddPatientAnswer, AdtEvent, AdtEventType, NewPatient } from '@hearth/shared-kernel/domain';
import { tasksApi } from '../../pages/tasks/tasksApi';
import type { Paged, RosterPatient, TaskProfessional } from '../../domain';
import { pagedOf } from '../answers';

export interface HistoryFilter {
  type?: AdtEventType;
  from?: string;
  to?: string;
  /** The patient's name or MRN. */
  search?: string;
}

interface NewEventTask {
  title: string;
  description: string;
  assignedTo: string;
  dueDate: string | null;
}

export interface EventsApi {
  pending(skip: number, take: number, search?: string): Promise<Paged<AdtEvent>>;
  history(filter: HistoryFilter, skip: number, take: number): Promise<Paged<AdtEvent>>;
  patientEvents(patientId: string, skip: number, take: number): Promise<Paged<AdtEvent>>;
  acknowledge(id: string): Promise<AdtEvent>;
  createTask(id: string, task: NewEventTask): Promise<AdtEvent>;
  match(id: string, patientId: string): Promise<AdtEvent>;
  /** "Add to roster": the event's patient saved (or the likely duplicates) and the event matched to them. */
  addPatient(id: string, patient: NewPatient): Promise<AddPatientAnswer>;
  findPatients(search: string): Promise<RosterPatient[]>;
  careTeam(): Promise<TaskProfessional[]>;
}

const paged = (answer: Paged<AdtEvent> | undefined | null): Paged<AdtEvent> => pagedOf<AdtEvent>(answer);

export const eventsApi: EventsApi = {
  pending: async (skip, take, search) => paged(await http.call(eventCalls.pending, { query: { skip, take, search: search || undefined } })),
  history: async (f, skip, take) =>
    paged(await http.call(eventCalls.history, { query: { type: f.type, from: f.from || undefined, to: f.to || undefined, search: f.search || undefined, skip, take } })),
  patientEvents: async (id, skip, take) => paged(await http.call(eventCalls.patientEvents, { params: { id }, query: { skip, take } })),
  acknowledge: (id) => http.call(eventCalls.acknowledge, { params: { id } }, { errorPolicy: 'caller' }),
  createTask: async (id, body) => (await http.call(eventCalls.createTask, { params: { id }, body }, { errorPolicy: 'caller' })).event,
  match: (id, patientId) => http.call(eventCalls.match, { params: { id }, body: { patientId } }, { errorPolicy: 'caller' }),
  // 'caller': a 400 or 409 names the fields to fix; it must not log the professional out.
  addPatient: (id, patient) => http.call(eventCalls.addPatient, { params: { id }, body: patient }, { errorPolicy: 'caller' }),
  findPatients: async (search) =>
    (await http.call(patientCalls.roster, { query: { search, sortKey: 'lastName', sortDirection: 'ASC', skip: 0, take: 10 } }))?.results ?? [],
  careTeam: () => tasksApi.careTeam(),
};
