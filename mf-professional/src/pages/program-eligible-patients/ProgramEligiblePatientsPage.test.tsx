import { fireEvent, render, screen, within } from '@testing-library/react';
import { Route, Routes } from '@hearth/shared-kernel/react';
import type { EligiblePatient } from '@hearth/shared-kernel/domain';
import { logInWith, resetSession } from '../../testing/session';
import ProgramEligiblePatientsPage from './ProgramEligiblePatientsPage';

beforeEach(() => {
  resetSession();
  logInWith(['52', '26', '2']);
});

const patient = (i: number): EligiblePatient => ({
  patientId: `p${i}`, firstName: `First${i}`, lastName: `Last${i}`, dateOfBirth: '1960-01-01', mrn: `M${i}`, hasSmsPhone: true, doNotDisturb: i === 2, optedOut: false,
});

describe('ProgramEligiblePatientsPage', () => {
  it('adds the ticked patients together and says they wait for the next window', async () => {
    const queries: unknown[] = [];
    const enrolled: string[][] = [];
    const api = {
      eligible: async (_programId: string, q: unknown) => (queries.push(q), { totalRecords: 3, results: [1, 2, 3].map(patient) }),
      enroll: async (_programId: string, ids: string[]) => (enrolled.push(ids), { added: ids.length, ignored: 0 }),
    };
    window.history.pushState(null, '', '/programs/stayintouch/roster-eligible-patients');
    render(
      <Routes>
        <Route path="/programs/:programId/roster-eligible-patients" element={<ProgramEligiblePatientsPage title="Eligible Patients" api={api} />} />
      </Routes>,
    );
    const row1 = (await screen.findByText('Last1, First1')).closest('tr')!;
    expect(within(screen.getByText('Last2, First2').closest('tr')!).getByText('Do Not Disturb: will not be invited')).toBeInTheDocument();
    fireEvent.click(within(row1).getByRole('checkbox'));
    fireEvent.click(within(screen.getByText('Last3, First3').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Add selected (2)' }));
    expect(await screen.findByText('2 patients added. They will be invited in the next outreach window.')).toBeInTheDocument();
    expect(enrolled).toEqual([['p1', 'p3']]);
    expect(queries[0]).toMatchObject({ sortKey: 'lastName', sortDirection: 'ASC', skip: 0, take: 20 });
  });
});
