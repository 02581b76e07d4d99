/**
 * /professional/events: hospital events that need action, newest first, live (a new admission
 * appears without a reload). Each can be acknowledged or followed up with a task; an unmatched one
 * is matched to a patient by a person, or its patient added to the roster from what the hospital
 * sent (the roster's add-patient form, prefilled) and the event matched to them. Behind the
 * primeAdtEncounterEnabled flag.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { eventCalls } from '@hearth/shared-kernel/api';
import { bus, showToast } from '@hearth/shared-kernel/bus';
import { live } from '@hearth/shared-kernel/live';
import { can } from '@hearth/shared-kernel/permissions';
import { useSession } from '@hearth/shared-kernel/react';
import type { AdtEvent } from '@hearth/shared-kernel/domain';
import { FeatureGate } from '../../components/FeatureGate';
import { ScreenFrame, SearchField } from '@hearth/shared-kernel/console';
import { EventTable } from '../../components/events/EventTable';
import { eventsApi, type EventsApi } from '../../components/events/eventsApi';
import { taskDraftOf } from '../../components/events/eventLabels';
import { patientDraftOf } from '../../components/events/patientDraft';
import { watchEvents, type EventLiveSources } from '../../components/events/liveEvents';
import { useEventPage } from '../../components/events/useEventPage';
import type { TaskProfessional } from '../../domain';
import type { ScreenProps } from '../../screens';
import { countOf } from '@hearth/shared-kernel/rules';

// Loaded when a person opens them: the modals stay off the list's first load.
const NewTaskModal = lazy(() => import('../tasks/NewTaskModal').then((m) => ({ default: m.NewTaskModal })));
const MatchPatientModal = lazy(() => import('../../components/events/MatchPatientModal').then((m) => ({ default: m.MatchPatientModal })));
const AddPatientModal = lazy(() => import('../roster/AddPatientModal').then((m) => ({ default: m.AddPatientModal })));

export interface EventsPageProps extends ScreenProps {
  api?: EventsApi;
  liveSources?: EventLiveSources;
}

const defaultLive: EventLiveSources = { messages$: bus.live$, status$: live.status$ };

const problem = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Please try again later.');

function EventsView({ api, liveSources }: { api: EventsApi; liveSources: EventLiveSources }) {
  const { permissions } = useSession();
  const [search, setSearch] = useState('');
  const load = useCallback((skip: number, take: number) => api.pending(skip, take, search), [api, search]);
  const list = useEventPage(load);
  const { reload } = list;
  const [taskFor, setTaskFor] = useState<AdtEvent | null>(null);
  const [matchFor, setMatchFor] = useState<AdtEvent | null>(null);
  const [addFor, setAddFor] = useState<AdtEvent | null>(null);
  // What the add call needs (events, patients, adding them): the button shows only to whom it would answer.
  const canAddPatient = can(permissions, eventCalls.addPatient.access.permissions);
  const [assignees, setAssignees] = useState<TaskProfessional[]>([]);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => watchEvents(liveSources, () => void reload()), [liveSources, reload]);

  /** Runs a modal's action and reloads the list after it; says why when it fails. True when it worked (the modal closes). */
  async function attempt(run: () => Promise<unknown>, failed: string, done?: () => void): Promise<boolean> {
    try {
      await run();
      done?.();
      void reload();
      return true;
    } catch (error) {
      showToast({ header: failed, message: problem(error), tone: 'error' });
      return false;
    }
  }

  async function acknowledge(event: AdtEvent) {
    setBusy(event.id);
    try {
      await api.acknowledge(event.id);
      showToast({ header: 'Event acknowledged', message: '', tone: 'success' });
    } catch (error) {
      showToast({ header: 'Could not acknowledge the event', message: problem(error), tone: 'error' });
    } finally {
      setBusy(null);
      void reload();
    }
  }

  async function openTask(event: AdtEvent) {
    setTaskFor(event);
    if (!assignees.length) setAssignees(await api.careTeam().catch(() => []));
  }

  return (
    <>
      <div className="pro-toolbar">
        <SearchField
          label="Search events by patient"
          placeholder="Patient name or MRN"
          onSearch={(value) => {
            list.setPage(1);
            setSearch(value);
          }}
        />
        <span className="pro-toolbar__grow" aria-live="polite">
          {`${countOf(list.totalRecords, 'event', 'events', list.totalIsEstimate)} ${list.totalRecords === 1 && !list.totalIsEstimate ? 'needs' : 'need'} action`}
        </span>
        <Button onClick={() => void reload()} loading={list.loading}>
          Refresh
        </Button>
      </div>
      {list.error ? <Alert type="error" showIcon title={list.error} /> : null}
      <EventTable
        events={list.results}
        total={list.totalRecords}
        totalIsEstimate={list.totalIsEstimate}
        page={list.page}
        pageSize={list.pageSize}
        loading={list.loading}
        onPage={list.onPage}
        actions={(event) => (
          <span className="pro-actions">
            <Button size="small" onClick={() => void acknowledge(event)} loading={busy === event.id}>
              Acknowledge
            </Button>
            {can(permissions, 'ADD_TASK') ? (
              <Button size="small" onClick={() => void openTask(event)}>
                Create task
              </Button>
            ) : null}
            {event.patientId ? null : (
              <Button size="small" onClick={() => setMatchFor(event)}>
                Match patient
              </Button>
            )}
            {event.patientId || !canAddPatient ? null : (
              <Button size="small" onClick={() => setAddFor(event)}>
                Add to roster
              </Button>
            )}
          </span>
        )}
      />
      <Suspense fallback={null}>
        {taskFor ? (
          <NewTaskModal
            key={taskFor.id}
            open
            assignees={assignees}
            patientId={taskFor.patientId}
            initial={taskDraftOf(taskFor)}
            onCreate={(task) =>
              attempt(
                () => api.createTask(taskFor.id, { title: task.title, description: task.description, assignedTo: task.assignedTo, dueDate: task.dueDate }),
                'Could not create the task',
                () => showToast({ header: 'Task created', message: task.title, tone: 'success' }),
              )
            }
            onClose={() => setTaskFor(null)}
          />
        ) : null}
        {matchFor ? (
          <MatchPatientModal
            event={matchFor}
            api={api}
            onMatch={(event, patientId) => attempt(() => api.match(event.id, patientId), 'Could not match the patient')}
            onClose={() => setMatchFor(null)}
          />
        ) : null}
        {addFor ? (
          <AddPatientModal
            key={addFor.id}
            open
            initial={patientDraftOf(addFor.hl7Patient)}
            intro={`Filled in from what ${addFor.facilityName} sent. Check each field before adding.`}
            add={(patient) => api.addPatient(addFor.id, patient)}
            onAdded={() => void reload()}
            onClose={() => setAddFor(null)}
          />
        ) : null}
      </Suspense>
    </>
  );
}

export default function EventsPage({ title, api = eventsApi, liveSources = defaultLive }: EventsPageProps) {
  return (
    <ScreenFrame title={title} intro="Admissions and discharges of your patients that need action, as hospitals send them.">
      <FeatureGate flag="primeAdtEncounterEnabled" feature="Event notifications">
        <EventsView api={api} liveSources={liveSources} />
      </FeatureGate>
    </ScreenFrame>
  );
}
