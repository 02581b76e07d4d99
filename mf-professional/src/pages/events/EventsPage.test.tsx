import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BehaviorSubject, Subject } from 'rxjs';
import type { AdtEvent, Hl7Patient, LiveMessage, Paged, PatientDetail } from '@hearth/shared-kernel/domain';
import { ENROLLMENT_MESSAGES } from '@hearth/shared-kernel/rules';
import type { LiveStatus } from '@hearth/shared-kernel/live';
import { logInWith, resetSession } from '../../testing/session';
import type { EventsApi } from '../../components/events/eventsApi';
import EventsPage from './EventsPage';

const event = (id: string, over: Partial<AdtEvent> = {}): AdtEvent => ({
  id, orgId: 'org', type: 'IP_ADMISSION', status: 'new', occurredAt: '2026-11-20T10:15:00.000Z', receivedAt: '2026-11-20T10:15:01.000Z',
  facility: 'RIVERSIDE_HOSP', facilityName: 'Riverside General Hospital', patientId: `p-${id}`, match: 'mrn', mrn: `MRN-${id}`, patientName: `Patient ${id}`, dateOfBirth: '1960-02-14',
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
    addPatient: jest.fn(),
    findPatients: jest.fn().mockResolvedValue([]),
    careTeam: jest.fn().mockResolvedValue([]),
  } as jest.Mocked<EventsApi>;
}

jest.setTimeout(20_000);

afterEach(() => jest.useRealTimers());

beforeEach(() => {
  resetSession();
  // ACCESS_EVENT_TRIGGER, ADD_TASK.
  logInWith(['58', '38']);
});

function renderPage(a: EventsApi) {
  const messages$ = new Subject<LiveMessage>();
  const status$ = new BehaviorSubject<LiveStatus>('open');
  render(<EventsPage title="Events" api={a} liveSources={{ messages$, status$ }} />);
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
    // The page folds live messages for 100 ms before it reloads: on a fake clock, a second is run
    // at once, so any reload the message had scheduled would have happened by then.
    jest.useFakeTimers();
    messages$.next({ type: 'organization', sub: 'organization:org', data: { conversationId: 'c', change: 'closed' } });
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(a.pending).toHaveBeenCalledTimes(1);
    // The same second is enough for a message that is about events to reload the list.
    messages$.next({ type: 'organization', sub: 'organization:org', data: { kind: 'adt_event', eventId: 'b', type: 'ED_ADMISSION', change: 'received' } });
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(a.pending).toHaveBeenCalledTimes(2);
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

describe('Add to roster', () => {
  const sent: Hl7Patient = {
    mrn: 'HOSP-77', firstName: 'Rosa', lastName: 'Alvarez', dateOfBirth: '1958-07-09', gender: 'female',
    address: '12 Elm St, Springfield, IL 62701', phone: '(312) 555-7788', phoneIsMobile: true,
  };
  const unmatched = (over: Partial<Hl7Patient> = {}) =>
    event('u', { patientId: null, match: null, patientName: 'Rosa Alvarez', mrn: 'HOSP-77', hl7Patient: { ...sent, ...over } });
  const created = (id: string): PatientDetail =>
    ({ id, orgId: 'org', mrn: 'HOSP-77', title: null, firstName: 'Rosa', lastName: 'Alvarez', dateOfBirth: '1958-07-09' }) as PatientDetail;
  const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;

  it('is offered for an unmatched event only, and only with ADD_PATIENT (and VIEW_PATIENT)', async () => {
    logInWith(['58', '38', '5']);
    renderPage(api([unmatched(), event('m')]));
    expect(await screen.findByText('Unmatched')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to roster' })).toBeNull();
  });

  it('opens the add-patient form filled with what the hospital sent; saving adds through the event and shows it matched', async () => {
    logInWith(['58', '38', '5', '33']);
    const a = api([unmatched(), event('m')]);
    a.addPatient.mockResolvedValue({ outcome: 'created', patient: created('p-new') });
    renderPage(a);
    const buttons = await screen.findAllByRole('button', { name: 'Add to roster' });
    // One button: the matched event offers none.
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Filled in from what Riverside General Hospital sent/)).toBeInTheDocument();
    expect(field(dialog, 'Medical record number (MRN)').value).toBe('HOSP-77');
    expect(field(dialog, 'First name').value).toBe('Rosa');
    expect(field(dialog, 'Last name').value).toBe('Alvarez');
    expect(field(dialog, 'Date of birth').value).toBe('1958-07-09');
    expect(field(dialog, 'Mobile for texts').value).toBe('(312) 555-7788');
    expect(field(dialog, 'Phone for calls').value).toBe('(312) 555-7788');
    expect(field(dialog, 'Address').value).toBe('12 Elm St, Springfield, IL 62701');
    expect(within(dialog).getByText('Female')).toBeInTheDocument();

    a.pending.mockResolvedValue(page([event('u', { patientId: 'p-new', match: 'manual', patientName: 'Rosa Alvarez' }), event('m')]));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add patient' }));
    await waitFor(() =>
      expect(a.addPatient).toHaveBeenCalledWith('u', expect.objectContaining({ mrn: 'HOSP-77', firstName: 'Rosa', lastName: 'Alvarez', dateOfBirth: '1958-07-09', gender: 'female', smsPhoneNumber: '(312) 555-7788' })),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list again: the event now names its patient (a link) and is no longer unmatched.
    expect(await screen.findByRole('link', { name: 'Rosa Alvarez' })).toBeInTheDocument();
    expect(screen.queryByText('Unmatched')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to roster' })).toBeNull();
  }, 45_000);

  it('keeps a value that breaks a rule, with its message, until the person fixes it', async () => {
    logInWith(['58', '38', '5', '33']);
    const a = api([unmatched({ phone: '555-0101', phoneIsMobile: true })]);
    a.addPatient.mockResolvedValue({ outcome: 'created', patient: created('p-new') });
    renderPage(a);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to roster' }));
    const dialog = await screen.findByRole('dialog');
    expect(field(dialog, 'Mobile for texts').value).toBe('555-0101');
    expect(within(dialog).getByText(ENROLLMENT_MESSAGES.smsPhone)).toBeInTheDocument();
    expect(within(dialog).getByText(ENROLLMENT_MESSAGES.voicePhone)).toBeInTheDocument();
    // The form's own check refuses before any call (synchronously, on the click).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add patient' }));
    expect(a.addPatient).not.toHaveBeenCalled();
    expect(field(dialog, 'Mobile for texts').value).toBe('555-0101');

    fireEvent.change(field(dialog, 'Mobile for texts'), { target: { value: '(312) 555-7788' } });
    fireEvent.change(field(dialog, 'Phone for calls'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add patient' }));
    await waitFor(() => expect(a.addPatient).toHaveBeenCalledWith('u', expect.objectContaining({ smsPhoneNumber: '(312) 555-7788', voicePhoneNumber: null })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 45_000);
});
