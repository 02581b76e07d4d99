import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdtEvent, Paged } from '@hearth/shared-kernel/domain';
import { logInWith, resetSession } from '../../testing/session';
import type { EventsApi } from '../../components/events/eventsApi';
import EventHistoryPage from './EventHistoryPage';

const event = (id: string, over: Partial<AdtEvent> = {}): AdtEvent => ({
  id, orgId: 'org', type: 'IP_DISCHARGE', status: 'acknowledged', occurredAt: '2026-11-20T10:15:00.000Z', receivedAt: '2026-11-20T10:15:01.000Z',
  facility: 'RIVERSIDE_HOSP', facilityName: 'Riverside General Hospital', patientId: `p-${id}`, match: 'mrn', mrn: `MRN-${id}`, patientName: `Patient ${id}`, dateOfBirth: null,
  patientClass: 'I', location: null, attending: null, reason: null, acknowledgedAt: '2026-11-20T11:00:00.000Z', acknowledgedBy: 'Mei Chen', taskId: null, hl7Patient: null, ...over,
});

jest.setTimeout(20_000);

beforeEach(() => {
  resetSession();
  logInWith(['58']);
});

describe('EventHistoryPage', () => {
  it('asks the server for the chosen day range and shows the page it answers, with who handled each event', async () => {
    const history = jest.fn<Promise<Paged<AdtEvent>>, Parameters<EventsApi['history']>>().mockResolvedValue({ totalRecords: 45, results: [event('a')] });
    const api = { history } as unknown as EventsApi;
    render(<EventHistoryPage title="Event History" api={api} />);
    expect(await screen.findByText('Patient a')).toBeInTheDocument();
    expect(screen.getByText('by Mei Chen')).toBeInTheDocument();
    expect(screen.getByText('45 events')).toBeInTheDocument();
    expect(history).toHaveBeenLastCalledWith({}, 0, 20);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(history).toHaveBeenLastCalledWith({ from: '2026-11-01' }, 0, 20));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(history).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-30' }, 0, 20));

    // Server paging: the second page is asked for by offset.
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(history).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-30' }, 20, 20));
  });
});
