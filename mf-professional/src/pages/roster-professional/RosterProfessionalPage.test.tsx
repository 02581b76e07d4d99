import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { logInWith, resetSession } from '../../testing/session';
import RosterProfessionalPage from './RosterProfessionalPage';

beforeEach(() => {
  resetSession();
  logInWith(['49']);
});

// antd renders slowly under jsdom, and the machine's two cores are shared.
jest.setTimeout(20_000);

describe('RosterProfessionalPage', () => {
  it('lists the care team with title, suffix and role label, and searches on the server', async () => {
    const load = jest.fn(async () => ({
      totalRecords: 1,
      results: [
        { id: '1', title: 'Dr.', prefix: 'Dr.', firstName: 'Amy', lastName: 'Chen', suffix: 'MD', role: 'Physician', email: 'amy@example.test', userName: 'dr.chen' },
      ],
    }));
    render(<RosterProfessionalPage title="Care Team" load={load} />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Dr. Amy Chen, MD')).toBeInTheDocument();
    expect(within(table).getByText('Physician')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search the care team'), { target: { value: 'chen' } });
    fireEvent.keyDown(screen.getByLabelText('Search the care team'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ search: 'chen', skip: 0, take: 20 }));
  });
});
