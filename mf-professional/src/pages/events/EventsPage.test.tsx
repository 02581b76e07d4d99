import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BehaviorSubject, Subject } from 'rxjs';
import type { AdtEvent, LiveMessage, Paged } from '@hearth/shared-kernel/domain';
import type { LiveStatus } from '@hearth/shared-kernel/live';
import { logInWith, resetSession } from '../../testing/session';
import type { EventsApi } from '../../components/events/eventsApi';
import EventsPage from './EventsPage';

const event = (id: string, over: Partial<AdtEvent> = {}): AdtEvent => ({
  id, orgId: 'org', type: 'IP_ADMISSION', status: 'new', occurredAt: '2026-11-20T10:15:00.000Z', receivedAt: '2026-11-20T10:15:01.000Z',
  facility: 'RIVERSIDE_HOSP', patientId: `p-${id}`, match: 'mrn', mrn: `MRN-${id}`, patientName: `Patient ${id}`, dateOfBirth: '1960-02-14',
  patientClass: 'I', location: '4W / 401 / B', attending: null, reason: 'Pneumonia', acknowledgedAt: null, acknowledgedBy: null, taskId: null, hl7Patient: null, ...over,
});
const page = (events: AdtEvent[]): Paged<AdtEvent> => ({ totalRecords: events.length, results: events });

function api(first: AdtEvent[]): jest.Mocked<EventsApi> {
  return {
    pending: jest.fn().mockResolvedValue(page(first)),
    history: jest.fn(),
    patientEvents: jest.fn(),
    acknowledge: jest.fn().mockResolvedValue(event('a', { status: 'acknowledged' })),
    createTask: jest.fn(),
    match: jest.fn(),
    findPatients: jest.fn().mockResolvedValue([]),
    careTeam: jest.fn().mockResolvedValue([]),
  } as jest.Mocked<EventsApi>;
}

jest.setTimeout(20_000);

beforeEach(() => {
  resetSession();
  // ACCESS_EVENT_TRIGGER, ADD_TASK.
  logInWith(['58', '38']);
});

function renderPage(a: EventsApi) {
  const messages$ = new Subject<LiveMessage>();
  const status$ = new BehaviorSubject<LiveStatus>('open');
  render(
    <MemoryRouter>
      <EventsPage title="Events" api={a} liveSources={{ messages$, status$ }} />
    </MemoryRouter>,
  );
  return { messages$ };
}

describe('EventsPage', () => {
  it('shows a new admission when its live message arrives, without a reload', async () => {
    const a = api([event('a')]);
    const { messages$ } = renderPage(a);
    expect(await screen.findByText('Patient a')).toBeInTheDocument();
    a.pending.mockResolvedValue(page([event('b', { type: 'ED_ADMISSION' }), event('a')]));
    messages$.next({ type: 'organization', sub: 'organization:org', data: { kind: 'adt_event', eventId: 'b', type: 'ED_ADMISSION', change: 'received' } });
    expect(await screen.findByText('Patient b')).toBeInTheDocument();
    expect(screen.getByText('ED admission')).toBeInTheDocument();
    expect(screen.getByText('2 events need action')).toBeInTheDocument();
  });

  it('says "about" when the server estimated a large total', async () => {
    const a = api([event('a')]);
    a.pending.mockResolvedValue({ totalRecords: 4012, totalIsEstimate: true, results: [event('a')] });
    renderPage(a);
    expect(await screen.findByText('about 4,012 events need action')).toBeInTheDocument();
    expect(screen.getByText('about 4,012 events')).toBeInTheDocument();
  });

  it('ignores organisation messages that are not about events', async () => {
    const a = api([event('a')]);
    const { messages$ } = renderPage(a);
    await screen.findByText('Patient a');
    messages$.next({ type: 'organization', sub: 'organization:org', data: { conversationId: 'c', change: 'closed' } });
    await new Promise((r) => setTimeout(r, 250));
    expect(a.pending).toHaveBeenCalledTimes(1);
  });

  it('acknowledges an event and loads the list again', async () => {
    const a = api([event('a')]);
    renderPage(a);
    await screen.findByText('Patient a');
    a.pending.mockResolvedValue(page([]));
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(a.acknowledge).toHaveBeenCalledWith('a'));
    expect(await screen.findByText('0 events need action')).toBeInTheDocument();
  });

  it('offers to match an unmatched event to a patient', async () => {
    renderPage(api([event('u', { patientId: null, match: null, patientName: 'Rosa Alvarez' })]));
    expect(await screen.findByText('Unmatched')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Match patient' })).toBeInTheDocument();
  });
});
