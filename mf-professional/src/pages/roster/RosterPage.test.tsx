import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { logInWith, resetSession } from '../../testing/session';
import { patientRow } from '../../testing/fixtures';
import type { RosterApi } from './rosterApi';
import RosterPage from './RosterPage';

function api(): jest.Mocked<RosterApi> {
  return {
    roster: jest.fn(async (q) => ({
      totalRecords: 4321,
      results: q.searchValue
        ? [patientRow({ id: 'p7', firstName: 'Ada', lastName: 'Lovelace', enrollmentStatus: 'approved' })]
        : [patientRow({ id: 'p1', firstName: 'Bo', lastName: 'Diddley', enrollmentStatus: 'not_enrolled' })],
    })),
    cachePreset: jest.fn().mockResolvedValue(undefined),
    savedPreset: jest.fn().mockResolvedValue(null),
    invite: jest.fn().mockResolvedValue(undefined),
  } as unknown as jest.Mocked<RosterApi>;
}

function Where() {
  const l = useLocation();
  return <output aria-label="location">{l.pathname + l.search}</output>;
}

beforeEach(() => resetSession());

const renderPage = (a: RosterApi) =>
  render(
    <MemoryRouter initialEntries={['/professional/roster']}>
      <Routes>
        <Route path="*" element={<><RosterPage title="Patient Roster" api={a} /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );

// antd renders slowly under jsdom, and the machine's two cores are shared.
jest.setTimeout(20_000);

describe('RosterPage', () => {
  it('shows approved as Enrolled and finds a patient by name on the server', async () => {
    logInWith(['5']);
    const a = api();
    renderPage(a);
    expect(await screen.findByText('Diddley, Bo')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Not enrolled')).toBeInTheDocument();
    expect(screen.getByText(/of 4,321 patients/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search patients'), { target: { value: 'Lovelace' } });
    expect(await screen.findByText('Lovelace, Ada')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Enrolled')).toBeInTheDocument();
    expect(a.roster.mock.calls.at(-1)![0].searchValue).toBe('Lovelace');
  });

  it('invites only with INITIATE_ENROLLMENT, and Message opens the patient view on that patient', async () => {
    logInWith(['5']);
    const { unmount } = renderPage(api());
    await screen.findByText('Diddley, Bo');
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Message' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/professional?patientId=p1');
    unmount();

    resetSession();
    logInWith(['5', '22']);
    const a = api();
    renderPage(a);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(a.invite).toHaveBeenCalledWith('p1'));
  }, 20_000);

  it('says "about" when the server estimated the total, and the exact figure otherwise', async () => {
    logInWith(['5']);
    const a = api();
    a.roster.mockImplementation(async () => ({ totalRecords: 40121, totalIsEstimate: true, results: [patientRow({ id: 'p1', firstName: 'Bo', lastName: 'Diddley' })] }));
    renderPage(a);
    expect(await screen.findByText('1–20 of about 40,121 patients')).toBeInTheDocument();
  });
});
